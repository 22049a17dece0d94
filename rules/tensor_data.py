"""Rules about tensor *values* reaching Python control flow or host memory addresses."""
from __future__ import annotations

import ast
import builtins
import re
from typing import Iterable, Optional

from compilelint import gb
from compilelint.findings import FixPolicy
from compilelint.rules.base import FunctionContext, Hit, Rule, dotted
from compilelint.names import iter_statements, own_nodes

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


# ``random`` calls dynamo compiles (the catalogue measures them passing) into a traced value that a
# branch cannot read (LayerDrop's ``if self.training and random.uniform(0, 1) < p``)
RANDOM_VALUES = frozenset({"random.uniform", "random.randint", "random.randrange"})
# tensors of random values: a test on one reads its value (``dropout_probability = torch.rand([])``
# then ``if dropout_probability < self.layerdrop: continue``, the layer-drop of audio encoders)
TORCH_RANDOM = frozenset(f"torch.{n}" for n in ("rand", "randn", "randint", "rand_like", "randn_like",
                                                 "randint_like", "bernoulli", "multinomial", "normal",
                                                 "poisson"))
# numpy calls whose result is no array (machine limits, dtype objects): dynamo folds them
NUMPY_INFO = frozenset({"finfo", "iinfo", "dtype"})


_PY_NUMBER_MODULES = frozenset({"math", "statistics", "builtins", "operator", "functools", "itertools", "cmath"})


def _is_tensorish(expr: ast.AST, tensor_names: set[str]) -> bool:
    """Does this expression compute a data-dependent tensor value (or a scalar read from one)?

    Shapes, dtypes and devices are static to dynamo, so ``x.shape[0] > 0`` is not data-dependent;
    identity and membership tests (``x is None``) never read values.
    """
    t = type(expr)
    if t is ast.Call:
        f = expr.func
        if isinstance(f, ast.Attribute):
            if f.attr in REDUCTIONS and not (type(f.value) is ast.Name and f.value.id in _PY_NUMBER_MODULES):
                return True  # (``math.prod(w.shape)`` multiplies Python numbers)
            if f.attr in SHAPE_METHODS:
                return False
        name = dotted(f)
        if name in TORCH_REDUCTIONS:
            return True
        if name in RANDOM_VALUES or name in TORCH_RANDOM:
            # ``random.uniform(0, 1)`` compiles into a traced random value: branching on it does not
            return True
        if name and name.split(".", 1)[0] in ("np", "numpy") and "." in name \
                and name.rsplit(".", 1)[-1] not in NUMPY_INFO:
            # dynamo traces numpy calls as tensor code, even on Python numbers (``np.lcm(4, 6)``,
            # ``np.ceil(2.5)``): a branch on the result is data-dependent
            return True
        if name in ("int", "float", "bool", "abs", "round", "min", "max") or (
                name and name.startswith("math.") and name.count(".") == 1):
            # ``math.isfinite(amax)`` / ``abs(scale)`` of a number read from a tensor: Python needs
            # the concrete value
            if any(_is_tensorish(a, tensor_names) for a in expr.args):
                return True
            # ``int(cdiv(max_len, chunk))`` with ``max_len = seq_lens.max()``: the conversion reads
            # whatever a module helper computed from the tensor value
            return name in ("int", "float", "bool") and len(expr.args) == 1 and _tensor_helper(expr.args[0], tensor_names)
        return False
    if t is ast.Name:
        return expr.id in tensor_names
    if t is ast.Attribute:
        # ``self.windows`` of a registered buffer or parameter (in ``tensor_names`` as "self.X")
        # (and ``metadata.max_seq_len_k`` of a local object given one, as "metadata.max_seq_len_k")
        return expr.attr not in SHAPE_ATTRS and type(expr.value) is ast.Name \
            and f"{expr.value.id}.{expr.attr}" in tensor_names
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


def _first_operand(test: ast.AST, reads) -> ast.AST:
    """The operand of an ``and``/``or`` chain (through ``not``) that first satisfies ``reads``: a
    guard before it (``not is_compiling() and x.sum() > 0``) prunes it."""
    node = test
    for _ in range(16):
        if type(node) is ast.UnaryOp and isinstance(node.op, ast.Not):
            inner = node.operand
            if type(inner) is not ast.BoolOp:
                break
            node = inner
        elif type(node) is ast.BoolOp:
            nxt = next((v for v in node.values if reads(v)), None)
            if nxt is None:
                break
            node = nxt
        else:
            break
    return node


def _first_tensorish(test: ast.AST, tensor_names: set[str]) -> ast.AST:
    """The operand of an ``and``/``or`` chain (through ``not``) that first reads a tensor value."""
    return _first_operand(test, lambda v: _is_tensorish(v, tensor_names))


def _tensor_params(ctx: FunctionContext) -> set[str]:
    out = set()
    for name, ann in ctx.params.items():
        if ann and ann.split("[")[0].endswith("Tensor") and "Optional" not in ann and "|" not in ann:
            out.add(name)
    return out


_TRACED_VALUE_NAMES = ("np", "numpy", "random")  # modules whose results dynamo traces as values
_TRACED_VALUE_MODULES = tuple(m + "." for m in _TRACED_VALUE_NAMES)


def _traced_source(expr: ast.AST) -> bool:
    return any(type(c) is ast.Call and (dotted(c.func) or "").startswith(_TRACED_VALUE_MODULES)
               and _is_tensorish(c, set()) for c in ast.walk(expr))


def returned_traced_value(fn: ast.AST, ctx: FunctionContext) -> bool:
    """Whether a ``return`` of the function hands back a value dynamo traces from numpy or
    ``random`` (``return np.lcm(a, b)`` on one path): a caller that branches on it breaks."""
    return bool(_traced_returns(fn, ctx))


def _traced_returns(fn: ast.AST, ctx: FunctionContext) -> list:
    if not any(type(c.func) is ast.Attribute and type(c.func.value) is ast.Name
               and c.func.value.id in _TRACED_VALUE_NAMES for c in ctx.calls):
        return []
    names = {node.targets[0].id for node in ctx.assigns
             if len(node.targets) == 1 and isinstance(node.targets[0], ast.Name) and _traced_source(node.value)}
    return [v for v in _returned(fn) if _is_tensorish(v, names) and (
        _traced_source(v) or any(type(x) is ast.Name and x.id in names for x in ast.walk(v)))]


def dd_return_positions(fn: ast.AST, ctx: FunctionContext) -> list:
    """(line, column) of each returned value that ``returned_traced_value`` or
    ``returned_item_value`` counts: the scan keeps only those its deployment leaves live (``if
    _is_tracing(mask): return False`` before ``return bool(torch.all(mask == 1))``)."""
    return sorted({(v.lineno, v.col_offset + 1) for v in _traced_returns(fn, ctx) + _item_value_returns(fn, ctx)})


_BLOCKS = ("body", "handlers", "orelse", "finalbody", "cases")


def _returned(fn: ast.AST) -> tuple:
    """The values the function's own ``return`` statements hand back (nested defs left out), in a
    fixed order. Only statement blocks are searched (a ``return`` is never inside an expression),
    and the answer is kept on the node: several summary fields ask for it."""
    got = getattr(fn, "_cl_returned", None)
    if got is not None:
        return got
    out = []
    stack = list(fn.body)
    while stack:
        node = stack.pop()
        t = type(node)
        if t in (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef):
            continue
        if t is ast.Return:
            if node.value is not None:
                out.append(node.value)
            continue
        for name in _BLOCKS:
            block = getattr(node, name, None)
            if block:
                stack.extend(block)
    got = fn._cl_returned = tuple(out)
    return got


def _single_stores(ctx: FunctionContext) -> dict:
    """{name: value} of the locals assigned once by a plain ``name = value`` (None: assigned more
    than once). Kept on the context (read-only to callers): a rule and the summary's return fields
    each ask for it of the same finished body."""
    got = getattr(ctx, "_cl_single", None)
    if got is not None:
        return got
    single: dict = {}
    for a in ctx.assigns:
        for t in a.targets:
            if type(t) is ast.Name:
                single[t.id] = a.value if t.id not in single else None
            elif type(t) is ast.Tuple and _index_tuple(a.value):
                # ``idx, top_x = torch.where(mask)``: each name is one element of the tuple of
                # data-dependent-size index tensors
                for i, e in enumerate(t.elts):
                    if type(e) is ast.Name:
                        single[e.id] = ast.Subscript(value=a.value, slice=ast.Constant(i), ctx=ast.Load()) \
                            if e.id not in single else None
    ctx._cl_single = single
    return single


def _index_tuple(v: ast.AST) -> bool:
    """``torch.where(mask)`` (one argument) / ``mask.nonzero(as_tuple=True)``: a tuple of index
    tensors whose size depends on the data."""
    if type(v) is not ast.Call or type(v.func) is not ast.Attribute:
        return False
    if v.func.attr == "where":
        return len(v.args) == 1 and not v.keywords
    if v.func.attr == "nonzero":
        return any(k.arg == "as_tuple" and type(k.value) is ast.Constant and k.value.value is True for k in v.keywords)
    return False


def _unpacked(ctx: FunctionContext) -> dict:
    """``a, b = value`` assigned once: {name: value} for each name of the tuple target."""
    out: dict = {}
    for node in ctx.assigns:
        for t in node.targets:
            if type(t) is ast.Tuple:
                for e in t.elts:
                    if type(e) is ast.Name:
                        out[e.id] = node.value if e.id not in out else None
    return out


def _split_sizes(name: str, ctx: FunctionContext) -> Optional[ast.AST]:
    """The sizes argument when ``name`` is a loop variable over the pieces of ``torch.split(x,
    sizes)`` / ``x.split(sizes)`` (directly or under ``enumerate``), else None."""
    for lp in ctx.loops:
        target, it = lp.target, lp.iter
        if type(it) is ast.Call and type(it.func) is ast.Name and it.func.id == "enumerate" and it.args:
            it = it.args[0]
            if type(target) is ast.Tuple and len(target.elts) == 2:
                target = target.elts[1]
        if not (type(target) is ast.Name and target.id == name and type(it) is ast.Call):
            continue
        f = it.func
        if type(f) is ast.Attribute and f.attr in ("split", "split_with_sizes"):
            args = it.args
            if dotted(f) in ("torch.split", "torch.split_with_sizes"):
                args = args[1:]
            sizes = args[0] if args else next((k.value for k in it.keywords if k.arg in (
                "split_size_or_sections", "split_sizes")), None)
            return sizes
    return None


def returned_dd_size(fn: ast.AST, ctx: FunctionContext) -> bool:
    """Whether a ``return`` hands back a tensor whose size depends on the data (``return
    torch.where(mask)``, ``idx, slot = torch.where(ids == e); return idx, slot``, ``return
    x[x > 0]``): a caller reading its size in a test breaks."""
    if not any((type(c.func) is ast.Attribute and c.func.attr in DYNAMIC_SIZE_OPS | {"where"}) or
               (type(c.func) is ast.Name and c.func.id in DYNAMIC_SIZE_OPS | {"where"}) for c in ctx.calls) and \
            not any(type(n) is ast.Subscript for v in _returned(fn) for n in ast.walk(v)):
        return False
    single = _single_stores(ctx)
    unpacked = _unpacked(ctx)
    for v in _returned(fn):
        for e in (v.elts if type(v) is ast.Tuple else [v]):
            if _data_dependent_size(e, single):
                return True
            if type(e) is ast.Name and unpacked.get(e.id) is not None and _data_dependent_size(unpacked[e.id], single):
                return True
    return False


def returned_call_values(fn: ast.AST, ctx: FunctionContext) -> tuple:
    """The helpers whose results a ``return`` hands back inside a tuple or through a local
    (``idx = find_outliers(x); return x, idx``), at most four: a data-dependent size they return
    is this function's too (a bare ``return helper()`` is ``returned_tensor``'s forward)."""
    single = None
    out: list = []
    for v in _returned(fn):
        elts = v.elts if type(v) is ast.Tuple else ([v] if type(v) is ast.Name else [])
        for e in elts:
            if type(e) is ast.Name:
                if single is None:
                    single = _single_stores(ctx)
                e = single.get(e.id)
            if type(e) is ast.Call:
                name = dotted(e.func)
                if name and "(" not in name and name not in _NOT_HELPERS and name not in out and len(out) < 4:
                    out.append(name)
    return tuple(out)


def returned_float(fn: ast.AST, ctx: FunctionContext) -> bool:
    """Whether a ``return`` hands back a tensor with visible floating-point evidence (``return 20.0 *
    torch.log10(rms)``): a caller's ``helper(x).tolist()`` reads floats."""
    rets = _returned(fn)
    if not rets:
        return False
    single = _single_stores(ctx)
    return any(type(v) not in (ast.Constant, ast.List, ast.Tuple) and _is_float(v, single, set()) for v in rets)


