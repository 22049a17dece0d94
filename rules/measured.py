"""The general catalogue-backed rule: calls dynamo measured as failing that no family rule covers,
and the measured constructs (``construct:*`` entries) no call name carries."""
import ast
from typing import Iterable

from compilelint import gb
from compilelint.names import dotted
from compilelint.rules.base import FunctionContext, Hit, Rule


def _optional_params(fn: ast.AST) -> set:
    """Parameters that may be None: a default, or an ``Optional`` / ``| None`` annotation."""
    a = getattr(fn, "args", None)
    if a is None:
        return set()
    pos = [*a.posonlyargs, *a.args]
    out = {p.arg for p in pos[len(pos) - len(a.defaults):]} if a.defaults else set()
    out |= {p.arg for p, d in zip(a.kwonlyargs, a.kw_defaults) if d is not None}
    for p in (*pos, *a.kwonlyargs):
        ann = ast.unparse(p.annotation) if p.annotation is not None else ""
        if "Optional" in ann or "None" in ann:
            out.add(p.arg)
    return out


class MeasuredBarrier(Rule):
    code = "CL112"
    name = "measured-barrier"
    gb_types = (gb.SKIPPED, "Unsupported function call",
                gb.METHOD_CALL)
    message = "`{callee}` fails dynamo on this torch (measured by the barrier catalogue)"
    hint = ("move the call out of the compiled region (compute it at init time and pass the result in), "
            "or guard it with `if not torch.compiler.is_compiling():`")
    what_it_does = ("Finds calls that the shipped barrier catalogue measured as failing under "
                    "`torch.compile(fullgraph=True)` on the installed torch and that belong to no other "
                    "rule's family: standard-library helpers such as `copy.copy`, `functools.cmp_to_key`, "
                    "`weakref.proxy`, `re.finditer`, and third-party calls such as `numpy.random.rand`; calls measured "
                    "failing only on some arguments where the scan sees those (`dataclasses.astuple` of a "
                    "dataclass with tensor fields); and measured constructs: entering an object of a project "
                    "class made outside the region (`with self.span:`), a `torch.Generator` object passed as "
                    "`generator=`, an attribute of the ndarray `Tensor.numpy()` returns that dynamo does "
                    "not model (`arr.dtype`; `.shape` compiles). `compilelint rule CL112` lists every "
                    "measured entry.")
    why_bad = ("Each entry was measured, not assumed: the probe harness (`python -m "
               "compilelint.catalogue.probe`) placed the call in a fullgraph-compiled function on a "
               "float tensor and recorded dynamo's `gb_type`. Dynamo skips C builtins and files on its "
               "skip list, and refuses objects it cannot model; under `fullgraph=True` any of these "
               "aborts compilation.")
    example = "def forward(self, x):\n    cfg = copy.copy(self.cfg)\n    return self.proj(x) * cfg.scale"
    use_instead = "def forward(self, x):\n    return self.proj(x) * self.cfg.scale"
    fix_safety = "No automatic fix."
    INVALID = ["import copy\n\ndef f(x):\n    cfg = copy.copy([1, 2])\n    return x + len(cfg)\n",
               "import torch\n\nclass S:\n    def __init__(self):\n        self.gen = torch.Generator().manual_seed(0)\n\n"
               "STATE = S()\n\ndef f(x):\n    return x + torch.rand(x.shape, generator=STATE.gen)\n",
               "import torch\n\nGENS = {0: torch.Generator()}\n\ndef f(x):\n    for row, g in GENS.items():\n"
               "        x[row].exponential_(generator=g)\n    return x\n",
               "import torch\n\nGENS = [torch.Generator(), torch.Generator()]\n\ndef one(shape, gen):\n"
               "    return torch.rand(shape, generator=gen)\n\ndef f(x):\n"
               "    return x + torch.stack([one(x.shape, g) for g in GENS]).sum(0)\n",
               "import numpy as np\n\ndef f(x):\n    arr = x.detach().cpu().numpy()\n"
               "    return x + np.ones(3, dtype=arr.dtype).sum()\n"]
    VALID = ["import copy\n\ndef f(x):\n    cfg = copy.deepcopy({'a': [1, 2]})\n    return x + len(cfg)\n",
             "import torch\n\ndef noise(x, generator=None):\n    return torch.rand(x.shape, generator=generator)\n\n"
             "def f(x):\n    return x + noise(x)\n",
             "import torch\n\ndef f(x, generator=None):\n    return x + torch.rand(x.shape, generator=generator)\n",
             "def f(x):\n    arr = x.detach().cpu().numpy()\n    return x + arr.shape[0] + arr.ndim\n"]

    @classmethod
    def check_function(cls, fn: ast.AST, ctx: FunctionContext) -> Iterable[Hit]:
        """``torch.rand(..., generator=self.generator)`` / ``q.exponential_(generator=gen)``: a
        ``torch.Generator`` object handed to a torch op (the catalogue's
        ``construct:generator-argument``). A parameter that may be None passed on
        (``generator=None`` default, ``Optional[...]``) is not reported: its callers usually pass
        None, which compiles; a required one (``def _one(self, shape, gen)``) is."""
        hits = cls._ndarray_attrs(ctx)
        params = None
        for node in ctx.calls:
            for kw in node.keywords:
                if kw.arg != "generator":
                    continue
                v = kw.value
                if type(v) is ast.Constant:
                    continue
                if type(v) is ast.Name:
                    if params is None:
                        params = _optional_params(fn)
                    if v.id in params:
                        continue
                elif type(v) not in (ast.Attribute, ast.Subscript, ast.Call):
                    continue
                from compilelint import catalogue

                got = catalogue.construct("generator-argument")
                if got is None or got[0] != cls.code:
                    return hits
                text = dotted(v) or "a generator"
                hits.append(Hit(cls.code, v.lineno, v.col_offset + 1, v.end_lineno or v.lineno,
                                f"generator={text} (a torch.Generator object)", got[1]))
        return hits

    @classmethod
    def _ndarray_attrs(cls, ctx: FunctionContext) -> list:
        """``arr = series.detach().cpu().numpy(); np.ones(w, dtype=arr.dtype)``: an attribute of the
        ndarray ``Tensor.numpy()`` returns, where the catalogue measured reading it failing
        (``construct:ndarray-attr:<name>``; ``.shape`` and ``.ndim`` compile)."""
        from compilelint import catalogue

        if not any(type(c.func) is ast.Attribute and c.func.attr == "numpy" for c in ctx.calls):
            return []  # no ``.numpy()`` here: no ndarray to read an attribute of

        def numpy_call(v) -> bool:
            return type(v) is ast.Call and type(v.func) is ast.Attribute and v.func.attr == "numpy" \
                and not v.args and not v.keywords

        arrays: dict = {}
        for a in ctx.assigns:
            for t in a.targets:
                if type(t) is ast.Name:
                    arrays[t.id] = numpy_call(a.value) and t.id not in arrays
        hits, seen = [], set()
        roots = [*ctx.calls, *ctx.assigns, *ctx.ops, *(t for _k, t in ctx.tests)]
        for r in roots:
            for n in ast.walk(r):
                if type(n) is not ast.Attribute or id(n) in seen or type(n.ctx) is not ast.Load:
                    continue
                seen.add(id(n))
                v = n.value
                if not (numpy_call(v) or (type(v) is ast.Name and arrays.get(v.id))):
                    continue
                got = catalogue.construct(f"ndarray-attr:{n.attr}")
                if got is None or got[0] != cls.code:
                    continue
                hits.append(Hit(cls.code, n.lineno, n.col_offset + 1, n.end_lineno or n.lineno,
                                f"{dotted(n) or '.' + n.attr} (an attribute of the ndarray Tensor.numpy() returns)",
                                got[1]))
        return hits
