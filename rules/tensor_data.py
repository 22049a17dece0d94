"""Rules about tensor *values* reaching Python control flow or host memory addresses."""
from __future__ import annotations

import ast
from typing import Iterable

from compilelint.rules.base import FunctionContext, Hit, Rule, dotted

# methods returning a tensor whose value (not shape) is data-dependent
REDUCTIONS = frozenset({"sum", "max", "min", "mean", "any", "all", "item", "norm", "prod", "std",
                        "var", "count_nonzero", "amax", "amin", "argmax", "argmin", "median",
                        "allclose", "equal", "isnan", "isinf", "isfinite", "nansum", "logsumexp"})
TORCH_REDUCTIONS = frozenset({"torch." + r for r in REDUCTIONS} | {"torch.is_nonzero"})
INT_CASTS = frozenset({"long", "int", "short", "bool", "byte", "char"})
INT_DTYPES = ("int", "long", "bool", "uint", "short")


SHAPE_ATTRS = frozenset({"shape", "dtype", "device", "ndim", "is_cuda", "is_cpu", "layout", "requires_grad",
                         "is_meta", "is_sparse", "is_quantized", "names", "grad_fn", "T"})
SHAPE_METHODS = frozenset({"size", "dim", "numel", "stride", "element_size", "nelement", "is_contiguous",
                           "get_device", "is_floating_point", "is_complex", "storage_offset", "ndimension",
                           "data_ptr", "is_pinned", "untyped_storage"})


def _is_tensorish(expr: ast.AST, tensor_names: set[str]) -> bool:
    """Does this expression compute a data-dependent tensor value (or a scalar read from one)?

    Shapes, dtypes and devices are static to dynamo, so ``x.shape[0] > 0`` is not data-dependent;
    identity and membership tests (``x is None``) never read values.
    """
    t = type(expr)
    if t is ast.Call:
        f = expr.func
        if isinstance(f, ast.Attribute):
            if f.attr in REDUCTIONS:
                return True
            if f.attr in SHAPE_METHODS:
                return False
        name = dotted(f)
        if name in TORCH_REDUCTIONS:
            return True
        if name in ("int", "float", "bool"):
            return any(_is_tensorish(a, tensor_names) for a in expr.args)
        return False
    if t is ast.Name:
        return expr.id in tensor_names
    if t is ast.Attribute:
        return False if expr.attr in SHAPE_ATTRS else False
    if t is ast.Subscript:
        return _is_tensorish(expr.value, tensor_names)
    if t is ast.Compare:
        if any(isinstance(op, (ast.Is, ast.IsNot, ast.In, ast.NotIn)) for op in expr.ops):
            return False
        return any(_is_tensorish(e, tensor_names) for e in [expr.left, *expr.comparators])
    if t is ast.BinOp:
        return _is_tensorish(expr.left, tensor_names) or _is_tensorish(expr.right, tensor_names)
    if t is ast.BoolOp:
        return any(_is_tensorish(v, tensor_names) for v in expr.values)
    if t is ast.UnaryOp:
        return _is_tensorish(expr.operand, tensor_names)
    return False


def _tensor_params(ctx: FunctionContext) -> set[str]:
    out = set()
    for name, ann in ctx.params.items():
        if ann and ann.split("[")[0].endswith("Tensor") and "Optional" not in ann and "|" not in ann:
            out.add(name)
    return out