def returned_tolist(fn: ast.AST, ctx: FunctionContext, generator: bool = True) -> bool:
    """Whether a ``return`` hands back the numbers ``.tolist()`` read (``return ids.tolist()``, a
    local holding them, or ``zip``/``enumerate``/``list`` of such lists: ``return zip(starts,
    lens, slots)``), or a generator yields them: a caller's loop over the result tests concrete
    numbers. ``generator=False``: the function yields nothing on its traced path (the indexer's
    walk saw no ``yield``), so its yields are not searched."""
    rets = _returned(fn)
    single = _single_stores(ctx)

    def listed(v, depth=0) -> bool:
        if type(v) is ast.Name:
            v = single.get(v.id)
        if v is None or depth > 2:
            return False
        if _is_tolist(v):
            return True
        return (type(v) is ast.Call and type(v.func) is ast.Name and v.func.id in ("zip", "enumerate", "list")
                and bool(v.args) and not v.keywords and any(listed(a, depth + 1) for a in v.args))

    if any(listed(v) for v in rets):
        return True
    if not generator:
        return False
    # a generator over such lists (``for n, slot in zip(lens.tolist(), slots.tolist()): yield
    # start, n, slot``): what it yields are those numbers
    yields = [n for n in own_nodes(fn) if type(n) is ast.Yield and n.value is not None]
    if not yields:
        return False
    bound: set = set()
    for n in own_nodes(fn):
        if type(n) is ast.For and listed(n.iter):
            bound.update(x.id for x in ast.walk(n.target) if type(x) is ast.Name)
    return bool(bound) and any(type(x) is ast.Name and x.id in bound for y in yields for x in ast.walk(y.value))


def returned_compared_calls(fn: ast.AST, ctx: FunctionContext) -> tuple:
    """The helpers whose results a ``return`` compares or computes with (``return
    self.highest_id(ids) >= self.base_vocab``, ``n = math.ceil(self._longest(lens) / c); return
    min(n, cap)``), through the locals it is computed from, at most four: where a helper returns
    a number read from a tensor, this function returns a number or truth read from one."""
    single = _single_stores(ctx)
    out: list = []

    def computed(v) -> bool:
        return type(v) in (ast.Compare, ast.BoolOp, ast.UnaryOp, ast.BinOp) or (
            type(v) is ast.Call and not v.keywords and ((type(v.func) is ast.Name and v.func.id in _NUMBER_FUNCS)
                                                       or dotted(v.func) in _MATH_FUNCS))

    for v in _returned(fn):
        if type(v) is ast.Name:
            v = single.get(v.id)
        if not computed(v):
            continue
        # ``n = math.ceil(self.cfg.round_up(self._longest(lens)) / chunk); return min(n, cap)``:
        # the helpers in the returned value and in the locals it is computed from
        todo, seen = [v], set()
        while todo and len(seen) < 8:
            e = todo.pop()
            for c in ast.walk(e):
                if type(c) is ast.Name and c.id not in seen and single.get(c.id) is not None:
                    seen.add(c.id)
                    todo.append(single[c.id])
                if type(c) is not ast.Call:
                    continue
                name = dotted(c.func)
                if name and "(" not in name and name not in _NOT_HELPERS and name not in out and len(out) < 4 \
                        and name not in _MATH_FUNCS:
                    out.append(name)
    return tuple(out)


def returned_tensor(fn: ast.AST, ctx: FunctionContext) -> tuple:
    """(the positions of the ``return`` values that hand back a tensor value a truth test would
    read: ``return (p != 0).any()``; the calls whose results it returns as they are: ``return
    self._is_required()``)."""
    names = _tensor_params(ctx) | {node.targets[0].id for node in ctx.assigns if len(node.targets) == 1
                                   and isinstance(node.targets[0], ast.Name) and _is_tensorish(node.value, set())}
    tensor, fwd = [], []
    for v in _returned(fn):
        if _is_tensorish(v, names) and not (type(v) is ast.Call and type(v.func) is ast.Name
                                            and v.func.id in ("int", "float", "bool", "len")):
            if len(tensor) < 8:
                tensor.append((v.lineno, v.col_offset + 1))
        elif type(v) is ast.Call:
            name = dotted(v.func)
            if name and "(" not in name and name not in _NOT_HELPERS and len(fwd) < 4:
                fwd.append(name)
    return tensor, tuple(fwd)


def returned_param_fields(fn: ast.AST, ctx: FunctionContext) -> tuple:
    """(parameter, attribute) pairs a ``return`` hands back as a value, alone or in arithmetic
    (``return hyp.cum_logprob / (max(hyp.length, 1) ** lp)``): a tensor where the parameter's
    class declares the field one (``compilelint.scan.reach`` reads the declaration)."""
    params = {p for p in ctx.params if p not in ("self", "cls")}
    if not params:
        return ()
    out: list = []

    def walk(e: ast.AST) -> None:
        t = type(e)
        if t is ast.Attribute and type(e.value) is ast.Name and e.value.id in params and e.attr not in SHAPE_ATTRS:
            if (e.value.id, e.attr) not in out and len(out) < 4:
                out.append((e.value.id, e.attr))
        elif t is ast.BinOp:
            walk(e.left)
            walk(e.right)
        elif t is ast.UnaryOp:
            walk(e.operand)

    for v in _returned(fn):
        walk(v)
    return tuple(out)


def _range_bound(it: ast.AST):
    """The arguments of ``range(...)`` when a loop iterates over one, else None."""
    if type(it) is ast.Call and type(it.func) is ast.Name and it.func.id == "range" and it.args:
        return it.args
    return None


_REDUCTIONS = frozenset({"sum", "max", "min", "any", "all", "mean", "prod", "argmax", "argmin", "count_nonzero",
                         "amax", "amin", "norm"})


def _derived_locals(ctx: FunctionContext, seed: set, reads) -> set:
    """``seed`` and the locals assigned (``name = value``) from a value ``reads(value, names)``
    accepts, to three levels (``n = int(t.max()); k = (n + 3) // 4; m = max(k, 1)``)."""
    names = set(seed)
    for _ in range(3) if names else ():
        more = {a.targets[0].id for a in ctx.assigns if len(a.targets) == 1 and type(a.targets[0]) is ast.Name
                and reads(a.value, names)} - names
        if not more:
            break
        names |= more
    return names


def _reads_values(ctx: FunctionContext) -> bool:
    """Cheap pre-check: the body calls ``.item()`` / ``.tolist()`` or ``int``/``float``/``bool``."""
    for c in ctx.calls:
        f = c.func
        if (type(f) is ast.Attribute and f.attr in ("item", "tolist")) or (
                type(f) is ast.Name and f.id in ("int", "float", "bool")):
            return True
    return False


def _item_source(expr: ast.AST) -> bool:
    """Reads a tensor element as a Python number: ``t.item()`` / ``t.tolist()`` somewhere in it, or
    ``int(...)`` / ``float(...)`` / ``bool(...)`` of a tensor reduction (``int(mask.any(-1).sum())``:
    the conversion reads the value as ``.item()`` does)."""
    for c in ast.walk(expr):
        if type(c) is not ast.Call:
            continue
        f = c.func
        if type(f) is ast.Attribute and f.attr in ("item", "tolist") and not c.args:
            return True
        if type(f) is ast.Name and f.id in ("int", "float", "bool") and len(c.args) == 1 and not c.keywords:
            a = c.args[0]
            if type(a) is ast.Call and type(a.func) is ast.Attribute and a.func.attr in _REDUCTIONS and not (
                    type(a.func.value) is ast.Name and a.func.value.id in ("math", "np", "numpy", "builtins")):
                return True
    return False


def returned_item_value(fn: ast.AST, ctx: FunctionContext) -> bool:
    """Whether a ``return`` hands back a number read from a tensor (``return int(mask.sum().item())``,
    or a local assigned from one): a caller that branches or loops on it breaks."""
    return bool(_item_value_returns(fn, ctx))


def _item_value_returns(fn: ast.AST, ctx: FunctionContext) -> list:
    if not _reads_values(ctx):
        return []
    tvals = _local_tensor_values(ctx)
    names = {node.targets[0].id for node in ctx.assigns
             if len(node.targets) == 1 and isinstance(node.targets[0], ast.Name)
             and (_item_source(node.value) or _converted_value(node.value, tvals))}
    # ``h, w = image_size.tolist()``: each name holds a number read from the tensor
    names |= {e.id for node in ctx.assigns if len(node.targets) == 1 and type(node.targets[0]) is ast.Tuple
              and _is_tolist(node.value) for e in node.targets[0].elts if type(e) is ast.Name}
    # ``longest = int(seq_lens.max()); blocks = (longest + bs - 1) // bs``: arithmetic on it
    names = _derived_locals(ctx, names, _number_of)
    # ``return -(-h // patch), -(-w // patch)``: a tuple of such numbers (the caller unpacks it);
    # ``return cdiv(longest, chunk)``: a module helper's result computed from one
    return [v for v in _returned(fn) if _item_source(v) or _converted_value(v, tvals) or _number_of(v, names)
            or _helper_of(v, names) or (
        type(v) is ast.Tuple and any(_number_of(e, names) for e in v.elts))]


def _numeric_of(e: ast.AST, names: set) -> bool:
    """A number computed from ``names`` by arithmetic, number builtins, ``math`` or a module helper
    (``min(MAX_BLOCK, next_power_of_2(max_len))``)."""
    t = type(e)
    if t is ast.Name:
        return e.id in names
    if t is ast.BinOp:
        return _numeric_of(e.left, names) or _numeric_of(e.right, names)
    if t is ast.UnaryOp:
        return _numeric_of(e.operand, names)
    if t is ast.Call and not e.keywords:
        f = e.func
        if (type(f) is ast.Name and (f.id in _NUMBER_FUNCS or (
                f.id[:1].islower() and f.id not in _NOT_NUMBER_CALLS and f.id not in _BUILTIN_NAMES))) \
                or dotted(f) in _MATH_FUNCS:
            return any(_numeric_of(a, names) for a in e.args)
    return False


def item_number_locals(fn: ast.AST) -> set:
    """The locals of ``fn`` holding a number read from a tensor (``max_len = int(seq_lens.max())``)
    or computed from one (``block = min(64, next_power_of_2(max_len))``), to three levels."""
    assigns = [a for a in ast.walk(fn) if type(a) is ast.Assign and len(a.targets) == 1
               and type(a.targets[0]) is ast.Name]
    tens = {a.targets[0].id for a in assigns if type(a.value) is not ast.Name and _is_tensorish(a.value, set())}
    names = {a.targets[0].id for a in assigns if _item_source(a.value) or _converted_value(a.value, tens)}
    for _ in range(3) if names else ():
        more = {a.targets[0].id for a in assigns if _numeric_of(a.value, names)} - names
        if not more:
            break
        names |= more
    return names


def _tensor_helper(e: ast.AST, tensor_names: set) -> bool:
    """``cdiv(max_len, chunk)``: a call of a module-level function (a plain lower-case name, not a
    builtin) given a tensor value (``max_len = seq_lens.max()``)."""
    return type(e) is ast.Call and type(e.func) is ast.Name and e.func.id[:1].islower() \
        and e.func.id not in _NOT_NUMBER_CALLS and e.func.id not in _BUILTIN_NAMES \
        and any(_is_tensorish(a, tensor_names) for a in e.args)


def _local_tensor_values(ctx: FunctionContext) -> set:
    """Tensor-annotated parameters, the class's buffers, and locals assigned a tensor value
    (``max_len = seq_lens.max()``), to three levels."""
    seed = _tensor_params(ctx) | ctx.self_tensors
    local = {a.targets[0].id for a in ctx.assigns if len(a.targets) == 1 and type(a.targets[0]) is ast.Name
             and type(a.value) is not ast.Name and _is_tensorish(a.value, seed)}
    return seed | _derived_locals(ctx, local, lambda v, names: type(v) is not ast.Name and _is_tensorish(v, names))


def _converted_value(expr: ast.AST, tensor_names: set) -> bool:
    """``int(max_len)`` / ``float(cdiv(max_len, c))``: a conversion of a tensor value to a Python
    number somewhere in ``expr`` (it reads the value as ``.item()`` does)."""
    for c in ast.walk(expr):
        if type(c) is ast.Call and type(c.func) is ast.Name and c.func.id in ("int", "float", "bool") \
                and len(c.args) == 1 and not c.keywords:
            a = c.args[0]
            if _is_tensorish(a, tensor_names) or _tensor_helper(a, tensor_names):
                return True
    return False


def _helper_of(e: ast.AST, names: set) -> bool:
    """``cdiv(longest, chunk)``: a call of a module-level function (a plain lower-case name, not a
    builtin that makes no number) given one of ``names`` (a number read from a tensor)."""
    return type(e) is ast.Call and type(e.func) is ast.Name and e.func.id[:1].islower() \
        and e.func.id not in _NOT_NUMBER_CALLS and any(_number_of(a, names) for a in e.args)


_BUILTIN_NAMES = frozenset(dir(builtins))
_NOT_NUMBER_CALLS = frozenset({"len", "str", "repr", "print", "isinstance", "list", "tuple", "range", "set",
                               "dict", "sorted", "type", "id", "hash", "format", "getattr", "hasattr", "iter",
                               "enumerate", "zip", "map", "filter", "reversed", "callable", "vars", "next"})


def returned_item_scalar(fn: ast.AST, ctx: FunctionContext) -> bool:
    """Whether a ``return`` hands back one number or truth read from a tensor (``return
    seq[-n:].tolist() == prefix``, ``return bool(mask.any())``, ``return int(t.sum().item()) > 0``),
    not a list of them (``return ids.tolist()``): a caller's bare ``if helper(...):`` then needs the
    concrete value."""
    if not _reads_values(ctx):
        return False
    single = _single_stores(ctx)
    names = {node.targets[0].id for node in ctx.assigns
             if len(node.targets) == 1 and isinstance(node.targets[0], ast.Name) and _item_source(node.value)
             and not _is_tolist(node.value)}
    names = _derived_locals(ctx, names, _number_of)
    for v in _returned(fn):
        if type(v) is ast.Name and single.get(v.id) is not None:
            v = single[v.id]
        if _is_tolist(v) or type(v) in (ast.List, ast.Tuple, ast.ListComp, ast.Dict):
            continue
        if _item_source(v) or _number_of(v, names):
            return True
    return False


