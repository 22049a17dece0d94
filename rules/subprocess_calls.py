from compilelint import gb
from compilelint.rules.base import Rule


class SubprocessCall(Rule):
    code = "CL101"
    name = "subprocess-call"
    gb_types = (gb.SKIPPED,)
    message = "`{callee}` starts a process inside traced code"
    hint = "probe once outside the compiled region (or use torch.version.cuda / a cached constant)"
    fix = "version_probe"
    what_it_does = "Finds `subprocess.*`, `os.system`, `os.popen`, `os.exec*` and `os.spawn*` calls reachable from a compiled root."
    why_bad = ("Dynamo marks the `subprocess` and `os` process APIs as skipped; under "
               "`fullgraph=True` calling one raises `Unsupported` (\"Attempted to call function "
               "marked as skipped\"). A `functools.cache` around the probe does not help: dynamo "
               "ignores the cache and traces the body.")
    example = ("@functools.cache\ndef get_cuda_version():\n"
               "    txt = subprocess.check_output([nvcc, \"--version\"], text=True)\n"
               "    return Version(re.findall(r\"release (\\d+\\.\\d+),\", txt)[0])")
    use_instead = ("@functools.cache\ndef get_cuda_version():\n    if torch.version.cuda:\n"
                   "        return Version(torch.version.cuda)\n    ...  # the old probe, outside compiled code")
    fix_safety = ("Unsafe: the version-probe fix prefers `torch.version.cuda`, which can differ from "
                  "the `nvcc` on PATH.")
    calls = ("subprocess.*", "os.system", "os.popen", "os.exec*", "os.spawn*", "os.fork",
             "os.posix_spawn*", "os.wait*", "os.kill")
    unmeasured = dict.fromkeys(("os.exec*", "os.spawn*", "os.fork", "os.posix_spawn*", "os.wait*", "os.kill"),
                               "excluded from probing: replaces, forks, waits on or signals the probe worker "
                               "(the measured process calls, os.system and subprocess.*, are the same skipped C builtins)")
    INVALID = [
        "import subprocess\n\ndef f(x):\n    subprocess.run(['true'])\n    return x + 1\n",
        "import subprocess as sp\n\ndef probe():\n    return sp.check_output(['echo', '12.8'], text=True)\n\n"
        "def f(x):\n    probe()\n    return x * 2\n",
        "import os\n\ndef f(x):\n    os.system('true')\n    return x + 1\n",
    ]
    VALID = [
        "import subprocess\nimport torch\n\ndef f(x):\n    if not torch.compiler.is_compiling():\n"
        "        subprocess.run(['true'])\n    return x + 1\n",
        "import subprocess\n\nVERSION = subprocess.check_output(['echo', '1'], text=True)\n\n"
        "def f(x):\n    return x + 1\n",
    ]