class DataDependentBranch(Rule):
    code = "CL201"
    name = "data-dependent-branch"
    gb_types = ("Data-dependent branching", "UserError")
    message = "Python control flow depends on a tensor's value ({callee})"
    hint = "use torch.where / torch.cond, or move the decision out of the compiled region"
    what_it_does = "Finds `if`, `while` and conditional expressions whose test reads a tensor's value (`x.sum() > 0`, `x.max().item() > c`, `(x > 0).any()`)."
    why_bad = ("Dynamo cannot choose a Python branch from a value it only knows at run time: it "
               "raises \"Data-dependent branching\" (or a data-dependent UserError for `.item()`), "
               "and under `fullgraph=True` that is fatal.")
    example = "def forward(self, x):\n    if x.abs().max() > 1e4:\n        x = x.clamp(-1e4, 1e4)\n    return x"
    use_instead = "def forward(self, x):\n    return x.clamp(-1e4, 1e4)"
    fix_safety = "No automatic fix."
    INVALID = ["def f(x):\n    if x.sum() > 0:\n        return x + 1\n    return x\n",
               "def f(x):\n    if x.max().item() > 0.5:\n        return x * 2\n    return x\n",
               "def f(x):\n    return x + 1 if (x > 0).any() else x\n",
               "def f(x):\n    s = x.sum()\n    while s < 0:\n        s = s + 1\n    return x + s\n"]
    VALID = ["def f(x):\n    if x.shape[0] > 2:\n        return x + 1\n    return x\n",
             "def f(x):\n    return x * x.sum().item()\n",
             "def f(x):\n    assert x.dim() == 1\n    return x + 1\n"]

    @classmethod
    def check_function(cls, fn: ast.AST, ctx: FunctionContext) -> Iterable[Hit]:
        tensor_names = _tensor_params(ctx)
        # locals assigned from data-dependent expressions
        for node in ctx.assigns:
            if len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
                if _is_tensorish(node.value, set()):
                    tensor_names.add(node.targets[0].id)
        hits = []
        for kind, test in ctx.tests:
            if not _is_tensorish(test, tensor_names):
                continue
            if isinstance(test, ast.Name) and test.id in _tensor_params(ctx):
                # ``if x:`` on a tensor parameter is ambiguous (None checks are common)
                continue
            uses_item = any(isinstance(s, ast.Attribute) and s.attr in ("item",) for s in ast.walk(test))
            gb = "UserError" if uses_item else "Data-dependent branching"
            hits.append(Hit(cls.code, test.lineno, test.col_offset + 1,
                            getattr(test, "end_lineno", test.lineno) or test.lineno,
                            f"{kind} on tensor value", gb))
        return hits


# ops whose output *size* depends on the values (dynamo traces them with an unbacked size)
DYNAMIC_SIZE_OPS = frozenset({"bincount", "nonzero", "unique", "unique_consecutive", "masked_select",
                              "argwhere", "repeat_interleave"})
# methods that keep the size of their receiver
SIZE_KEEPING = INT_CASTS | frozenset({"to", "cpu", "cuda", "contiguous", "clone", "detach", "flatten", "ravel",
                                      "view", "reshape", "squeeze", "float", "cumsum", "abs", "neg", "add",
                                      "sub", "mul"})


def _data_dependent_size(expr: ast.AST, single: dict, depth: int = 0) -> bool:
    """Is ``expr`` a tensor whose size depends on the data (``torch.bincount(ids).long()``, or a
    local assigned once from one)?"""
    while isinstance(expr, ast.Call) and isinstance(expr.func, ast.Attribute) and expr.func.attr in SIZE_KEEPING:
        expr = expr.func.value
    if isinstance(expr, ast.Call):
        name = dotted(expr.func) or ""
        last = name.rsplit(".", 1)[-1]
        if last not in DYNAMIC_SIZE_OPS:
            return False
        if last == "repeat_interleave":
            # ``x.repeat_interleave(2)`` has a static size; tensor repeats do not
            args = list(expr.args)[(1 if name.startswith("torch.") else 0):] + [
                k.value for k in expr.keywords if k.arg == "repeats"]
            return not any(isinstance(a, ast.Constant) for a in args[:1])
        return True
    if isinstance(expr, ast.Name) and depth < 4 and single.get(expr.id) is not None:
        return _data_dependent_size(single[expr.id], single, depth + 1)
    return False