_NUMBER_FUNCS = frozenset({"int", "float", "min", "max", "abs", "round"})
_MATH_FUNCS = frozenset({"math.ceil", "math.floor", "math.trunc", "math.log2", "math.sqrt", "math.log"})


def _number_of(e: ast.AST, names: set) -> bool:
    """A number computed from ``names`` by arithmetic: ``n``, ``(n + b - 1) // b``, ``max(n, 1)``,
    ``math.ceil(n / chunk)``."""
    t = type(e)
    if t is ast.Name:
        return e.id in names
    if t is ast.BinOp:
        return _number_of(e.left, names) or _number_of(e.right, names)
    if t is ast.UnaryOp:
        return _number_of(e.operand, names)
    if t is ast.Call and not e.keywords and (
            (type(e.func) is ast.Name and e.func.id in _NUMBER_FUNCS) or dotted(e.func) in _MATH_FUNCS):
        return any(_number_of(a, names) for a in e.args)
    return False


def _walk_outside_len(e: ast.AST):
    """The nodes of ``e``, those under a ``len(...)`` call left out."""
    todo = [e]
    while todo:
        x = todo.pop()
        if type(x) is ast.Call and type(x.func) is ast.Name and x.func.id == "len":
            continue
        yield x
        todo.extend(ast.iter_child_nodes(x))


def param_value_uses(ctx: FunctionContext, fn: Optional[ast.AST] = None) -> list:
    """Tests and ``range`` bounds that read a plain (not tensor-annotated) parameter's value:
    (line, column, end line, what, parameter). A caller passing a number read from a tensor there
    makes them data-dependent (``compilelint.scan.reach`` joins the two)."""
    plain = {p for p, ann in ctx.params.items() if p not in ("self", "cls") and not (ann and "Tensor" in ann)}
    tensors = {p for p, ann in ctx.params.items() if ann and ann.split("[")[0].endswith("Tensor")}
    if not plain and not tensors:
        return []
    out: list = []
    # ``err = abs(r - ratio)`` then ``if err < best_err:``: a local computed once from a parameter
    # by arithmetic is tested on the parameter's value
    derived: dict = {}
    counts: dict = {}
    for a in ctx.assigns:
        for t in a.targets:
            if type(t) is ast.Name:
                counts[t.id] = counts.get(t.id, 0) + 1
    # ``total = n_chunks * chunk; pad = total - x.shape[1]``: to three levels
    for _ in range(3):
        grew = False
        for a in ctx.assigns:
            if len(a.targets) != 1 or type(a.targets[0]) is not ast.Name or a.targets[0].id in plain \
                    or counts.get(a.targets[0].id) != 1 or a.targets[0].id in derived:
                continue
            v = a.value
            if type(v) is ast.Call and type(v.func) is ast.Name and v.func.id in ("abs", "float", "int", "round") \
                    and len(v.args) == 1:
                v = v.args[0]
            if type(v) in (ast.BinOp, ast.UnaryOp):
                hit = next((x.id for x in ast.walk(v) if type(x) is ast.Name and (x.id in plain or x.id in derived)),
                           None)
                if hit:
                    derived[a.targets[0].id] = derived.get(hit, hit)
                    grew = True
        if not grew:
            break
    # each test's nodes, walked once (a bare truth test, ``if flag:``, is a None / flag check as
    # often as not: only tests with a comparison or arithmetic count)
    valued = []
    for kind, test in ctx.tests:
        if type(test) is ast.Name:
            continue
        nodes = list(ast.walk(test))
        if any(type(x) in (ast.Compare, ast.BinOp) for x in nodes):
            valued.append((kind, test, nodes))
    # ``if overflow:`` on a plain parameter: a flag as often as not, so only a caller handing a
    # tensor there makes it data-dependent (``"truth"``: ``compilelint.scan.reach`` checks the call)
    for kind, test in ctx.tests:
        t = test.operand if type(test) is ast.UnaryOp and type(test.op) is ast.Not else test
        if type(t) is ast.Name and t.id in plain and kind in ("if", "while", "conditional expression"):
            out.append((test.lineno, test.col_offset + 1, getattr(test, "end_lineno", test.lineno) or test.lineno,
                        f"{kind} on parameter `{t.id}`", t.id, "truth"))
    for kind, test, nodes in valued:
        for x in nodes:
            if type(x) is ast.Name and (x.id in plain or x.id in derived):
                pname = x.id if x.id in plain else derived[x.id]
                out.append((test.lineno, test.col_offset + 1, getattr(test, "end_lineno", test.lineno) or test.lineno,
                            f"{kind} on parameter `{pname}`", pname))
                break
    for lp in ctx.loops:
        bound = _range_bound(lp.iter)
        for a in bound or ():
            # (``range(1, len(cu_seqlens))``: the length of a list read from a tensor is static)
            hit = next((x.id for x in _walk_outside_len(a) if type(x) is ast.Name and x.id in plain), None)
            if hit:
                out.append((lp.iter.lineno, lp.iter.col_offset + 1,
                            getattr(lp.iter, "end_lineno", lp.iter.lineno) or lp.iter.lineno,
                            f"loop bound from parameter `{hit}`", hit))
                break
    # ``for tok in ids: if tok != prev:`` over a plain parameter: a caller passing ``x.tolist()``
    # makes each element a number read from a tensor
    elems = {lp.target.id: lp.iter.id for lp in ctx.loops if type(lp.target) is ast.Name
             and type(lp.iter) is ast.Name and lp.iter.id in plain}
    # ``node = parent_list[node]`` (walking a parent array a caller read by ``.tolist()``): the
    # local holds an element of the parameter
    for a in ctx.assigns:
        v = a.value
        if type(v) is ast.Subscript and type(v.value) is ast.Name and v.value.id in plain \
                and type(v.slice) is not ast.Slice:
            for t in a.targets:
                if type(t) is ast.Name and t.id != v.value.id:
                    elems.setdefault(t.id, v.value.id)
    if elems:
        for kind, test, nodes in valued:
            hit = next((x.id for x in nodes if type(x) is ast.Name and x.id in elems), None)
            if hit:
                out.append((test.lineno, test.col_offset + 1, getattr(test, "end_lineno", test.lineno) or test.lineno,
                            f"{kind} on an element of parameter `{elems[hit]}`", elems[hit]))
    # ``return BYTE_OFFSET <= tok < BYTE_OFFSET + 256`` / ``return lo <= n and n < hi``: a chained
    # comparison, or one a short-circuit ``and`` / ``or`` goes on from, branches on its value where it
    # stands (no ``if`` needed); ``return n >= lo`` hands the comparison back to the caller, a
    # branch there when the caller tests the result (``"?"``: ``compilelint.scan.reach`` checks it)
    # (only value comparisons that read such a parameter can count: the others are left out before
    # the walks below)
    cands = [op for op in ctx.ops if type(op) is ast.Compare and all(type(o) in _VALUE_COMPARE for o in op.ops)
             and any(type(x) is ast.Name and (x.id in plain or x.id in derived or x.id in elems)
                     for x in ast.walk(op))]
    if cands:
        in_tests = {id(x) for _, test in ctx.tests for x in ast.walk(test)}
        cands = [op for op in cands if id(op) not in in_tests]
    branching = set()
    returned = set()
    if fn is not None and any(len(op.ops) == 1 for op in cands):
        # (only where a comparison stands outside every test: one walk of the function)
        for x in ast.walk(fn):
            if type(x) is ast.BoolOp:
                for v in x.values[:-1]:
                    branching.update(id(y) for y in ast.walk(v) if type(y) is ast.Compare)
            elif type(x) is ast.Return and type(x.value) is ast.Compare:
                returned.add(id(x.value))
    for op in cands:
        chained = len(op.ops) > 1 or id(op) in branching
        if not chained and id(op) not in returned:
            continue
        if not all(type(o) in _VALUE_COMPARE for o in op.ops):
            continue
        # every parameter the comparison reads (``prev[-len(seq):] == seq``: both lists decide it)
        seen_p: list = []
        for x in ast.walk(op):
            if type(x) is ast.Name and (x.id in plain or x.id in derived or x.id in elems):
                pname = x.id if x.id in plain else derived.get(x.id) or elems[x.id]
                if pname not in seen_p:
                    seen_p.append(pname)
        for pname in seen_p:
            out.append((op.lineno, op.col_offset + 1, getattr(op, "end_lineno", op.lineno) or op.lineno,
                        f"comparison on parameter `{pname}`", pname, *(() if chained else ("?",))))
    # ``hash((parent, tuple(token_ids), extra))`` of a list parameter (a prefix-cache block hash): a
    # caller passing ``ids[i:j].tolist()`` makes it hash numbers read from a tensor (measured: a
    # data-dependent UserError, as for a hash in the same function)
    hashes = [c for c in ctx.calls if type(c.func) is ast.Name and c.func.id == "hash" and len(c.args) == 1]
    if hashes:
        held: dict = {}
        for a in ctx.assigns:
            v = a.value
            if len(a.targets) == 1 and type(a.targets[0]) is ast.Name and counts.get(a.targets[0].id) == 1 \
                    and type(v) is ast.Call and type(v.func) is ast.Name and v.func.id in ("tuple", "list") \
                    and len(v.args) == 1 and type(v.args[0]) is ast.Name and v.args[0].id in plain:
                held[a.targets[0].id] = v.args[0].id  # ``ids_tuple = tuple(token_ids)``
        for c in hashes:
            hits = dict.fromkeys(held.get(x.id, x.id) for x in ast.walk(c.args[0])
                                 if type(x) is ast.Name and (x.id in plain or x.id in held))
            for hit in hits:
                out.append((c.lineno, c.col_offset + 1, getattr(c, "end_lineno", c.lineno) or c.lineno,
                            f"hash of parameter `{hit}`", hit))
    # ``q, r = divmod(a, b)`` / ``(n - 1).bit_length()`` on a number parameter: a caller passing a
    # number read from a tensor makes them fail (see ``_int_only_op``)
    def param_read(e: ast.AST) -> Optional[str]:
        return next((x.id if x.id in plain else derived[x.id] for x in ast.walk(e)
                     if type(x) is ast.Name and (x.id in plain or x.id in derived)), None)
    for c in ctx.calls:
        what = _int_only_op(c, param_read)
        if what:
            operands = c.args if what == "divmod" else [c.func.value]
            hit = next(filter(None, (param_read(a) for a in operands)))
            out.append((c.lineno, c.col_offset + 1, getattr(c, "end_lineno", c.lineno) or c.lineno,
                        f"{what} of parameter `{hit}`", hit))
    # ``sorted(range(len(lengths)), key=lambda i: lengths[i])`` / ``sorted(lengths)`` /
    # ``lengths.sort()``: a sort compares the numbers a caller's ``.tolist()`` read (measured: "sort
    # with non-constant keys")
    for c in ctx.calls:
        hit = _sorted_param(c, plain)
        if hit:
            out.append((c.lineno, c.col_offset + 1, getattr(c, "end_lineno", c.lineno) or c.lineno,
                        f"sort on parameter `{hit}`", hit))
    # ``self.transitions.get((state, token))``: a Python dict or list keyed by the parameter (the
    # scan reports it where the receiver holds one and a caller passes a number read from a tensor)
    # ``prefix = tuple(row[i:i + n])`` then ``ngrams[prefix]``: a key cut from a list parameter
    cut: dict = {}
    for a in ctx.assigns:
        if len(a.targets) != 1 or type(a.targets[0]) is not ast.Name or counts.get(a.targets[0].id) != 1 \
                or a.targets[0].id in plain:
            continue
        v = a.value
        if type(v) is ast.Call and type(v.func) is ast.Name and v.func.id == "tuple" and len(v.args) == 1:
            v = v.args[0]
        if type(v) is ast.Subscript and type(v.value) is ast.Name and v.value.id in plain:
            cut[a.targets[0].id] = v.value.id
    for node, recv, how, name in _keyed_lookups(ctx, plain | set(cut)):
        pname = cut.get(name, name) if name not in plain else name
        out.append((node.lineno, node.col_offset + 1, getattr(node, "end_lineno", node.lineno) or node.lineno,
                    f"{how} `{recv}` by parameter `{pname}`", pname, "[" + recv))
    # ``self.heads[int(head_id)]`` with ``head_id: torch.Tensor``: a container keyed by the number
    # the parameter holds (a break where a caller passes an element of a tensor, ``ids[i]``; dynamo
    # specializes a 0-dim graph input instead)
    if tensors:
        def int_of(k: ast.AST):
            if type(k) is ast.Call and not k.keywords and type(k.func) is ast.Name and k.func.id in ("int", "bool") \
                    and len(k.args) == 1 and type(k.args[0]) is ast.Name and k.args[0].id in tensors:
                return k.args[0].id
            if type(k) is ast.Call and not k.args and type(k.func) is ast.Attribute and k.func.attr == "item" \
                    and type(k.func.value) is ast.Name and k.func.value.id in tensors:
                return k.func.value.id
            return None
        for node, r, how, key in _keyed_sites(ctx):
            pname = int_of(key)
            if pname:
                out.append((node.lineno, node.col_offset + 1, getattr(node, "end_lineno", node.lineno) or node.lineno,
                            f"{how} `{r}` by the number in parameter `{pname}`", pname, "[" + r))
    # ``def forward(self, x, batch, num_graphs: int): self.cache.readout_buffer(num_graphs, ...)``: a
    # number parameter handed on to another call (the scan follows it to that callee's uses)
    numbers = {p for p in plain if (ctx.params.get(p) or "").replace("Optional[", "").rstrip("]") in _NUMBER_ANNS}
    # ``def reorder(self, seq_lens_list): return length_sorted_order(seq_lens_list)``: a list
    # parameter (annotated as one, or not at all) handed on the same way (a caller passing
    # ``seq_lens.tolist()`` makes the next callee's sort or tests data-dependent)
    lists = {p for p in plain if not ctx.params.get(p) or _LIST_ANN.match(ctx.params[p].replace("Optional[", ""))}
    if numbers or lists:
        for c in ctx.calls:
            callee = dotted(c.func)
            if not callee or "(" in callee or callee in _NOT_HELPERS:
                continue
            handed = numbers if callee in _NOT_NUMBER_CALLS else numbers | lists
            slots = [(i, a) for i, a in enumerate(c.args)] + [(k.arg, k.value) for k in c.keywords if k.arg]
            if any(type(a) is ast.Starred for a in c.args):
                slots = [(k.arg, k.value) for k in c.keywords if k.arg]
            for slot, a in slots:
                if type(a) is ast.Name and a.id in handed:
                    out.append((c.lineno, c.col_offset + 1, getattr(c, "end_lineno", c.lineno) or c.lineno,
                                f"passes `{a.id}` to {callee}()", a.id, f">{callee}@{slot}"))
    return out


