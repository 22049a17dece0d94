from compilelint import gb
from compilelint.rules.base import Rule


class DynamicLoading(Rule):
    code = "CL109"
    name = "dynamic-loading"
    gb_types = (gb.SKIPPED, gb.BUILD_CLASS,
                gb.METHOD_CALL)
    message = "`{callee}` loads code or a native library inside traced code"
    hint = "load the module at import/init time; wrap the kernel call as a torch.library.custom_op"
    fix = "opaque_op"
    what_it_does = "Finds `importlib.import_module`, `ctypes` loading, `torch.utils.cpp_extension.load*` and TVM-FFI / JIT kernel loaders reachable from a compiled root."
    why_bad = ("Importing or building an extension is host-side work dynamo cannot trace: "
               "`importlib.import_module` and `cpp_extension.load` are marked as skipped, "
               "`ctypes.CDLL` builds classes at call time, and `tvm_ffi.load_module` is an "
               "unsupported call. JIT kernel loaders (FlashInfer's) hit these on first use.")
    example = "def forward(self, x):\n    mod = torch.utils.cpp_extension.load('k', ['k.cu'])\n    return mod.run(x)"
    use_instead = "_K = torch.utils.cpp_extension.load('k', ['k.cu'])  # at import\n\n@torch.library.custom_op('mylib::k', mutates_args=())\ndef k(x: torch.Tensor) -> torch.Tensor:\n    return _K.run(x)"
    fix_safety = "Unsafe: the opaque-op rewrite needs a correct fake implementation."
    calls = ("importlib.import_module", "importlib.reload", "importlib.util.spec_from_file_location",
             "importlib.util.module_from_spec", "builtins.__import__",
             "ctypes.CDLL", "ctypes.cdll.*", "ctypes.PyDLL", "ctypes.util.find_library",
             "torch.utils.cpp_extension.load", "torch.utils.cpp_extension.load_inline",
             "tvm_ffi.load_module", "tvm_ffi.*.load_module", "tvm_ffi.get_global_func",
             "triton.compile")
    unmeasured = {"torch.utils.cpp_extension.load": "builds a C++ extension: not probed (a compiler and minutes per call)",
                  "torch.utils.cpp_extension.load_inline": "builds a C++ extension: not probed (a compiler and minutes per call)",
                  "tvm_ffi.load_module": "tvm_ffi is not importable where the catalogue is generated",
                  "tvm_ffi.*.load_module": "tvm_ffi is not importable where the catalogue is generated",
                  "tvm_ffi.get_global_func": "tvm_ffi is not importable where the catalogue is generated",
                  "triton.compile": "triton is not installed on the CPU host that generates the catalogue"}
    call_gb = {"ctypes.CDLL": gb.BUILD_CLASS,
               "tvm_ffi.load_module": gb.METHOD_CALL}
    INVALID = ["import importlib\n\ndef f(x):\n    importlib.import_module('json')\n    return x + 1\n"]
    VALID = ["import importlib\n\nJSON = importlib.import_module('json')\n\ndef f(x):\n    return x + 1\n",
             "import importlib.metadata\n\ndef f(x):\n    importlib.metadata.version('torch')\n    return x + 1\n"]