class FloatToList(Rule):
    code = "CL202"
    name = "tensor-tolist"
    gb_types = ("Tensor.tolist() with non-integer tensor",)
    message = "`.tolist()` on a floating-point tensor, or on one whose size depends on its data, moves values to Python"
    hint = "keep the values as a tensor; convert to an integer dtype first if you need indices"
    what_it_does = ("Finds `.tolist()` on tensors not visibly converted to an integer dtype, and on integer "
                    "tensors whose size depends on the data (`torch.bincount`, `nonzero`, `unique`, ...).")
    why_bad = ("Dynamo can only specialise integer values; `.tolist()` on a float tensor fails with "
               "\"Tensor.tolist() with non-integer tensor\". An integer tensor of data-dependent size "
               "(`torch.bincount(ids).long().tolist()`) fails with `GuardOnDataDependentSymNode`.")
    example = "def forward(self, x):\n    weights = x.softmax(-1).tolist()\n    return self.route(x, weights)"
    use_instead = "def forward(self, x):\n    weights = x.softmax(-1)\n    return self.route(x, weights)"
    fix_safety = "No automatic fix."
    INVALID = ["def f(x):\n    values = x.tolist()\n    return x + 1\n"]
    VALID = ["def f(x):\n    idx = x.long().tolist()\n    return x + 1\n"]

    @classmethod
    def check_function(cls, fn: ast.AST, ctx: FunctionContext) -> Iterable[Hit]:
        hits = []
        single: dict = {}
        for a in ctx.assigns:
            for t in a.targets:
                if isinstance(t, ast.Name):
                    single[t.id] = a.value if t.id not in single else None
        for node in ctx.calls:
            if not (isinstance(node.func, ast.Attribute) and node.func.attr == "tolist"):
                continue
            recv = node.func.value
            if isinstance(recv, ast.Call) and isinstance(recv.func, ast.Attribute):
                if recv.func.attr in INT_CASTS or (recv.func.attr == "to" and any(
                        any(t in (dotted(a) or "") for t in INT_DTYPES) for a in list(recv.args) + [k.value for k in recv.keywords])):
                    if _data_dependent_size(recv, single):
                        hits.append(Hit(cls.code, node.lineno, node.col_offset + 1, node.end_lineno or node.lineno,
                                        ".tolist()", None))
                    continue
            if isinstance(recv, (ast.List, ast.Tuple, ast.Constant)):
                continue
            hits.append(Hit(cls.code, node.lineno, node.col_offset + 1, node.end_lineno or node.lineno,
                            ".tolist()", cls.gb_types[0]))
        return hits


class DataPtrArithmetic(Rule):
    code = "CL203"
    name = "data-ptr-arithmetic"
    gb_types = ("Data pointer comparison", "Observed exception", "Unsupported method call")
    message = "`.data_ptr()` used in arithmetic or a comparison"
    hint = "check alignment/aliasing outside the compiled region; a data_ptr is fine only as an opaque key"
    what_it_does = "Finds `.data_ptr()` results used in arithmetic (`% 16`) or compared with each other."
    why_bad = "Fake tensors have no addresses: dynamo raises \"Data pointer comparison\" for comparisons and an observed exception for arithmetic under `fullgraph=True`."
    example = "def forward(self, x):\n    if x.data_ptr() % 16 == 0:\n        return self.aligned_kernel(x)\n    return self.kernel(x)"
    use_instead = "self.aligned = weight.data_ptr() % 16 == 0  # decided at load time"
    fix_safety = "No automatic fix."
    INVALID = ["def f(x):\n    n = x.untyped_storage().nbytes()\n    return x + 1\n",
               "def f(x):\n    if x.data_ptr() % 16 == 0:\n        return x + 1\n    return x\n",
               "def f(x):\n    y = x + 1\n    if x.data_ptr() == y.data_ptr():\n        return y\n    return x\n"]
    VALID = ["CACHE = {}\n\ndef f(x):\n    CACHE[x.data_ptr()] = 1\n    return x + 1\n"]

    @classmethod
    def check_function(cls, fn: ast.AST, ctx: FunctionContext) -> Iterable[Hit]:
        hits = []
        for node in ctx.ops:
            if True:
                operands = [node.left, node.right] if isinstance(node, ast.BinOp) else [node.left, *node.comparators]
                if any(isinstance(o, ast.Call) and isinstance(o.func, ast.Attribute) and o.func.attr == "data_ptr"
                       for o in operands):
                    gb = "Data pointer comparison" if isinstance(node, ast.Compare) and sum(
                        isinstance(o, ast.Call) and isinstance(o.func, ast.Attribute) and o.func.attr == "data_ptr"
                        for o in operands) > 1 else "Observed exception"
                    hits.append(Hit(cls.code, node.lineno, node.col_offset + 1, node.end_lineno or node.lineno,
                                    ".data_ptr() arithmetic", gb))
        for node in ctx.calls:
            # ``t.untyped_storage().nbytes()``: storages of fake tensors are not traceable
            f = node.func
            if (isinstance(f, ast.Attribute) and f.attr in ("nbytes", "data_ptr", "size")
                    and isinstance(f.value, ast.Call) and isinstance(f.value.func, ast.Attribute)
                    and f.value.func.attr in ("untyped_storage", "storage")):
                hits.append(Hit(cls.code, node.lineno, node.col_offset + 1, node.end_lineno or node.lineno,
                                f".{f.value.func.attr}().{f.attr}()", "Unsupported method call"))
        # a Compare wrapping a BinOp (``p % 16 == 0``) reports once: keep the outermost per line
        seen, out = set(), []
        for h in sorted(hits, key=lambda h: (h.line, h.column)):
            if h.line not in seen:
                seen.add(h.line)
                out.append(h)
        return out