_INT_OP_GB = {"divmod": gb.OBSERVED_EXCEPTION, "bit_length": gb.USER_ERROR}


def _int_only_op(c: ast.Call, reads) -> Optional[str]:
    """``divmod(a, b)`` / ``x.bit_length()`` where ``reads`` accepts an operand: the operation's
    name, else None."""
    f = c.func
    if type(f) is ast.Name and f.id == "divmod" and len(c.args) == 2 and any(reads(a) for a in c.args):
        return "divmod"
    if type(f) is ast.Attribute and f.attr == "bit_length" and not c.args and reads(f.value):
        return "bit_length"
    return None


_NUMBER_ANNS = frozenset({"int", "float", "bool"})
_LIST_ANN = re.compile(r"(typing\.)?(List|Sequence|list|Iterable|MutableSequence)\b")


_NOT_HELPERS = frozenset({"int", "float", "bool", "len", "str", "isinstance", "getattr", "hasattr", "min", "max"})


_VALUE_COMPARE = (ast.Eq, ast.NotEq, ast.Lt, ast.LtE, ast.Gt, ast.GtE)


def _sorted_param(c: ast.Call, names: set) -> Optional[str]:
    """The name in ``names`` whose elements the sort ``c`` compares: ``sorted(n)``, ``n.sort()``,
    ``sorted(..., key=lambda i: n[i])`` (``min``/``max`` compile: not sorts)."""
    f = c.func
    if type(f) is ast.Attribute and f.attr == "sort" and type(f.value) is ast.Name and f.value.id in names:
        return f.value.id
    if not (type(f) is ast.Name and f.id == "sorted" and c.args):
        return None
    if type(c.args[0]) is ast.Name and c.args[0].id in names:
        return c.args[0].id
    key = next((k.value for k in c.keywords if k.arg == "key"), None)
    if type(key) is ast.Lambda:
        return next((x.value.id for x in ast.walk(key.body) if type(x) is ast.Subscript
                     and type(x.value) is ast.Name and x.value.id in names), None)
    return None


def branches_on_call_results(ctx: FunctionContext) -> list:
    """Branch tests that read a value only a callee can make data-dependent: (line, column, end
    line, what, callee) for ``if x % chunk != 0`` / ``pad = x % chunk != 0 and ...; if pad:`` where
    ``chunk = helper(config)``. The scan reports the test when the callee returns a traced value
    (``returned_traced_value``). A bare truth test of a call's result (``if flag:``) is not one."""
    # every ``range(...)`` needs a concrete count: a ``for`` loop's, a comprehension's
    # (``[(i * step, ...) for i in range(self.num_chunks(lens))]``), ``list(range(n))``
    bounds = [(c, a) for c in ctx.calls for a in (_range_bound(c) or ())]
    listed = any(_is_tolist(c) for c in ctx.calls)
    if not (ctx.tests or bounds or listed):
        return []
    tested: dict = {}  # test -> the names it reads
    for kind, test in ctx.tests:
        tested[id(test)] = {x.id for x in ast.walk(test) if type(x) is ast.Name}
    for _it, a in bounds:
        tested[id(a)] = {x.id for x in ast.walk(a) if type(x) is ast.Name}
    wanted = set().union(*tested.values())
    if not wanted and not listed:
        return []
    single = _single_stores(ctx)
    # ``rows, cols = grid_from_image_size(size, patch)``: each name holds part of the call's result
    unpacked = {k: v for k, v in _unpacked(ctx).items() if type(v) is ast.Call and k not in single}
    if unpacked:
        single = {**single, **unpacked}

    def helper(v):
        if type(v) is ast.IfExp:
            # ``n = cache.get_seq_length() if cache is not None else 0``: the call's arm
            arms = [helper(x) for x in (v.body, v.orelse) if type(x) is not ast.Constant]
            return arms[0] if len(arms) == 1 else None
        if type(v) is not ast.Call:
            return None
        name = dotted(v.func)
        return name if name and "(" not in name and name not in _NOT_HELPERS else None

    derived: dict = {}  # a tested local computed from calls' results -> those locals
    for n in wanted:
        v = single.get(n)
        if v is None or type(v) not in (ast.BoolOp, ast.Compare, ast.BinOp, ast.UnaryOp):
            continue
        nodes = list(ast.walk(v))
        used = {x.id for x in nodes if type(x) is ast.Name and helper(single.get(x.id))}
        if used and any(type(x) in (ast.Compare, ast.BinOp) for x in nodes):
            derived[n] = used
    out: list = []
    for kind, test in ctx.tests:
        names = tested[id(test)]
        if type(test) is ast.Name:
            locs = derived.get(test.id, set())
        else:
            locs = {c for c in names if helper(single.get(c))} | {c for d in names & set(derived) for c in derived[d]}
            if locs and not any(type(x) is ast.BinOp or (type(x) is ast.Compare and not all(
                    isinstance(op, (ast.Is, ast.IsNot)) for op in x.ops)) for x in ast.walk(test)):
                # no arithmetic and no comparison but identity (``if scale is None:``): no value read
                locs = set()
        compared = _value_compared(test) if locs else set()
        for c in sorted({helper(single[x]) for x in locs}):
            # a local the test compares by value (``if score > thr:``), not its shape (``if
            # q.shape[1] > 1:``) nor its identity (``is not None``): a tensor the helper returns
            # is a data-dependent test too
            valued = any(helper(single[x]) == c and x in compared for x in locs)
            out.append((test.lineno, test.col_offset + 1, getattr(test, "end_lineno", test.lineno) or test.lineno,
                        f"{kind} on a value {c}() may return from numpy, random or a tensor's data",
                        ("=" if valued else "") + c))
        # ``if penalizer.is_required():`` / ``if cfg.stop and stopping.all_finished(done):`` where the
        # method may return a tensor (``(p != 0).any()``): each operand of the test's and/or/not chain
        operands = [test]
        truthy: list = []
        while operands:
            o = operands.pop()
            if type(o) is ast.UnaryOp and type(o.op) is ast.Not:
                operands.append(o.operand)
            elif type(o) is ast.BoolOp:
                operands.extend(o.values)
            elif type(o) is ast.Call:
                truthy.append(o)
            elif type(o) is ast.Attribute:
                d = dotted(o)
                if d and "(" not in d and "[" not in d:
                    if type(o.value) is ast.Name:
                        # ``if self.dirty:`` on a field its class declares a tensor (a registered buffer)
                        out.append((test.lineno, test.col_offset + 1,
                                    getattr(test, "end_lineno", test.lineno) or test.lineno,
                                    f"{kind} on `{d}`, declared a tensor", "!" + d))
                    # ``if self.wrapper.no_lora:`` where a property returns ``(ids == -1).all()``
                    out.append((test.lineno, test.col_offset + 1, getattr(test, "end_lineno", test.lineno) or test.lineno,
                                f"{kind} on property `{o.attr}`, which may return a tensor", "^" + d))
        for bare in truthy:
            c = dotted(bare.func)
            if c and "(" not in c and c not in _NOT_HELPERS:
                out.append((test.lineno, test.col_offset + 1, getattr(test, "end_lineno", test.lineno) or test.lineno,
                            f"{kind} on the value {c}() returns, which may be a tensor or a number read from one",
                            "?" + c))
        if type(test) is ast.Compare:
            # ``if batch.max_seq_len > window:``: an attribute a property may compute (the scan
            # reports it where the getter returns a number read from a tensor)
            for x in [test.left, *test.comparators]:
                if type(x) is ast.BinOp:
                    x = x.left if type(x.left) in (ast.Attribute, ast.Name) else x.right
                if type(x) is ast.Name and type(single.get(x.id)) is ast.Attribute:
                    x = single[x.id]  # ``L = self.max_len; if L % self.chunk == 0:``
                if type(x) is ast.Attribute and type(x.value) is ast.Name:
                    out.append((test.lineno, test.col_offset + 1, getattr(test, "end_lineno", test.lineno) or test.lineno,
                                f"{kind} on property `{x.attr}`, which may read a tensor's data", "@" + dotted(x)))
            if all(type(op) in _VALUE_COMPARE for op in test.ops):
                # ``if layout_density(layout) > self.threshold:``: a helper's result compared by
                # value in the test itself, as a local holding it is
                for x in [test.left, *test.comparators]:
                    c = helper(x)
                    if c:
                        out.append((test.lineno, test.col_offset + 1,
                                    getattr(test, "end_lineno", test.lineno) or test.lineno,
                                    f"{kind} on a value {c}() may return from numpy, random or a tensor's data",
                                    "=" + c))
                # ``if routing.tokens_per_expert[e] == 0:``: a field its class declares a tensor
                # (``tokens_per_expert: torch.Tensor``), compared by value (the scan reads the
                # declaration of the receiver's class)
                for x in [test.left, *test.comparators]:
                    if type(x) is ast.Subscript and type(x.slice) is not ast.Slice:
                        x = x.value
                    if type(x) is ast.Attribute and type(x.value) is ast.Name:
                        out.append((test.lineno, test.col_offset + 1,
                                    getattr(test, "end_lineno", test.lineno) or test.lineno,
                                    f"{kind} on `{dotted(x)}`, declared a tensor", "!" + dotted(x)))
    # ``idx, slot = gather(ids, e); if idx.numel() == 0:``: the size of what a helper returned,
    # data-dependent where the helper returns ``torch.where(mask)`` (the scan joins the two)
    unpacked = None
    for kind, test in ctx.tests:
        seen: set = set()
        for n in ast.walk(test):
            recv = None
            if type(n) is ast.Call:
                f = n.func
                if type(f) is ast.Attribute and f.attr in ("size", "numel"):
                    recv = f.value
                elif type(f) is ast.Name and f.id == "len" and len(n.args) == 1:
                    recv = n.args[0]
            elif type(n) is ast.Attribute and n.attr == "shape":
                recv = n.value
            if type(recv) is not ast.Name:
                continue
            if unpacked is None:
                unpacked = _unpacked(ctx)
            split = _split_sizes(recv.id, ctx)
            if split is not None and type(split) is ast.Name:
                # ``for e, chunk in enumerate(torch.split(x, seg_lens)): if chunk.shape[0] == 0:``
                # where ``seg_lens = self._segments(counts)`` returns ``counts.tolist()``
                c = helper(single.get(split.id))
                if c and c not in seen:
                    seen.add(c)
                    out.append((test.lineno, test.col_offset + 1, getattr(test, "end_lineno", test.lineno) or test.lineno,
                                f"{kind} on the size of a piece split by the sizes {c}() returns, which may be "
                                "read from a tensor", c))
                continue
            src = single.get(recv.id) or unpacked.get(recv.id)
            c = helper(src)
            if c and c not in seen and not _data_dependent_size(src, single):
                seen.add(c)
                out.append((test.lineno, test.col_offset + 1, getattr(test, "end_lineno", test.lineno) or test.lineno,
                            f"{kind} on the size of what {c}() returns, which may depend on the data", "#" + c))
    # ``for start, n, slot in _segments(info): if n == 0:``: loop variables over what a helper
    # returns, compared by value (the scan reports it where the helper returns ``.tolist()`` numbers)
    loop_of: dict = {}  # loop variable -> the helper its loop iterates
    for lp in ctx.loops:
        it, tgt = lp.iter, lp.target
        if type(it) is ast.Call and type(it.func) is ast.Name and it.func.id == "enumerate" and it.args:
            it = it.args[0]
            tgt = tgt.elts[1] if type(tgt) is ast.Tuple and len(tgt.elts) == 2 else None
        c = helper(it)
        if not c or tgt is None:
            continue
        for t in (tgt.elts if type(tgt) is ast.Tuple else (tgt,)):
            if type(t) is ast.Name:
                loop_of[t.id] = c
    if loop_of:
        for kind, test in ctx.tests:
            for x in ast.walk(test):
                if type(x) is ast.Compare and all(type(op) in _VALUE_COMPARE for op in x.ops):
                    used = [loop_of[o.id] for o in [x.left, *x.comparators] if type(o) is ast.Name and o.id in loop_of]
                elif type(x) is ast.BinOp:
                    used = [loop_of[o.id] for o in (x.left, x.right) if type(o) is ast.Name and o.id in loop_of]
                else:
                    continue
                if used:
                    out.append((test.lineno, test.col_offset + 1, getattr(test, "end_lineno", test.lineno) or test.lineno,
                                f"{kind} on a number {used[0]}() may return from a tensor's `.tolist()`",
                                "%" + used[0]))
                    break
    # ``n = count(mask); for i in range(n + 1):``: a Python loop needs a concrete trip count
    for it, a in bounds:
        names = tested[id(a)]
        locs = {c for c in names if helper(single.get(c))} | {c for d in names & set(derived) for c in derived[d]}
        found = {helper(single[x]) for x in locs}
        # ``for j in range(num_blocks(seq_lens, 4)):``: the helper called in the bound itself
        found |= {c for c in (helper(x) for x in ast.walk(a) if type(x) is ast.Call) if c}
        for c in sorted(found):
            out.append((it.lineno, it.col_offset + 1, getattr(it, "end_lineno", it.lineno) or it.lineno,
                        f"loop bound from a value {c}() may return from numpy, random or a tensor's data", c))
    # ``levels = rms_dbfs(wave).tolist()``: the ``.tolist()`` of what a helper returns, a float
    # tensor where the helper's return shows one (``FloatToList`` across the call)
    for c in ctx.calls if listed else ():
        if not _is_tolist(c):
            continue
        recv = c.func.value
        while type(recv) is ast.Call and type(recv.func) is ast.Attribute and recv.func.attr in DTYPE_KEEPING:
            recv = recv.func.value
        if type(recv) is ast.Name:
            recv = single.get(recv.id)
        h = helper(recv)
        if h:
            out.append((c.lineno, c.col_offset + 1, getattr(c, "end_lineno", c.lineno) or c.lineno,
                        f"`.tolist()` of what {h}() returns, a floating-point tensor", "~" + h))
    return out


