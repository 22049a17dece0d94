from compilelint import gb
from compilelint.rules.base import Rule


class FileIO(Rule):
    code = "CL102"
    name = "file-io"
    gb_types = (gb.SKIPPED, gb.BUILTIN, gb.METHOD_CALL)
    message = "`{callee}` touches the file system inside traced code"
    hint = "read files at load time and keep the result; guard with `if not torch.compiler.is_compiling():`"
    fix = "guard_side_effect"
    what_it_does = ("Finds `open`, pathlib reads/writes/probes, `os.path.exists`-style probes, "
                    "directory listing and creation, `json.load`/`pickle.load`, `torch.save`/`torch.load`, "
                    "`shutil`, `glob` and `tempfile` calls reachable from a compiled root.")
    why_bad = ("`open` is a builtin dynamo cannot trace (\"Failed to trace builtin operator\"); "
               "`os`/`pathlib`/`shutil`/`glob` file functions and `torch.save`/`torch.load` are "
               "marked as skipped. Under `fullgraph=True` either one aborts compilation.")
    example = "def forward(self, x):\n    if os.path.exists(self.dump_path):\n        torch.save(x, self.dump_path)\n    return self.proj(x)"
    use_instead = "def forward(self, x):\n    if not torch.compiler.is_compiling() and self.dump:\n        torch.save(x, self.dump_path)\n    return self.proj(x)"
    fix_safety = "Unsafe: guarding the statement skips the I/O while compiled code runs."
    calls = ("builtins.open", "io.open", "codecs.open",
             "pathlib.Path().*", "pathlib.PurePath().*", "pathlib.Path.*",
             "os.path.exists", "os.path.isfile", "os.path.isdir", "os.path.getsize",
             "os.path.getmtime", "os.path.islink", "os.path.realpath", "os.path.lexists",
             "os.stat", "os.lstat", "os.listdir", "os.scandir", "os.walk", "os.makedirs", "os.mkdir",
             "os.remove", "os.unlink", "os.rename", "os.replace", "os.rmdir", "os.access",
             "os.chmod", "os.open", "os.read", "os.write", "os.fsync", "os.utime", "os.symlink",
             "json.load", "json.dump", "pickle.load", "pickle.dump", "marshal.load", "marshal.dump",
             "torch.save", "torch.load", "numpy.load", "numpy.save", "numpy.savez*",
             "shutil.*", "glob.*", "tempfile.*", "filecmp.*", "fnmatch.filter")
    allowed = ("pathlib.Path().name", "pathlib.Path().stem", "pathlib.Path().suffix",
               "pathlib.Path().parent", "pathlib.Path().joinpath", "pathlib.Path().__truediv__")
    unmeasured = {"os.write": "excluded from probing (it writes to the probe worker's own descriptors); "
                              "os.read, the same family of C builtins, is measured as skipped"}
    call_gb = {"builtins.open": gb.BUILTIN, "io.open": gb.BUILTIN, "json.load": gb.BUILTIN,
               "pickle.load": gb.BUILTIN, "json.dump": gb.BUILTIN, "pickle.dump": gb.BUILTIN,
               "tempfile.*": gb.METHOD_CALL}
    INVALID = [
        "def f(x):\n    with open('/etc/hostname') as fh:\n        fh.read()\n    return x + 1\n",
        "import os\n\ndef f(x):\n    if os.path.exists('/etc/hostname'):\n        return x + 1\n    return x\n",
        "import torch\n\ndef f(x):\n    torch.save(x, '/tmp/compilelint_example.pt')\n    return x + 1\n",
        "from pathlib import Path\n\ndef f(x):\n    Path('/etc/hostname').read_text()\n    return x + 1\n",
    ]
    VALID = [
        "import os\n\ndef f(x):\n    if os.environ.get('COMPILELINT_EXAMPLE'):\n        return x + 1\n    return x\n",
        "import json\n\ndef load(path):\n    with open(path) as fh:\n        return json.load(fh)\n\ndef f(x):\n    return x + 1\n",
    ]
