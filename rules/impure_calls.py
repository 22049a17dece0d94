import ast
from typing import Iterable

from compilelint import gb
from compilelint.findings import FixPolicy
from compilelint.names import dotted
from compilelint.rules.base import FunctionContext, Hit, Rule


class ImpureStdlibCall(Rule):
    code = "CL110"
    fix_policy = FixPolicy(factory=True)
    name = "impure-stdlib-call"
    gb_types = (gb.SKIPPED, gb.METHOD_CALL)
    message = "`{callee}` is host-side state dynamo cannot put in a graph"
    hint = "compute it before the compiled region and pass it in (or use torch's own RNG for randomness)"
    what_it_does = ("Finds calls to host-state standard-library functions that dynamo refuses: `random.random`, "
                    "`uuid.uuid4`, `socket`, `os.getpid`, `os.cpu_count`, `gc`, `inspect.stack`, `json.dumps`, "
                    "`sys.getsizeof`, `hashlib`, `platform`, ... (every one the barrier catalogue measured as failing "
                    "in these modules; `random.randint`, `uuid.UUID(...)` and `traceback.format_exc` compile).")
    why_bad = ("These are C builtins or stateful library calls on dynamo's skip list; calling one "
               "under `fullgraph=True` raises \"Attempted to call function marked as skipped\" "
               "(`json.dumps` raises \"Unsupported method call\").")
    example = "def forward(self, x):\n    if random.random() < self.p:\n        x = x * 0\n    return x"
    use_instead = "def forward(self, x):\n    keep = torch.rand((), device=x.device) >= self.p\n    return torch.where(keep, x, 0)"
    fix_safety = "No automatic fix."
    # random.randint / randrange / uniform are measured as compiling (dynamo replays them)
    calls = ("random.random", "random.choice", "random.choices",
             "random.shuffle", "random.sample", "random.gauss", "random.seed",
             "random.getrandbits", "uuid.*", "socket.*", "os.getpid", "os.getppid", "os.getuid",
             "os.cpu_count", "os.urandom", "os.getcwd", "os.uname", "gc.*", "inspect.stack",
             "inspect.currentframe", "inspect.getframeinfo", "sys._getframe", "traceback.*",
             "json.dumps", "json.loads", "pickle.dumps", "pickle.loads", "secrets.*",
             "resource.*", "psutil.*", "pynvml.*", "numpy.random.*", "sys.getsizeof",
             "hashlib.*", "zlib.*", "base64.*")
    call_gb = {"json.dumps": gb.METHOD_CALL, "json.loads": gb.METHOD_CALL}
    unmeasured = {"psutil.*": "psutil is not installed where the catalogue is generated",
                  "pynvml.*": "pynvml is not installed where the catalogue is generated (and needs a GPU)"}
    INVALID = ["import random\n\ndef f(x):\n    return x * random.random()\n",
               "import os\n\ndef f(x):\n    os.getpid()\n    return x + 1\n"]
    VALID = ["import os\n\ndef f(x):\n    return x + (1 if os.getenv('COMPILELINT_EXAMPLE') else 0)\n"]


class TorchRuntimeQuery(Rule):
    code = "CL111"
    name = "torch-runtime-query"
    gb_types = ("torch.* op returned non-Tensor",)
    message = "`{callee}` returns a non-tensor host value from inside traced code"
    hint = "query it once at init time and store the result on the module"
    what_it_does = ("Finds `torch.*` runtime queries and setters that return plain Python values (device counts, "
                    "memory stats, backend flags, `torch.get_*`/`set_*`) and torch objects holding host state "
                    "(`torch.Generator()` built per request) reachable from a compiled root, as the barrier "
                    "catalogue measured them (`torch.cuda.is_available()` and `torch.compiler.is_compiling()` compile), "
                    "and queries of a tensor that return host values dynamo refuses (`x.is_pinned()`, "
                    "`x.storage_offset()`, `x.is_inference()`; `x.dim()`, `x.is_contiguous()` compile).")
    why_bad = "Dynamo only puts tensor-returning torch ops into the graph; these return ints or objects and fail with \"torch.* op returned non-Tensor\"."
    example = "def forward(self, x):\n    n = torch.cuda.device_count()\n    return x / n"
    use_instead = "def __init__(self):\n    super().__init__()\n    self.n = torch.cuda.device_count()\n\ndef forward(self, x):\n    return x / self.n"
    fix_safety = "No automatic fix."
    calls = ("torch.cuda.device_count", "torch.cuda.memory_allocated", "torch.cuda.max_memory_allocated",
             "torch.cuda.memory_reserved", "torch.cuda.mem_get_info", "torch.cuda.memory_stats",
             "torch.cuda.utilization", "torch.get_num_threads", "torch.xpu.device_count")
    unmeasured = dict.fromkeys(("torch.cuda.mem_get_info", "torch.cuda.utilization"),
                               "needs a CUDA device: on the CPU build that generates the catalogue the call "
                               "raises before dynamo decides (the measured torch.cuda.device_count and "
                               "memory queries fail with torch.* op returned non-Tensor)")
    INVALID = ["import torch\n\ndef f(x):\n    n = torch.cuda.device_count()\n    return x + n\n",
               "def f(x):\n    if x.storage_offset() % 8 == 0:\n        return x + 1\n    return x\n",
               "def f(x):\n    if not x.is_pinned():\n        return x + 1\n    return x\n"]
    VALID = ["import torch\n\nN = torch.cuda.device_count()\n\ndef f(x):\n    return x + N\n",
             "def f(x):\n    if x.is_contiguous() and x.dim() == 1:\n        return x + x.element_size()\n    return x\n"]

    @classmethod
    def check_function(cls, fn: ast.AST, ctx: FunctionContext) -> Iterable[Hit]:
        """``if not x.is_pinned():`` / ``x.storage_offset() % 8``: a query of a tensor that the
        catalogue measured failing (its ``torch.Tensor().<method>`` entries: ``is_pinned``,
        ``storage_offset``, ``is_inference``, ``is_signed``, ``storage``, ...; ``x.dim()``,
        ``x.is_contiguous()`` and ``x.element_size()`` are constants and compile). Called without
        arguments, as measured, on a receiver other than ``self``/``cls`` (a method of the class)."""
        from compilelint import catalogue

        hits = []
        for node in ctx.calls:
            f = node.func
            if type(f) is not ast.Attribute or node.args or node.keywords:
                continue
            if type(f.value) is ast.Name and f.value.id in ("self", "cls"):
                continue
            got = catalogue.tensor_method(f.attr)
            if got is None or got[0] != cls.code:
                continue
            hits.append(Hit(cls.code, node.lineno, node.col_offset + 1, node.end_lineno or node.lineno,
                            f"{dotted(f) or '.' + f.attr}()", got[1]))
        return hits