def _value_compared(test: ast.AST) -> set:
    """Names a test compares by value (``score > thr``, ``n % chunk != 0``): an operand of a
    ``==``/``<``/... comparison, alone or in arithmetic, not read for its shape (``x.shape[0]``,
    ``x.dim()``, ``len(x)``) or identity (``x is None``)."""
    out = set()
    for cmp in ast.walk(test):
        if type(cmp) is not ast.Compare or not all(type(op) in _VALUE_COMPARE for op in cmp.ops):
            continue
        for side in (cmp.left, *cmp.comparators):
            stack = [side]
            while stack:
                e = stack.pop()
                if type(e) is ast.Name:
                    out.add(e.id)
                elif type(e) is ast.BinOp:
                    stack.extend((e.left, e.right))
                elif type(e) is ast.UnaryOp:
                    stack.append(e.operand)
    return out


_KEYED_METHODS = frozenset({"get", "pop", "setdefault", "index", "count", "remove"})


def dd_keyed_lookups(ctx: FunctionContext, fn: Optional[ast.AST] = None) -> list:
    """Python containers indexed by a number read from a tensor: ``for a in ids.tolist():
    slots.append(self._slot_of[a])``, ``D.get(int(t.max()))``, ``n in seen``. A dict or list
    needs the concrete value (dynamo: UserError "Could not extract specialized integer from
    data-dependent expression"); a tensor indexed by it does not. (line, column, end line, what,
    "[" + receiver): the scan reports the site where the receiver holds a Python container."""
    if not _reads_values(ctx):
        return []
    names: set = _tolist_loop_names(fn, ctx, comprehensions=True)
    for node in ctx.assigns:
        if len(node.targets) == 1 and type(node.targets[0]) is ast.Name and _item_source(node.value) and not (
                type(node.value) is ast.Call and type(node.value.func) is ast.Attribute
                and node.value.func.attr == "tolist"):
            names.add(node.targets[0].id)
    out: dict = {}
    # ``self.heads[int(head_id)]`` with ``head_id: torch.Tensor``: the key itself reads the number
    tparams = _tensor_params(ctx)
    if tparams:
        def read_key(k: ast.AST) -> bool:
            if type(k) is not ast.Call or k.keywords:
                return False
            if type(k.func) is ast.Name and k.func.id in ("int", "bool") and len(k.args) == 1:
                a = k.args[0]
            elif type(k.func) is ast.Attribute and k.func.attr == "item" and not k.args:
                a = k.func.value
            else:
                return False
            # (``int(ids[i])``: an element; a bare ``int(head_id)`` of a 0-dim input dynamo
            # specializes - the parameter's callers decide it, see ``param_value_uses``)
            return type(a) is ast.Subscript and type(a.slice) is not ast.Slice and type(a.value) is ast.Name \
                and a.value.id in tparams
        for node, r, how, key in _keyed_sites(ctx):
            if read_key(key):
                out.setdefault((node.lineno, node.col_offset + 1), (
                    node.lineno, node.col_offset + 1, getattr(node, "end_lineno", node.lineno) or node.lineno,
                    f"{how} `{r}` by a number read from a tensor", "[" + r))
    if not names:
        return list(out.values())
    for node, r, how, _n in _keyed_lookups(ctx, names):
        out.setdefault((node.lineno, node.col_offset + 1), (
            node.lineno, node.col_offset + 1, getattr(node, "end_lineno", node.lineno) or node.lineno,
            f"{how} `{r}` by a number read from a tensor", "[" + r))
    return list(out.values())


def _key_names(key: ast.AST, names: set) -> list:
    """The names of ``names`` a lookup key is or holds (``d[n]``, ``d.get((state, n))``)."""
    if type(key) is ast.Name:
        return [key.id] if key.id in names else []
    if type(key) is ast.Tuple:
        return [e.id for e in key.elts if type(e) is ast.Name and e.id in names]
    return []


def _keyed_sites(ctx: FunctionContext) -> list:
    """(node, receiver, how, key) of each subscript lookup and ``.get``-style call of the body, the
    receiver as its dotted text (sites on a call's result left out)."""
    sites = [(sub, sub.value, "lookup in", sub.slice) for sub in ctx.subscripts]
    sites += [(c, c.func.value, f"`.{c.func.attr}` on", c.args[0]) for c in ctx.calls
              if type(c.func) is ast.Attribute and c.func.attr in _KEYED_METHODS and c.args]
    out = []
    for node, recv, how, key in sites:
        r = dotted(recv)
        if r and "(" not in r:
            out.append((node, r, how, key))
    return out


def _keyed_lookups(ctx: FunctionContext, names: set) -> list:
    """(node, receiver, how, name) of each dict/list lookup, ``.get``-style call or membership test
    keyed by one of ``names`` (alone or inside a tuple key)."""
    out: list = []

    def add(node: ast.AST, recv: ast.AST, how: str, name: str) -> None:
        r = dotted(recv)
        if r and "(" not in r:
            out.append((node, r, how, name))

    for node, r, how, key in _keyed_sites(ctx):
        out.extend((node, r, how, n) for n in _key_names(key, names))
    for op in ctx.ops:
        if type(op) is ast.Compare and len(op.ops) == 1 and type(op.ops[0]) in (ast.In, ast.NotIn):
            for n in _key_names(op.left, names):
                add(op, op.comparators[0], "membership test in", n)
    return out


def tensor_local_stores(ctx: FunctionContext) -> list:
    """For each branch test that reads a tensor value only through locals (``skip = x.max() == 0``
    ... ``if not skip:``): (line, column, ((store line, store column), ...)) of the stores that
    make those locals tensors. The scan drops the test's CL201 where the deployment makes all of
    those stores dead (``if get_is_capture_mode(): skip = False else: skip = x.max() == 0``)."""
    params = _tensor_params(ctx)
    stores: dict = {}
    for node in ctx.assigns:
        if len(node.targets) == 1 and isinstance(node.targets[0], ast.Name) and _is_tensorish(node.value, set()):
            stores.setdefault(node.targets[0].id, []).append((node.lineno, node.col_offset + 1))
    if not stores:
        return []
    names = params | set(stores)
    out = []
    for _kind, test in ctx.tests:
        if not _is_tensorish(test, names) or _is_tensorish(test, params):
            continue
        at = _first_tensorish(test, names)
        used = {x.id for x in ast.walk(at) if type(x) is ast.Name and x.id in stores}
        if not used or _is_tensorish(at, params):
            continue
        via = tuple(sorted(pos for n in used for pos in stores[n]))
        out.append((at.lineno, at.col_offset + 1, via))
    return out


class DataDependentBranch(Rule):
    code = "CL201"
    fix_policy = FixPolicy(fixable=False, eager_check=True)
    name = "data-dependent-branch"
    gb_types = (gb.DATA_DEPENDENT, gb.USER_ERROR, gb.SORT)
    message = "Python control flow depends on a tensor's value ({callee})"
    hint = "use torch.where / torch.cond, or move the decision out of the compiled region"
    what_it_does = ("Finds `if`, `while` and conditional expressions whose test reads a tensor's value (`x.sum() > 0`, "
                    "`x.max().item() > c`, `(x > 0).any()`), branches on or loops over the size of a tensor whose size "
                    "depends on the data (`if idx.shape[0] > 0:` after `idx = mask.nonzero()`, `for i in x.nonzero():`), "
                    "and `range` loops bounded by a number read from a tensor (`n = int(m.sum().item())`), also when a "
                    "helper returns that number and another function's loop or test reads it as a parameter, and Python "
                    "dicts or lists indexed by such a number (`for a in ids.tolist(): slot_of[a]`, `d.get(int(t.max()))`).")
    why_bad = ("Dynamo cannot choose a Python branch from a value it only knows at run time: it "
               "raises \"Data-dependent branching\" (or a data-dependent UserError for `.item()`), "
               "and under `fullgraph=True` that is fatal.")
    example = "def forward(self, x):\n    if x.abs().max() > 1e4:\n        x = x.clamp(-1e4, 1e4)\n    return x"
    use_instead = "def forward(self, x):\n    return x.clamp(-1e4, 1e4)"
    fix_safety = ("Unsafe fixes, tried in this order: `assert_check` (`if <tensor test>: raise E(msg)` becomes "
                  "`torch._assert_async(...)`, or `torch._check(...)` for a size test; the exception type becomes "
                  "`RuntimeError`), the eager-only guard, `tensor_where` (branches that only assign tensors become "
                  "`torch.where`; both sides are computed) and `torch_cond` (branches that assign calls become "
                  "`torch.cond`). Loops, early returns and branches with side effects are refused with the reason.")
    INVALID = ["def f(x):\n    if x.sum() > 0:\n        return x + 1\n    return x\n",
               "def f(x):\n    return x + hash(tuple((x > 0).long().tolist()))\n",
               "def f(x):\n    if x.max().item() > 0.5:\n        return x * 2\n    return x\n",
               "def f(x):\n    return x + 1 if (x > 0).any() else x\n",
               "def f(x):\n    s = x.sum()\n    while s < 0:\n        s = s + 1\n    return x + s\n",
               "def f(x):\n    n = (x > 0).nonzero().shape[0]\n    if n > 0:\n        return x * 2\n    return x\n",
               "def f(x):\n    m = x[x > 0]\n    if m.numel() == 0:\n        return x\n    return x + 1\n",
               "def f(x):\n    s = x.sum()\n    for i in (x > 0).nonzero():\n        s = s + i\n    return s\n",
               "import numpy as np\n\ndef f(x):\n    chunk = np.lcm(4, 6)\n    if x.shape[-1] % chunk != 0:\n"
               "        return x + 1\n    return x\n",
               "import random\n\ndef f(x):\n    p = random.uniform(0, 1)\n    if p < 0.5:\n        return x + 1\n    return x\n",
               "import torch\n\ndef f(x):\n    p = torch.rand([])\n    if p < 0.5:\n        return x + 1\n    return x\n",
               "def f(x):\n    n = int((x > 0).sum().item())\n    out = x\n    for _ in range(n):\n        out = out + 1\n"
               "    return out\n",
               "import math\n\ndef f(x):\n    n = int((x > 0).sum())\n    k = math.ceil(n / 4)\n    if k <= 1:\n"
               "        return x + 1\n    return x\n",
               "def f(x):\n    out = x\n    for i, n in enumerate((x > 0).long().tolist()):\n        if n == 0:\n"
               "            continue\n        out = out + i\n    return out\n",
               "import torch\n\ndef f(x):\n    (cols,) = torch.where(x > 0)\n    if cols.shape[0] == 0:\n"
               "        return x\n    return x + 1\n",
               "def f(x):\n    ids = (x > 0).long().tolist()\n    out, i = x, 0\n    while i < len(ids):\n"
               "        if ids[i] == 1:\n            out = out + 1\n        i += 1\n    return out\n",
               "def f(x):\n    counts = (x > 0).long().tolist()\n    if max(counts) > 0:\n        return x + 1\n"
               "    return x\n",
               "def tail_is(x, prefix):\n    return (x[-2:] > 0).long().tolist() == prefix\n\n"
               "def f(x):\n    if tail_is(x, [1, 1]):\n        return x + 1\n    return x\n"]
    VALID = ["def f(x):\n    out = x\n    for _ in range(x.shape[0]):\n        out = out + 1\n    return out\n",
             "def f(x):\n    return x + hash(tuple(x.shape))\n",
             "def f(x):\n    if x.shape[0] > 2:\n        return x + 1\n    return x\n",
             "import numpy as np\n\ndef f(x):\n    if np.finfo(np.float32).eps > 0:\n        return x + 1\n    return x\n",
             "import random\n\ndef f(x):\n    return x * random.uniform(0, 1)\n",
             "def f(x):\n    idx = (x > 0).nonzero()\n    return x + idx.sum()\n",
             "def f(x):\n    return x * x.sum().item()\n",
             "def f(x):\n    assert x.dim() == 1\n    return x + 1\n",
             "def f(x):\n    ids = (x > 0).long().tolist()\n    return x + len(ids)\n",
             "def signs(x):\n    return (x > 0).long().tolist()\n\n"
             "def f(x):\n    if signs(x):\n        return x + 1\n    return x\n"]

    @classmethod
    def check_function(cls, fn: ast.AST, ctx: FunctionContext) -> Iterable[Hit]:
        # (the class's buffers and parameters, ``window = self.windows[i]; if window > 0:``)
        tensor_names = _tensor_params(ctx) | ctx.self_tensors
        # locals assigned from data-dependent expressions
        items: set = set()
        local_dd: set = set()
        reads = _reads_values(ctx)
        for node in ctx.assigns:
            if len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
                if _is_tensorish(node.value, ctx.self_tensors):
                    local_dd.add(node.targets[0].id)
                if reads and _item_source(node.value):
                    items.add(node.targets[0].id)
            elif len(node.targets) == 1 and type(node.targets[0]) is ast.Attribute \
                    and type(node.targets[0].value) is ast.Name and node.targets[0].value.id not in ("self", "cls") \
                    and _is_tensorish(node.value, ctx.self_tensors):
                # ``metadata.max_seq_len_k = int(seq_lens.max().item()); if metadata.max_seq_len_k >
                # window:``: a field of a local object holding a value read from a tensor
                local_dd.add(dotted(node.targets[0]))
        # ... and locals computed from those (``p = random.uniform(0, 1); skip = self.training and
        # p < self.layerdrop; if not skip:``), not from the parameters themselves (``y = x or d``)
        tensor_names |= _derived_locals(ctx, local_dd,
                                        lambda v, names: type(v) is not ast.Name and _is_tensorish(v, names))
        # ... and loop variables over the numbers ``.tolist()`` read (``for i, n in
        # enumerate(seq_lens.tolist()): if n == 0: continue``): a test needs the concrete number
        listed = _tolist_loop_names(fn, ctx) if reads else set()
        tensor_names |= listed
        # ... and the elements of a list ``.tolist()`` read (``ids = token_ids.tolist(); while i <
        # len(ids): if ids[i] == IMAGE:``, ``if max(send_counts) > cap:``): an element tested needs
        # the concrete number (its length does not: a static tensor has a static length)
        elements = _tolist_lists(ctx) if reads else set()
        # ... and numbers computed from a value read from a tensor (``max_pages = int(p.max());
        # num_splits = math.ceil(max_pages / chunk)``): a test on them needs the concrete value
        # (an element of such a list taken into a local counts: ``parent = parents[node]; while
        # parent >= 0: parent = parents[parent]``)
        derived = _derived_locals(ctx, items, lambda v, names: _number_of(v, names) or (
            bool(elements) and _element_read(v, elements))) - items
        hits = []
        for kind, test in ctx.tests:
            if elements and not _is_tensorish(test, tensor_names):
                at = next((x for x in ast.walk(test) if _element_read(x, elements)), None)
                if at is not None and (at is test or any(type(x) is ast.Compare for x in ast.walk(test))):
                    hits.append(Hit(cls.code, test.lineno, test.col_offset + 1,
                                    getattr(test, "end_lineno", test.lineno) or test.lineno,
                                    f"{kind} on an element of a list `.tolist()` read", gb.USER_ERROR))
                    continue
            if derived and not _is_tensorish(test, tensor_names) and type(test) is ast.Compare and any(
                    _number_of(x, derived) for x in [test.left, *test.comparators]):
                hits.append(Hit(cls.code, test.lineno, test.col_offset + 1,
                                getattr(test, "end_lineno", test.lineno) or test.lineno,
                                f"{kind} on a number computed from a tensor's value", gb.USER_ERROR))
                continue
            if not _is_tensorish(test, tensor_names):
                continue
            if (isinstance(test, ast.Name) and test.id in _tensor_params(ctx)) or type(test) is ast.Attribute:
                # ``if x:`` / ``if self.bias:`` on a tensor parameter or field is ambiguous (None
                # checks are common)
                continue
            # ``a and b``: dynamo evaluates ``b`` only when ``a`` lets it, so the hit sits on the first
            # operand that reads a value (a guard before it, ``not _under_trace() and ...``, prunes it)
            at = _first_tensorish(test, tensor_names)
            uses_item = any((isinstance(s, ast.Attribute) and s.attr in ("item",)) or (
                type(s) is ast.Name and s.id in listed) for s in ast.walk(at))
            gb_type = gb.USER_ERROR if uses_item else gb.DATA_DEPENDENT
            if kind == "sort key":
                gb_type = gb.SORT  # (measured: a key on tensor values)
            elif kind.endswith("() key"):
                gb_type = gb.BUILTIN_HANDLER  # ``max(..., key=lambda i: s[i])`` (measured)
            hits.append(Hit(cls.code, at.lineno, at.col_offset + 1,
                            getattr(at, "end_lineno", at.lineno) or at.lineno,
                            f"{kind} on tensor value", gb_type))
        # ``lens = seq_lens.tolist(); order = sorted(range(len(lens)), key=lambda i: lens[i])``: a sort
        # compares the numbers (measured: "sort with non-constant keys")
        for c in ctx.calls if elements else ():
            if _sorted_param(c, elements):
                hits.append(Hit(cls.code, c.lineno, c.col_offset + 1, getattr(c, "end_lineno", c.lineno) or c.lineno,
                                "sort of numbers `.tolist()` read from a tensor", gb.SORT))
        # ``hash((parent, tuple(block.tolist())))``: hashing numbers read from a tensor needs their
        # concrete values (UserError, measured), as a branch on them does
        for c in ctx.calls if reads else ():
            if type(c.func) is ast.Name and c.func.id == "hash" and len(c.args) == 1 and any(
                    type(x) is ast.Call and type(x.func) is ast.Attribute and x.func.attr in ("tolist", "item")
                    and not x.args for x in ast.walk(c.args[0])):
                hits.append(Hit(cls.code, c.lineno, c.col_offset + 1, getattr(c, "end_lineno", c.lineno) or c.lineno,
                                "hash of numbers read from a tensor", gb.USER_ERROR))
        # ``q, r = divmod(num_tokens, page)`` / ``(n - 1).bit_length()`` with ``num_tokens =
        # int(seq_lens.sum())``: Python integer operations dynamo cannot do on a value it does not
        # have (measured: divmod raises an observed exception, ``bit_length`` a UserError; ``//``,
        # ``%``, ``+`` and ``max`` stay symbolic)
        for c in ctx.calls if reads else ():
            what = _int_only_op(c, lambda e: _is_tensorish(e, tensor_names) or _number_of(e, derived | items))
            if what:
                hits.append(Hit(cls.code, c.lineno, c.col_offset + 1, getattr(c, "end_lineno", c.lineno) or c.lineno,
                                f"{what} of a number read from a tensor's value", _INT_OP_GB[what]))
        # ``for i in range(n)`` with ``n = int(x.sum().item())``: a Python loop needs a concrete trip
        # count, which dynamo does not have for a value read from a tensor (UserError "Could not
        # extract specialized integer from data-dependent expression")
        for lp in ctx.loops:
            bound = _range_bound(lp.iter)
            if bound is not None and any(_is_tensorish(a, tensor_names) for a in bound):
                hits.append(Hit(cls.code, lp.iter.lineno, lp.iter.col_offset + 1,
                                getattr(lp.iter, "end_lineno", lp.iter.lineno) or lp.iter.lineno,
                                "loop bound read from a tensor's value", gb.USER_ERROR))
        # the *size* of a tensor whose size depends on the data (``nonzero``, ``unique``, ``x[mask]``):
        # a branch on it or a loop over the tensor needs a concrete value dynamo does not have
        # (UserError "Could not guard on data-dependent expression")
        if not (ctx.loops or ctx.tests):
            return hits
        single = _single_stores(ctx)
        if not _has_dd_source(ctx, single):
            return hits
        sizes = {n for n, v in single.items() if v is not None and _reads_dd_size(v, single, set())}
        seen = {(h.line, h.column) for h in hits}
        for kind, test in ctx.tests:
            if _reads_dd_size(test, single, sizes) and (test.lineno, test.col_offset + 1) not in seen:
                # on the operand that reads the size: a guard before it (``not is_compiling() and
                # x[mask].numel() != n``) prunes it
                at = _first_operand(test, lambda v: _reads_dd_size(v, single, sizes))
                hits.append(Hit(cls.code, at.lineno, at.col_offset + 1,
                                getattr(at, "end_lineno", at.lineno) or at.lineno,
                                f"{kind} on a data-dependent size", gb.USER_ERROR))
        for lp in ctx.loops:
            if _data_dependent_size(lp.iter, single):
                hits.append(Hit(cls.code, lp.iter.lineno, lp.iter.col_offset + 1,
                                getattr(lp.iter, "end_lineno", lp.iter.lineno) or lp.iter.lineno,
                                "loop over a data-dependent size", gb.USER_ERROR))
        return hits


def _is_tolist(it: ast.AST) -> bool:
    return type(it) is ast.Call and type(it.func) is ast.Attribute and it.func.attr == "tolist" and not it.args


_LIST_REDUCERS = frozenset({"max", "min", "sum", "any", "all"})


def _element_read(x: ast.AST, lists: set) -> bool:
    """``ids[i]`` or ``max(ids)`` of a list in ``lists``: a number (or truth) the list holds."""
    if type(x) is ast.Subscript:
        return type(x.value) is ast.Name and x.value.id in lists and type(x.slice) is not ast.Slice
    return type(x) is ast.Call and type(x.func) is ast.Name and x.func.id in _LIST_REDUCERS and len(x.args) == 1 \
        and type(x.args[0]) is ast.Name and x.args[0].id in lists


def _tolist_lists(ctx: FunctionContext) -> set:
    """Locals assigned once, from a bare ``.tolist()`` (``ids = token_ids.tolist()``)."""
    return {n for n, v in _single_stores(ctx).items() if v is not None and _is_tolist(v)}


def _tolist_loop_names(fn: Optional[ast.AST], ctx: FunctionContext, comprehensions: bool = False) -> set:
    """Loop variables that take the numbers ``.tolist()`` read from a tensor: ``for n in
    lens.tolist()``, ``for i, n in enumerate(lens.tolist())``, ``for h, n in zip(hs,
    lens.tolist())`` (and comprehension loops, with ``comprehensions``)."""
    names: set = set()
    if ctx is None:
        # (the scan asks of a caller's def: every loop and comprehension of it)
        loops = [g for g in ast.walk(fn) if type(g) in (ast.For, ast.AsyncFor, ast.comprehension)]
        comprehensions = False
    elif not any(type(c.func) is ast.Attribute and c.func.attr == "tolist" for c in ctx.calls):
        return names
    else:
        loops = list(ctx.loops)
    if comprehensions and fn is not None:
        # ``[slot_of[a] for a in ids.tolist()]``: comprehension loops too
        loops += [g for g in ast.walk(fn) if type(g) is ast.comprehension]
    assigns = [a for a in ast.walk(fn) if type(a) is ast.Assign] if ctx is None else ctx.assigns
    # ``flat = ids.reshape(-1).tolist()`` then ``for i in flat`` / ``[self._get(i) for i in flat]``
    held = [t.id for a in assigns if _is_tolist(a.value) for t in a.targets if type(t) is ast.Name]
    lists = {n for n in held if held.count(n) == 1}

    def listed(e) -> bool:
        return _is_tolist(e) or (type(e) is ast.Name and e.id in lists)

    for lp in loops:
        it, tgt = lp.iter, lp.target
        if type(it) is ast.Call and type(it.func) is ast.Name and it.func.id in ("enumerate", "zip") and it.args \
                and not it.keywords:
            elts = tgt.elts if type(tgt) is ast.Tuple else ()
            if it.func.id == "enumerate":
                pairs = [(it.args[0], elts[1])] if len(elts) == 2 else []
            else:
                pairs = list(zip(it.args, elts)) if len(elts) == len(it.args) else []
            for a, t in pairs:
                if type(t) is ast.Name and listed(a):
                    names.add(t.id)
        elif type(tgt) is ast.Name and listed(it):
            names.add(tgt.id)
        elif type(tgt) is ast.Tuple and listed(it):
            # ``for t, h, w in grid_thw.tolist():`` rows of numbers, unpacked
            names.update(e.id for e in tgt.elts if type(e) is ast.Name)
    # ``h, w = image_size.tolist()``: each unpacked name is such a number
    for a in assigns:
        if _is_tolist(a.value):
            for t in a.targets:
                if type(t) is ast.Tuple:
                    names.update(e.id for e in t.elts if type(e) is ast.Name)
    return names


def _has_dd_source(ctx: FunctionContext, single: dict) -> bool:
    """Cheap pre-check from the nodes the indexer's walk already collected: a tensor of
    data-dependent size needs, somewhere in the traced body, a call of an op whose output size
    depends on the data (a one-argument ``where`` too) or a boolean-mask subscript."""
    if any(_is_mask(n.slice, single, 0) for n in ctx.subscripts):
        return True
    for n in ctx.calls:
        f = n.func
        last = f.attr if type(f) is ast.Attribute else f.id if type(f) is ast.Name else ""
        if last in DYNAMIC_SIZE_OPS or last == "where":
            return True
    return False


def _reads_dd_size(expr: ast.AST, single: dict, sizes: set) -> bool:
    """Does ``expr`` read the size of a data-dependent-size tensor (``t.shape[0]``, ``t.size(0)``,
    ``t.numel()``, ``len(t)``) or a local holding such a size?"""
    for n in ast.walk(expr):
        t = type(n)
        if t is ast.Name and n.id in sizes:
            return True
        if t is ast.Attribute and n.attr == "shape" and _data_dependent_size(n.value, single):
            return True
        if t is ast.Call:
            f = n.func
            if type(f) is ast.Attribute and f.attr in ("size", "numel") and _data_dependent_size(f.value, single):
                return True
            if type(f) is ast.Name and f.id == "len" and len(n.args) == 1 and _data_dependent_size(n.args[0], single):
                return True
    return False


# ops whose output *size* depends on the values (dynamo traces them with an unbacked size)
DYNAMIC_SIZE_OPS = frozenset({"bincount", "nonzero", "unique", "unique_consecutive", "masked_select",
                              "argwhere", "repeat_interleave"})
# methods that keep the size of their receiver
SIZE_KEEPING = INT_CASTS | frozenset({"to", "cpu", "cuda", "contiguous", "clone", "detach", "flatten", "ravel",
                                      "view", "reshape", "squeeze", "float", "cumsum", "abs", "neg", "add",
                                      "sub", "mul"})
# a float result whatever the input (methods, and ``torch.`` / ``F.`` functions of the same names)
FLOAT_OPS = frozenset({"float", "half", "bfloat16", "double", "histc", "softmax", "log_softmax", "sigmoid", "tanh",
                       "exp", "log", "log2", "log10", "log1p", "expm1", "sqrt", "rsqrt", "mean", "std", "var",
                       "norm", "erf", "reciprocal", "cos", "sin", "gelu", "silu", "softplus", "normalize",
                       "layer_norm", "rms_norm", "cosine_similarity", "logsumexp", "randn", "rand",
                       "randn_like", "rand_like", "normal", "linspace", "logspace", "sigmoid_", "exp_"})
# keep their receiver's dtype (and so the evidence of a float receiver)
DTYPE_KEEPING = frozenset({"to", "cpu", "cuda", "contiguous", "clone", "detach", "flatten", "ravel", "view",
                           "reshape", "squeeze", "unsqueeze", "transpose", "permute", "t", "expand", "narrow",
                           "select", "abs", "neg", "clamp", "clamp_min", "clamp_max", "relu", "cumsum", "sum",
                           "max", "min", "amax", "amin", "flip", "roll", "repeat", "index_select", "gather",
                           "masked_fill", "mul", "add", "sub", "div", "__getitem__", "round", "numpy", "values",
                           "squeeze_", "unsqueeze_", "mul_", "add_", "to_dense", "float_power"})
FLOAT_DTYPES = ("float", "half", "bfloat16", "double")
# tensors named so hold floating-point values (scores of a model, not indices)
FLOAT_NAMES = ("logits", "logprobs", "log_probs", "probs", "probabilities", "scores", "hidden_states",
               # sampling parameters and routing/quantization factors (``temperatures.tolist()``)
               "temperature", "temperatures", "top_p", "top_ps", "min_p", "min_ps", "penalties", "weights",
               "scales")


def float_fields(node: ast.ClassDef) -> frozenset:
    """``self.X`` of a class whose every store in its methods (``self.X = v``) is a visible float
    tensor (read with each method's single-assignment locals), as "self.X"."""
    stores: dict = {}
    for st in node.body:
        if not isinstance(st, (ast.FunctionDef, ast.AsyncFunctionDef)) or not st.args.args:
            continue
        me = st.args.args[0].arg
        single: dict = {}
        # the method's assignments, read from its statements only (the order does not matter)
        stmts = [n for n in iter_statements(st) if type(n) in (ast.Assign, ast.AugAssign, ast.AnnAssign)]
        for n in stmts:
            if type(n) is ast.Assign and len(n.targets) == 1 and type(n.targets[0]) is ast.Name:
                single[n.targets[0].id] = n.value if n.targets[0].id not in single else None
        for n in iter_statements(st):
            c = n.value if type(n) is ast.Expr else None
            if type(c) is ast.Call and type(c.func) is ast.Attribute and c.func.attr == "register_buffer" \
                    and type(c.func.value) is ast.Name and c.func.value.id == me and len(c.args) >= 2 \
                    and type(c.args[0]) is ast.Constant and type(c.args[0].value) is str:
                # ``self.register_buffer("histogram", torch.zeros(bins))``: a store of the field
                stores.setdefault(c.args[0].value, []).append(_is_float(c.args[1], single, set()))
        for n in stmts:
            targets = n.targets if type(n) is ast.Assign else [n.target]
            for tg in targets:
                if type(tg) is ast.Name:
                    continue  # ``x = ...``: no attribute of ``self`` stored
                for e in ast.walk(tg):
                    if type(e) is ast.Attribute and type(e.value) is ast.Name and e.value.id == me \
                            and type(e.ctx) is ast.Store:
                        plain = type(n) is ast.Assign and tg is e
                        stores.setdefault(e.attr, []).append(
                            _is_float(n.value, single, set()) if plain else False)
    return frozenset(f"self.{a}" for a, v in stores.items() if v and all(v))


def _strip(expr: ast.AST) -> ast.AST:
    while isinstance(expr, ast.Call) and isinstance(expr.func, ast.Attribute) and expr.func.attr in SIZE_KEEPING:
        expr = expr.func.value
    return expr


def _data_dependent_size(expr: ast.AST, single: dict, depth: int = 0) -> bool:
    """Is ``expr`` a tensor whose size depends on the data (``torch.bincount(ids).long()``,
    ``x[x > 0]``, or a local assigned once from one)?"""
    expr = _strip(expr)
    if isinstance(expr, ast.Call):
        name = dotted(expr.func) or (expr.func.attr if isinstance(expr.func, ast.Attribute) else "")
        last = name.rsplit(".", 1)[-1]
        if last == "where" and len(expr.args) == 1 and not expr.keywords:
            return True  # ``torch.where(cond)`` is ``nonzero(as_tuple=True)``
        if last not in DYNAMIC_SIZE_OPS:
            return False
        if last == "repeat_interleave":
            # ``x.repeat_interleave(2)`` has a static size; tensor repeats do not
            args = list(expr.args)[(1 if name.startswith("torch.") else 0):] + [
                k.value for k in expr.keywords if k.arg == "repeats"]
            return not any(isinstance(a, ast.Constant) for a in args[:1])
        return True
    if isinstance(expr, ast.Subscript):
        # boolean-mask indexing keeps the elements the mask selects
        return _is_mask(expr.slice, single, depth) or _data_dependent_size(expr.value, single, depth + 1)
    if isinstance(expr, ast.Name) and depth < 4 and single.get(expr.id) is not None:
        return _data_dependent_size(single[expr.id], single, depth + 1)
    return False


def _is_mask(expr: ast.AST, single: dict, depth: int) -> bool:
    """A boolean tensor used as an index: a comparison, ``~m``, ``a & b``, ``.bool()``, ``isnan``, ..."""
    t = type(expr)
    if t is ast.Compare:
        return not any(isinstance(op, (ast.Is, ast.IsNot, ast.In, ast.NotIn)) for op in expr.ops)
    if t is ast.UnaryOp and isinstance(expr.op, ast.Invert):
        return _is_mask(expr.operand, single, depth)
    if t is ast.BinOp and isinstance(expr.op, (ast.BitAnd, ast.BitOr, ast.BitXor)):
        return _is_mask(expr.left, single, depth) or _is_mask(expr.right, single, depth)
    if t is ast.Call:
        last = (dotted(expr.func) or "").rsplit(".", 1)[-1]
        return last in ("bool", "isnan", "isinf", "isfinite", "logical_and", "logical_or", "logical_not",
                        "logical_xor", "eq", "ne", "gt", "ge", "lt", "le", "isin")
    if t is ast.Name:
        if depth < 4 and single.get(expr.id) is not None:
            return _is_mask(single[expr.id], single, depth + 1)
        return expr.id == "mask" or expr.id.endswith("_mask")
    return False


def _is_float(expr: ast.AST, single: dict, floats: set, depth: int = 0) -> bool:
    """Visible evidence that ``expr`` is a floating-point tensor."""
    if depth > 8:
        return False
    t = type(expr)
    if t is ast.Call:
        f = expr.func
        # ``(x > 0).float()``: a method of an expression dotted() cannot name
        name = dotted(f) or (f.attr if isinstance(f, ast.Attribute) else "")
        last = name.rsplit(".", 1)[-1]
        args = list(expr.args) + [k.value for k in expr.keywords]
        dtype = next((k.value for k in expr.keywords if k.arg == "dtype"), None)
        if dtype is not None:
            return any(d in (dotted(dtype) or "") for d in FLOAT_DTYPES)
        if last in INT_CASTS or last in ("argmax", "argmin", "argsort", "nonzero", "bincount"):
            return False
        if isinstance(f, ast.Attribute) and last in ("to", "type"):
            for a in args:
                d = dotted(a) or ""
                if any(x in d for x in FLOAT_DTYPES):
                    return True
                if any(x in d for x in INT_DTYPES):
                    return False
            return _is_float(f.value, single, floats, depth + 1)
        if last in FLOAT_OPS:
            return True
        if last in ("zeros", "ones", "empty") and name.startswith("torch.") and not any(
                k.arg in ("out", "layout") for k in expr.keywords):
            return True  # ``torch.zeros(bins)``: the default dtype, float32
        if last == "Parameter" and expr.args:
            return _is_float(expr.args[0], single, floats, depth + 1)  # ``nn.Parameter(torch.randn(n))``
        if last in ("tensor", "full", "as_tensor", "arange", "full_like") and name.startswith(("torch.", "np.")) \
                or last in ("tensor", "full", "full_like") and name == last:
            # ``torch.tensor([0.5, 1.0])``, ``torch.full(shape, 0.5)``, ``torch.arange(0.0, 1.0)``
            return any(type(c) is ast.Constant and type(c.value) is float
                       for a in args for c in ast.walk(a))
        if isinstance(f, ast.Attribute) and last in DTYPE_KEEPING:
            return _is_float(f.value, single, floats, depth + 1)
        if name.startswith("torch.") and last in DTYPE_KEEPING and expr.args:
            return _is_float(expr.args[0], single, floats, depth + 1)
        return False
    if t is ast.BinOp:
        if isinstance(expr.op, ast.Div):
            return True
        for side in (expr.left, expr.right):
            if type(side) is ast.Constant and type(side.value) is float:
                return True
        return _is_float(expr.left, single, floats, depth + 1) or _is_float(expr.right, single, floats, depth + 1)
    if t is ast.UnaryOp:
        return _is_float(expr.operand, single, floats, depth + 1)
    if t is ast.Subscript:
        return _is_float(expr.value, single, floats, depth + 1)
    if t is ast.Attribute:
        if type(expr.value) is ast.Name and f"{expr.value.id}.{expr.attr}" in floats:
            return True  # a field of the class every store makes a float tensor
        if expr.attr == "values" and type(expr.value) is ast.Call:
            return _is_float(expr.value, single, floats, depth + 1)  # ``x.topk(k).values``
        # ``self.temperatures`` / ``sampling_info.top_ps``: a field named as the float locals are
        low = expr.attr.lower()
        return any(low == n or low.endswith("_" + n) for n in FLOAT_NAMES)
    if t is ast.Name:
        if expr.id in floats:
            return True
        got = single.get(expr.id)
        if got is not None:
            return _is_float(got, single, floats, depth + 1)
        low = expr.id.lower()
        return any(low == n or low.endswith("_" + n) for n in FLOAT_NAMES)
    return False


_BOOL_FUNCS = frozenset({"isnan", "isinf", "isfinite", "isneginf", "isposinf", "logical_and", "logical_or",
                         "logical_not", "logical_xor", "eq", "ne", "gt", "lt", "ge", "le", "greater", "less",
                         "bool", "isin", "isclose"})


def _is_bool(expr: ast.AST, single: dict, depth: int = 0) -> bool:
    """Visible evidence that the receiver of a ``.tolist()`` is a boolean tensor: a comparison
    (``(p != 0) | (f != 0)``), ``~mask``, ``.bool()``, ``torch.isnan(x)``, ``dtype=torch.bool``."""
    if depth > 8:
        return False
    t = type(expr)
    if t is ast.Compare:
        return True
    if t is ast.BinOp and type(expr.op) in (ast.BitOr, ast.BitAnd, ast.BitXor):
        return _is_bool(expr.left, single, depth + 1) and _is_bool(expr.right, single, depth + 1)
    if t is ast.UnaryOp and type(expr.op) is ast.Invert:
        return _is_bool(expr.operand, single, depth + 1)
    if t is ast.Call:
        dtype = next((k.value for k in expr.keywords if k.arg == "dtype"), None)
        if dtype is not None:
            return (dotted(dtype) or "").rsplit(".", 1)[-1] == "bool"
        name = dotted(expr.func) or ""
        last = name.rsplit(".", 1)[-1]
        if last in _BOOL_FUNCS and (type(expr.func) is ast.Attribute):
            return True
        if type(expr.func) is ast.Attribute and last in ("to", "type") and expr.args:
            return (dotted(expr.args[0]) or "").rsplit(".", 1)[-1] == "bool"
        if type(expr.func) is ast.Attribute and last in ("cpu", "clone", "contiguous", "detach", "flatten", "view",
                                                         "reshape", "squeeze", "unsqueeze"):
            return _is_bool(expr.func.value, single, depth + 1)
        return False
    if t is ast.Subscript:
        return _is_bool(expr.value, single, depth + 1)
    if t is ast.Name:
        got = single.get(expr.id)
        return got is not None and _is_bool(got, single, depth + 1)
    return False


_UNSIGNED = frozenset({"uint8", "uint16", "uint32", "uint64"})


def _is_unsigned(expr: ast.AST, single: dict, depth: int = 0) -> bool:
    """Visible evidence that the receiver of a ``.tolist()`` is an unsigned integer tensor (dynamo's
    ``tolist`` takes int8/16/32/64 only, measured): ``.byte()``, ``.to(torch.uint8)``,
    ``dtype=torch.uint8``, or a bitwise op / view of one (``(packed >> 4) & 0xF``)."""
    if depth > 8:
        return False
    t = type(expr)
    if t is ast.Call:
        dtype = next((k.value for k in expr.keywords if k.arg == "dtype"), None)
        if dtype is not None:
            return (dotted(dtype) or "").rsplit(".", 1)[-1] in _UNSIGNED
        if type(expr.func) is not ast.Attribute:
            return False
        last = expr.func.attr
        if last == "byte" and not expr.args:
            return True
        if last in ("to", "type") and expr.args:
            return (dotted(expr.args[0]) or "").rsplit(".", 1)[-1] in _UNSIGNED
        if last in ("cpu", "clone", "contiguous", "detach", "flatten", "view", "reshape", "squeeze", "unsqueeze"):
            return _is_unsigned(expr.func.value, single, depth + 1)
        return False
    if t is ast.BinOp and type(expr.op) in (ast.BitOr, ast.BitAnd, ast.BitXor, ast.LShift, ast.RShift):
        return _is_unsigned(expr.left, single, depth + 1) or _is_unsigned(expr.right, single, depth + 1)
    if t is ast.Subscript:
        return _is_unsigned(expr.value, single, depth + 1)
    if t is ast.Name:
        got = single.get(expr.id)
        return got is not None and _is_unsigned(got, single, depth + 1)
    return False


class FloatToList(Rule):
    code = "CL202"
    fix_policy = FixPolicy(fixable=False)
    name = "tensor-tolist"
    gb_types = ("Tensor.tolist() with non-integer tensor",)
    message = "`.tolist()` on a floating-point, boolean or unsigned-integer tensor, or on one whose size depends on its data, moves values to Python"
    hint = "keep the values as a tensor; convert to an integer dtype first if you need indices"
    what_it_does = ("Finds `.tolist()` on tensors of a visibly floating-point dtype (`.float()`, `torch.randn`, "
                    "`softmax`, a division, a float `dtype=`, a local assigned from one, a tensor named `logits` / "
                    "`probs` / `scores` / `temperatures` / `topk_weights`), of a boolean one (a comparison, `~mask`, `.bool()`, `torch.isnan`) and on tensors whose size depends on the data (`nonzero`, `unique`, "
                    "`bincount`, `masked_select`, `x[x > 0]`); a tensor of unknown dtype (`seq_lens.tolist()`, "
                    "`torch.arange(n).tolist()`) is not reported.")
    why_bad = ("Dynamo can only specialise integer values; `.tolist()` on a float tensor fails with "
               "\"Tensor.tolist() with non-integer tensor\". An integer tensor of data-dependent size "
               "(`torch.bincount(ids).long().tolist()`) fails with `GuardOnDataDependentSymNode`.")
    example = "def forward(self, x):\n    weights = x.softmax(-1).tolist()\n    return self.route(x, weights)"
    use_instead = "def forward(self, x):\n    weights = x.softmax(-1)\n    return self.route(x, weights)"
    fix_safety = "No automatic fix."
    INVALID = ["def f(x):\n    values = x.float().tolist()\n    return x + 1\n",
               "def f(x):\n    flags = (x > 0).float()\n    rows = [i for i, v in enumerate(flags.tolist()) if v]\n"
               "    return x + len(rows)\n",
               "def f(x):\n    probs = x.softmax(-1)\n    top = probs[:2]\n    return x * len(top.tolist())\n",
               "import torch\n\ndef f(x):\n    noise = torch.randn(3).tolist()\n    return x + len(noise)\n",
               "def f(x):\n    return x + len(x[x > 0].tolist())\n",
               "def f(x):\n    vals, idx = x.softmax(-1).topk(2)\n    return x + vals.tolist()[0]\n",
               "def f(temperatures):\n    greedy = [t < 1e-5 for t in temperatures.tolist()]\n"
               "    return temperatures + len(greedy)\n",
               "def f(x):\n    keep = (x > 0) | (x < -1)\n    n = sum(1 for k in keep.tolist() if k)\n    return x + n\n",
               "def f(x):\n    codes = (x.long() & 0xF).byte()\n    return x + len(codes.tolist())\n"]
    VALID = ["def f(x):\n    idx = x.long().tolist()\n    return x + 1\n",
             "import torch\n\ndef f(x):\n    return x + len(torch.arange(4).tolist())\n",
             "import torch\n\ndef f(x):\n    dims = torch.tensor(x.shape).tolist()\n    return x + dims[0]\n",
             "def f(x):\n    vals, idx = x.topk(2)\n    return x + idx.cpu().tolist()[0]\n",
             "import torch\n\ndef f(x):\n    return x + len(x.to(torch.int16).tolist())\n"]

    @classmethod
    def check_function(cls, fn: ast.AST, ctx: FunctionContext) -> Iterable[Hit]:
        hits = []
        floats: set = set(ctx.self_floats)
        for name, ann in ctx.params.items():
            if ann and ann.rsplit(".", 1)[-1] in ("FloatTensor", "HalfTensor", "BFloat16Tensor", "DoubleTensor"):
                floats.add(name)
        single = value_locals(ctx.assigns)
        for node in ctx.calls:
            if not (isinstance(node.func, ast.Attribute) and node.func.attr == "tolist"):
                continue
            recv = node.func.value
            if isinstance(recv, (ast.List, ast.Tuple, ast.Constant)):
                continue
            if _is_float(recv, single, floats) or _is_bool(recv, single) or _is_unsigned(recv, single):
                hits.append(Hit(cls.code, node.lineno, node.col_offset + 1, node.end_lineno or node.lineno,
                                ".tolist()", cls.gb_types[0]))
            elif _data_dependent_size(recv, single):
                hits.append(Hit(cls.code, node.lineno, node.col_offset + 1, node.end_lineno or node.lineno,
                                ".tolist()", None))
        return hits


def value_locals(assigns) -> dict:
    """name -> the value of its single assignment (None when assigned more than once), with
    ``values, indices = x.topk(k)`` read as ``values = x`` and ``indices = x.long()``."""
    single: dict = {}
    for a in assigns:
        for t in a.targets:
            if isinstance(t, ast.Name):
                single[t.id] = a.value if t.id not in single else None
            elif isinstance(t, ast.Tuple) and len(t.elts) == 2 and all(isinstance(e, ast.Name) for e in t.elts):
                # ``values, indices = x.topk(k)`` / ``.sort()`` / ``.max(dim)``: the values keep the
                # dtype, the indices are integers
                v = a.value
                last = v.func.attr if isinstance(v, ast.Call) and isinstance(v.func, ast.Attribute) else ""
                first, second = t.elts[0].id, t.elts[1].id
                if last in ("topk", "sort", "max", "min", "kthvalue", "mode", "median"):
                    # ``x.topk(k)`` or ``torch.topk(x, k)``: the values come from ``x``
                    src = v.func.value
                    if type(src) is ast.Name and src.id == "torch" and v.args:
                        src = v.args[0]
                    single[first] = src if first not in single else None
                    single[second] = ast.Call(func=ast.Attribute(value=src, attr="long"), args=[],
                                              keywords=[]) if second not in single else None
                else:
                    single[first] = single[second] = None
    return single


def tolist_param_uses(ctx: FunctionContext) -> list:
    """``.tolist()`` of a parameter (``values[0].tolist()``) with no evidence of its dtype here:
    (line, column, end line, what, parameter, "~"). A caller passing a float tensor there makes it
    the float ``.tolist()`` dynamo rejects (``compilelint.scan.reach`` joins the two)."""
    params = {p for p in ctx.params if p not in ("self", "cls")}
    if not params:
        return []
    out = []
    for node in ctx.calls:
        if not (isinstance(node.func, ast.Attribute) and node.func.attr == "tolist"):
            continue
        recv = node.func.value
        while True:
            if type(recv) is ast.Subscript:
                recv = recv.value
            elif type(recv) is ast.Call and type(recv.func) is ast.Attribute and recv.func.attr in DTYPE_KEEPING:
                recv = recv.func.value
            else:
                break
        if type(recv) is ast.Name and recv.id in params:
            out.append((node.lineno, node.col_offset + 1, node.end_lineno or node.lineno,
                        f".tolist() of parameter `{recv.id}`", recv.id, "~"))
    return out


class DataPtrArithmetic(Rule):
    code = "CL203"
    fix_policy = FixPolicy(fixable=False, address_test=True)
    fix = "address_assumption"
    name = "data-ptr-arithmetic"
    gb_types = (gb.DATA_PTR, gb.OBSERVED_EXCEPTION, gb.METHOD_CALL)
    message = "`{callee}`: a tensor's address or storage read in traced code"
    hint = "check alignment/aliasing outside the compiled region; a data_ptr is fine only as an opaque key"
    what_it_does = ("Finds `.data_ptr()` results used in arithmetic (`% 16`) or compared with each other, and "
                    "methods of a tensor's storage (`t.untyped_storage().nbytes()`, `storage.data_ptr()`) that "
                    "the barrier catalogue measured failing (`.size()` compiles).")
    why_bad = "Fake tensors have no addresses: dynamo raises \"Data pointer comparison\" for comparisons and an observed exception for arithmetic under `fullgraph=True`."
    example = "def forward(self, x):\n    if x.data_ptr() % 16 == 0:\n        return self.aligned_kernel(x)\n    return self.kernel(x)"
    use_instead = "self.aligned = weight.data_ptr() % 16 == 0  # decided at load time"
    fix_safety = ("Unsafe fix (`address_assumption`): while compiling, an alignment test is assumed "
                  "misaligned, two addresses distinct, and an `if <address test>: raise` check is skipped.")
    INVALID = ["def f(x):\n    n = x.untyped_storage().nbytes()\n    return x + 1\n",
               "def f(x):\n    storage = x.untyped_storage()\n    return x + storage.data_ptr() % 7\n",
               "def f(x):\n    if x.data_ptr() % 16 == 0:\n        return x + 1\n    return x\n",
               "def f(x):\n    y = x + 1\n    if x.data_ptr() == y.data_ptr():\n        return y\n    return x\n"]
    VALID = ["CACHE = {}\n\ndef f(x):\n    CACHE[x.data_ptr()] = 1\n    return x + 1\n",
             "def f(x):\n    storage = x.untyped_storage()\n    return x + storage.size()\n"]

    @classmethod
    def check_function(cls, fn: ast.AST, ctx: FunctionContext) -> Iterable[Hit]:
        # a storage's own ``.data_ptr()`` fails first, as a method call dynamo does not model
        storage = cls._storage_methods(ctx)
        lines = {h.line for h in storage}
        hits = list(storage)
        for node in ctx.ops:
            if node.lineno in lines:
                continue
            operands = [node.left, node.right] if isinstance(node, ast.BinOp) else [node.left, *node.comparators]
            if any(isinstance(o, ast.Call) and isinstance(o.func, ast.Attribute) and o.func.attr == "data_ptr"
                   for o in operands):
                gb_type = gb.DATA_PTR if isinstance(node, ast.Compare) and sum(
                    isinstance(o, ast.Call) and isinstance(o.func, ast.Attribute) and o.func.attr == "data_ptr"
                    for o in operands) > 1 else gb.OBSERVED_EXCEPTION
                hits.append(Hit(cls.code, node.lineno, node.col_offset + 1, node.end_lineno or node.lineno,
                                ".data_ptr() arithmetic", gb_type))
        # a Compare wrapping a BinOp (``p % 16 == 0``) reports once: keep the outermost per line
        return cls._outermost(hits)

    @classmethod
    def _storage_methods(cls, ctx: FunctionContext) -> list:
        """``t.untyped_storage().nbytes()`` or ``storage = t.untyped_storage(); storage.data_ptr()``:
        a method of a tensor's storage that the catalogue measured failing
        (``construct:storage-method:<name>``; taking the storage and ``.size()`` compile)."""
        from compilelint import catalogue

        def storage_call(v) -> bool:
            return type(v) is ast.Call and type(v.func) is ast.Attribute and v.func.attr in (
                "untyped_storage", "storage") and not v.args and not v.keywords

        if not any(storage_call(c.func.value) for c in ctx.calls if type(c.func) is ast.Attribute):
            if not any(storage_call(a.value) for a in ctx.assigns):
                return []
        names: dict = {}  # a local bound only to storages
        for a in ctx.assigns:
            for t in a.targets:
                if type(t) is ast.Name:
                    names[t.id] = storage_call(a.value) and names.get(t.id, True)
        hits = []
        for node in ctx.calls:
            f = node.func
            if type(f) is not ast.Attribute:
                continue
            v = f.value
            if not (storage_call(v) or (type(v) is ast.Name and names.get(v.id))):
                continue
            got = catalogue.construct(f"storage-method:{f.attr}")
            if got is None or got[0] != cls.code:
                continue
            recv = dotted(v.func) + "()" if type(v) is ast.Call and dotted(v.func) else (dotted(v) or "storage")
            hits.append(Hit(cls.code, node.lineno, node.col_offset + 1, node.end_lineno or node.lineno,
                            f"{recv}.{f.attr}()", got[1]))
        return hits

    @staticmethod
    def _outermost(hits: list) -> list:
        seen, out = set(), []
        for h in sorted(hits, key=lambda h: (h.line, h.column)):
            if h.line not in seen:
                seen.add(h.line)
                out.append(h)
        return out
