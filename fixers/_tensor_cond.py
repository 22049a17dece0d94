"""Static analysis shared by the data-dependent codemods (``assert_check``, ``tensor_where``):
turning a Python test that reads a tensor's value into a tensor expression kept in the graph,
proving an expression is a side-effect-free tensor computation, and proving two tensor
expressions have the same shape (so ``torch.where`` does not broadcast one branch into another).

Everything works on stdlib ``ast`` nodes of the statement's own source; the codemods render the
result with ``ast.unparse`` and parse it back with libcst.

The proofs are deliberately narrow: an expression is a tensor when it is a name known to hold a
tensor (a ``Tensor``-annotated parameter, or a name used like one: ``x.abs()``, ``x.shape``), a
pure tensor method or ``torch.*`` function applied to one, or arithmetic on one. Any other call
(``self.proj(x)``, ``helper(x)``) may have side effects and is refused. Operands that are not
known tensors (literals, ``self.threshold``, ``bound``) are taken to be Python scalars.
"""
from __future__ import annotations

import ast
from typing import Optional

import libcst as cst

from compilelint.fixers._common import TENSOR_ATTRS, module_ast, own_nodes, used_as_tensor

# value reads that return a tensor (``.item()`` is the read into Python the rewrite removes)
REDUCTIONS = frozenset({"sum", "max", "min", "mean", "any", "all", "norm", "prod", "std", "var",
                        "count_nonzero", "amax", "amin", "argmax", "argmin", "median", "nansum",
                        "logsumexp", "isnan", "isinf", "isfinite", "isneginf", "isposinf"})
# results that are already boolean tensors
BOOL_RESULTS = frozenset({"any", "all", "isnan", "isinf", "isfinite", "isneginf", "isposinf", "eq", "ne",
                          "lt", "le", "gt", "ge", "logical_not", "logical_and", "logical_or", "logical_xor",
                          "isclose", "bool", "signbit"})
# out-of-place tensor methods that keep the receiver's shape (given scalar or same-shape arguments)
ELEMENTWISE = frozenset({"abs", "neg", "sign", "exp", "expm1", "log", "log1p", "log2", "sqrt", "rsqrt",
                         "sigmoid", "tanh", "relu", "round", "floor", "ceil", "trunc", "frac", "reciprocal",
                         "clamp", "clip", "clamp_min", "clamp_max", "nan_to_num", "masked_fill", "float",
                         "double", "half", "bfloat16", "to", "type_as", "detach", "clone", "contiguous",
                         "mul", "add", "sub", "div", "true_divide", "pow", "remainder", "fmod", "maximum",
                         "minimum", "softmax", "log_softmax", "square", "erf", "sin", "cos", "logical_not",
                         "isnan", "isinf", "isfinite", "eq", "ne", "lt", "le", "gt", "ge", "bool", "long",
                         "int", "lerp", "addcmul", "addcdiv", "zero_like", "signbit"})
# other pure tensor methods (shape may change)
PURE_METHODS = ELEMENTWISE | REDUCTIONS | frozenset({"view", "reshape", "flatten", "squeeze", "unsqueeze",
                                                     "transpose", "permute", "t", "expand", "expand_as",
                                                     "view_as", "reshape_as", "narrow", "select", "mean",
                                                     "logical_and", "logical_or", "logical_xor", "where",
                                                     "isclose", "cumsum", "cumprod"})
# ``torch.<name>(first, ...)`` keeping the first argument's shape
TORCH_ELEMENTWISE = (ELEMENTWISE - {"float", "double", "half", "bfloat16", "to", "type_as", "detach",
                                    "contiguous", "bool", "long", "int"}) | frozenset(
    {"zeros_like", "ones_like", "full_like", "clone", "where"})
TORCH_PURE = TORCH_ELEMENTWISE | REDUCTIONS | frozenset({"logical_and", "logical_or", "logical_xor",
                                                         "isclose", "flatten", "reshape"})
SHAPE_ATTRS = frozenset({"shape", "ndim"})
FULL_REDUCTIONS = frozenset({"sum", "max", "min", "mean", "amax", "amin", "norm", "prod", "std", "var",
                             "nansum", "median"})
SHAPE_METHODS = frozenset({"size", "numel", "dim", "nelement"})


def torch_func(call: ast.Call) -> Optional[str]:
    """``name`` for a call of ``torch.name`` / ``torch.special.name``, else None."""
    f = call.func
    if isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name) and f.value.id == "torch":
        return f.attr
    return None


def method(call: ast.Call) -> Optional[str]:
    f = call.func
    if isinstance(f, ast.Attribute) and torch_func(call) is None:
        return f.attr
    return None


class Env:
    """What is known about the names of one function: which hold tensors."""

    def __init__(self, fn: Optional[ast.AST] = None, extra: frozenset = frozenset(),
                 calls: frozenset = frozenset(), attrs: frozenset = frozenset()):
        self.tensors: set[str] = set(extra)
        self.prior = {}
        self.item_why = ""  # why a local holding ``.item()`` of a tensor was not kept a tensor
        self.refs: frozenset = frozenset()
        # predicate helpers that return a boolean tensor (``has_any_adapter(idx)``): see
        # ``predicate_calls``
        self.calls: frozenset = frozenset(calls)
        if fn is None:
            return
        args = fn.args  # type: ignore[attr-defined]
        for a in args.posonlyargs + args.args + args.kwonlyargs:
            ann = ast.unparse(a.annotation) if a.annotation is not None else ""
            base = ann.split("[")[0].strip("'\"")
            if base.rsplit(".", 1)[-1] in ("Tensor", "Parameter") and "Optional" not in ann and "None" not in ann:
                self.tensors.add(a.arg)
        names = {n.id for n in own_nodes(fn) if isinstance(n, ast.Name)}
        for n in names:
            if n not in ("self", "cls", "torch") and used_as_tensor(fn, n):
                self.tensors.add(n)
        self.refs = tensor_refs(fn)
        if attrs:
            # properties the scan found returning a tensor (``if self.wrapper.no_lora:`` on a getter
            # returning ``(ids == -1).all()``): every plain chain ending in one holds a tensor
            self.refs = self.refs | {ast.unparse(n) for n in own_nodes(fn) if isinstance(n, ast.Attribute)
                                     and n.attr in attrs and _plain_ref(n)}
        # locals assigned from tensor expressions (``amax = x.abs().amax()``), to a fixpoint
        assigns = [a for a in own_nodes(fn) if isinstance(a, ast.Assign) and len(a.targets) == 1
                   and isinstance(a.targets[0], ast.Name)]
        for _ in range(4):
            grew = False
            for a in assigns:
                name = a.targets[0].id  # type: ignore[attr-defined]
                if name not in self.tensors and side_effect_free(a.value, self) is None and not _reads_python(a.value) \
                        and tensor_value(a.value, self) is not None:
                    self.tensors.add(name)
                    grew = True
            if not grew:
                break

    # the value each name had before the rewritten statement, when it was assigned once before it
    # (``out = x`` ... ``if c: out = torch.zeros_like(x)``): shapes are proven through it
    prior: dict

    def set_prior(self, fn: ast.AST, line: int) -> None:
        """Record the single assignment before ``line`` (ast lines of ``fn``) of each name."""
        seen: dict[str, list] = {}
        for n in own_nodes(fn):
            if isinstance(n, (ast.Assign, ast.AnnAssign, ast.AugAssign)) and n.lineno < line:
                targets = n.targets if isinstance(n, ast.Assign) else [n.target]
                for t in targets:
                    for x in ast.walk(t):
                        if isinstance(x, ast.Name):
                            seen.setdefault(x.id, []).append(
                                n.value if isinstance(n, ast.Assign) and t is x else None)
            elif isinstance(n, (ast.For, ast.With, ast.NamedExpr)) and getattr(n, "lineno", line) < line:
                for x in ast.walk(getattr(n, "target", None) or n):
                    if isinstance(x, ast.Name) and isinstance(x.ctx, ast.Store):
                        seen.setdefault(x.id, []).extend([None, None])
        self.prior = {k: v[0] for k, v in seen.items() if len(v) == 1 and v[0] is not None}

    def is_tensor_name(self, name: str) -> bool:
        return name in self.tensors

    def is_tensor_ref(self, node: ast.AST) -> bool:
        """``state.finished`` / ``self.scale``: an attribute chain the function uses like a tensor."""
        return isinstance(node, ast.Attribute) and _plain_ref(node) and ast.unparse(node) in self.refs


# bases of attribute chains that name modules, not objects holding tensors
_MODULE_BASES = frozenset({"torch", "F", "nn", "np", "numpy", "math", "os", "sys", "functools", "itertools"})
# evidence that an attribute chain holds a tensor: a tensor attribute or method read off it
_REF_EVIDENCE = frozenset(TENSOR_ATTRS) | REDUCTIONS | frozenset({"any", "all"})


def tensor_refs(fn: ast.AST) -> frozenset:
    """Attribute chains (``state.finished``, ``self.scale``) that ``fn`` uses like a tensor: a
    tensor attribute or method read off them (``state.finished.all()``, ``self.w.shape``), the
    first argument of a ``torch.*`` function, an operand of ``@`` (``used_as_tensor`` takes any
    argument of a ``torch.*`` call for plain names; a chain in a later place is as often a scalar
    setting, ``torch.full_like(s, cfg.eps)``)."""
    out = set()

    def chain(node: ast.AST) -> Optional[str]:
        if not (isinstance(node, ast.Attribute) and _plain_ref(node)):
            return None
        base = node
        while isinstance(base, ast.Attribute):
            base = base.value
        if base.id in _MODULE_BASES:  # type: ignore[attr-defined]
            return None
        return ast.unparse(node)

    for n in own_nodes(fn):
        if isinstance(n, ast.Attribute) and n.attr in _REF_EVIDENCE:
            c = chain(n.value)
            if c:
                out.add(c)
        elif isinstance(n, ast.BinOp) and isinstance(n.op, ast.MatMult):
            out.update(c for c in (chain(n.left), chain(n.right)) if c)
        elif isinstance(n, ast.Call) and torch_func(n) is not None and n.args:
            # the first argument only: later ones are as often scalars (``torch.full_like(s, cfg.eps)``)
            c = chain(n.args[0])
            if c:
                out.add(c)
    return frozenset(out)


def _scalarish(node: ast.AST, env: Env) -> bool:
    """A plain operand: a literal, a name or attribute not known to hold a tensor (taken to be a
    Python scalar), arithmetic of those. No calls."""
    if isinstance(node, ast.Constant):
        return isinstance(node.value, (int, float, bool)) or node.value is None
    if isinstance(node, ast.Name):
        return not env.is_tensor_name(node.id)
    if isinstance(node, ast.Attribute):
        return node.attr not in SHAPE_ATTRS and _plain_ref(node.value) and not env.is_tensor_ref(node)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("float", "int") \
            and len(node.args) == 1 and not node.keywords and isinstance(node.args[0], ast.Constant):
        return True  # ``float("inf")``
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        return _scalarish(node.operand, env)
    if isinstance(node, ast.BinOp):
        return _scalarish(node.left, env) and _scalarish(node.right, env)
    if isinstance(node, ast.Call) and method(node) in FULL_REDUCTIONS and not node.args and not node.keywords:
        # ``x.abs().max()``: a 0-d tensor broadcasts into any shape without changing it
        return tensor_value(node, env) is not None
    return False


def _plain_ref(node: ast.AST) -> bool:
    """``self.a.b`` / ``torch.float32``: a reference, no calls or subscripts."""
    while isinstance(node, ast.Attribute):
        node = node.value
    return isinstance(node, ast.Name)


def side_effect_free(node: ast.AST, env: Env) -> Optional[str]:
    """None when every call in ``node`` is a pure tensor method / ``torch.*`` function (or
    ``.item()`` / ``float()`` / ``bool()``), else the reason."""
    for n in ast.walk(node):
        if isinstance(n, (ast.NamedExpr, ast.Yield, ast.YieldFrom, ast.Await, ast.Lambda)):
            return f"`{ast.unparse(n)}` is not a plain expression"
        if isinstance(n, ast.Call):
            tf, m = torch_func(n), method(n)
            if env.calls and ast.unparse(n.func) in env.calls:
                continue
            if tf is not None:
                if tf not in TORCH_PURE:
                    return f"it calls `torch.{tf}` (not known to be a pure tensor function)"
            elif m is not None:
                if m not in PURE_METHODS and m not in ("item",):
                    return f"it calls `{ast.unparse(n.func)}` (possible side effects)"
            elif isinstance(n.func, ast.Name) and n.func.id in ("float", "bool") and len(n.args) == 1:
                pass
            elif isinstance(n.func, ast.Name) and n.func.id == "int":
                return "`int()` truncates the value it reads"
            else:
                return f"it calls `{ast.unparse(n.func)}` (possible side effects)"
    return None


def tensor_value(node: ast.AST, env: Env) -> Optional[ast.expr]:
    """``node`` as a tensor expression (``.item()``/``float()`` reads dropped), or None when it is
    not provably a tensor."""
    if isinstance(node, ast.Name):
        return node if env.is_tensor_name(node.id) else None
    if isinstance(node, ast.Attribute):
        return node if env.is_tensor_ref(node) else None
    if isinstance(node, ast.Call) and env.calls and ast.unparse(node.func) in env.calls:
        if any(_has_item(a) for a in node.args) or any(_has_item(k.value) for k in node.keywords):
            return None
        return node  # a predicate helper returning a boolean tensor
    if isinstance(node, ast.Call):
        m, tf = method(node), torch_func(node)
        if m == "item" and not node.args and not node.keywords:
            return tensor_value(node.func.value, env)  # type: ignore[attr-defined]
        if isinstance(node.func, ast.Name) and node.func.id in ("float", "bool") and len(node.args) == 1 \
                and not node.keywords:
            inner = tensor_value(node.args[0], env)
            if inner is None:
                return None
            return ast.Call(ast.Attribute(inner, "bool", ast.Load()), [], []) if node.func.id == "bool" else inner
        if m is not None and m in PURE_METHODS:
            recv = node.func.value  # type: ignore[attr-defined]
            inner = tensor_value(recv, env)  # ``(x < 0).any()``: a tensor expression of its own
            if inner is None:
                return None
            if any(_has_item(a) for a in node.args) or any(_has_item(k.value) for k in node.keywords):
                return None
            return ast.Call(ast.Attribute(inner, m, ast.Load()), node.args, node.keywords)
        if tf is not None and tf in TORCH_PURE:
            if not node.args:
                return None
            first = tensor_value(node.args[0], env)
            if first is None:
                return None
            if any(_has_item(a) for a in node.args[1:]) or any(_has_item(k.value) for k in node.keywords):
                return None
            return ast.Call(node.func, [first, *node.args[1:]], node.keywords)
        return None
    if isinstance(node, ast.Subscript):
        inner = tensor_value(node.value, env)
        return ast.Subscript(inner, node.slice, ast.Load()) if inner is not None and not _has_item(node.slice) else None
    if isinstance(node, ast.BinOp):
        lt, rt = tensor_value(node.left, env), tensor_value(node.right, env)
        if lt is None and rt is None:
            return None
        if lt is None and not _scalarish(node.left, env):
            return None
        if rt is None and not _scalarish(node.right, env):
            return None
        return ast.BinOp(lt if lt is not None else node.left, node.op, rt if rt is not None else node.right)
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd, ast.Invert)):
        # (``~mask.any(dim=-1)``: the elementwise not of a tensor is a tensor)
        inner = tensor_value(node.operand, env)
        return ast.UnaryOp(node.op, inner) if inner is not None else None
    if isinstance(node, ast.Compare) and len(node.ops) == 1 and not isinstance(
            node.ops[0], (ast.Is, ast.IsNot, ast.In, ast.NotIn)):
        lt, rt = tensor_value(node.left, env), tensor_value(node.comparators[0], env)
        if lt is None and rt is None:
            return None
        if lt is None and not _scalarish(node.left, env):
            return None
        if rt is None and not _scalarish(node.comparators[0], env):
            return None
        return ast.Compare(lt if lt is not None else node.left, node.ops,
                           [rt if rt is not None else node.comparators[0]])
    return None


def _reads_python(node: ast.AST) -> bool:
    """``.item()``, ``float(t)``, ``bool(t)``: the value leaves the tensor world."""
    return _has_item(node) or any(isinstance(n, ast.Call) and isinstance(n.func, ast.Name)
                                  and n.func.id in ("float", "bool", "int") for n in ast.walk(node))


def _has_item(node: ast.AST) -> bool:
    return any(isinstance(n, ast.Call) and method(n) == "item" for n in ast.walk(node))


def is_bool_tensor(node: ast.expr) -> bool:
    if isinstance(node, ast.Compare):
        return True
    if isinstance(node, ast.Call):
        name = torch_func(node) or method(node)
        return name in BOOL_RESULTS
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Invert):
        return is_bool_tensor(node.operand)
    if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.BitOr, ast.BitAnd, ast.BitXor)):
        return is_bool_tensor(node.left) and is_bool_tensor(node.right)
    return False


def _torch_call(name: str, *args: ast.expr) -> ast.Call:
    return ast.Call(ast.Attribute(ast.Name("torch", ast.Load()), name, ast.Load()), list(args), [])


def _plain_flag(e: ast.expr) -> bool:
    """A name or attribute chain (``flag``, ``self.cfg.do_rescale``): read without side effects."""
    while isinstance(e, ast.Attribute):
        e = e.value
    return isinstance(e, ast.Name)


def tensor_condition(test: ast.expr, env: Env) -> tuple[Optional[ast.expr], str]:
    """A boolean tensor with the truth value of ``test``, or (None, reason)."""
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        inner, why = tensor_condition(test.operand, env)
        return (_torch_call("logical_not", inner), "") if inner is not None else (None, why)
    if isinstance(test, ast.BoolOp):
        parts = []
        plain = []  # operands read as Python truth values (``self.do_rescale``)
        for v in test.values:
            p, why = tensor_condition(v, env)
            if p is None and _plain_flag(v):
                # ``if self.do_rescale and x.max() > 1.0:``: a flag read by name joins the tensor
                # test as a constant tensor (dynamo folds it); the tensor operand is pure, so
                # evaluating it where the flag would short-circuit changes nothing
                p = _torch_call("tensor", ast.Call(ast.Name("bool", ast.Load()), [v], []))
                plain.append(v)
            if p is None:
                return None, why
            parts.append(p)
        if len(plain) == len(parts):
            return None, f"`{ast.unparse(test)}` is not provably a tensor value"
        names = {ast.unparse(v) for v in plain}
        for v in test.values:
            if v not in plain and any(ast.unparse(n) in names for n in ast.walk(v)
                                      if isinstance(n, (ast.Name, ast.Attribute))):
                # ``self.scale and self.scale.max() > 1``: the flag guards the tensor operand
                return None, f"`{ast.unparse(v)}` reads the flag that guards it"
        name = "logical_and" if isinstance(test.op, ast.And) else "logical_or"
        acc = parts[0]
        for p in parts[1:]:
            acc = _torch_call(name, acc, p)
        return acc, ""
    if isinstance(test, ast.Compare) and len(test.ops) > 1:
        return None, "a chained comparison on a tensor value"
    if isinstance(test, ast.Call) and isinstance(test.func, ast.Name) and test.func.id == "int":
        return None, "`int()` truncates the value the test reads"
    why = side_effect_free(test, env)
    if why:
        return None, f"the test is not a pure tensor expression: {why}"
    t = tensor_value(test, env)
    if t is None:
        return None, f"`{ast.unparse(test)}` is not provably a tensor value"
    if not is_bool_tensor(t):
        t = ast.Call(ast.Attribute(t, "bool", ast.Load()), [], [])
    return t, ""


def negate(cond: ast.expr) -> ast.expr:
    """``torch.logical_not(c)``, unwrapping a ``logical_not`` already there."""
    if isinstance(cond, ast.Call) and torch_func(cond) == "logical_not" and len(cond.args) == 1:
        return cond.args[0]
    return _torch_call("logical_not", cond)


def reads_values(test: ast.AST, env: Env) -> bool:
    """Whether ``test`` reads tensor values (not only shapes)."""
    for n in ast.walk(test):
        if isinstance(n, ast.Call) and (method(n) in REDUCTIONS or method(n) == "item"
                                        or torch_func(n) in REDUCTIONS):
            return True
    return False


def size_condition(test: ast.expr, env: Env) -> Optional[str]:
    """None when ``test`` reads only sizes (``idx.shape[0] == 0``, ``m.numel() > k``) of tensors
    and plain values, else the reason."""
    has_size = False
    for n in ast.walk(test):
        if isinstance(n, ast.Attribute) and n.attr in SHAPE_ATTRS:
            has_size = True
        if isinstance(n, ast.Call):
            m = method(n)
            if m in SHAPE_METHODS:
                has_size = True
                continue
            if isinstance(n.func, ast.Name) and n.func.id == "len":
                has_size = True
                continue
            return f"it calls `{ast.unparse(n.func)}`"
        if isinstance(n, (ast.NamedExpr, ast.Lambda, ast.Await)):
            return "not a plain expression"
    return None if has_size else "the test reads no tensor value or size"


def shape_key(node: ast.AST, env: Env, _seen: frozenset = frozenset()) -> Optional[str]:
    """A name whose shape ``node`` provably has (elementwise computation on that tensor with scalar
    or same-shape operands), else None."""
    if isinstance(node, ast.Name):
        if not env.is_tensor_name(node.id):
            return None
        before = env.prior.get(node.id)
        if before is not None and node.id not in _seen:
            k = shape_key(before, env, _seen | {node.id})
            if k is not None:
                return k
        return node.id
    if isinstance(node, ast.Attribute):
        return ast.unparse(node) if env.is_tensor_ref(node) else None
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd, ast.Invert)):
        return shape_key(node.operand, env, _seen)
    if isinstance(node, ast.BinOp):
        keys = [shape_key(s, env, _seen) for s in (node.left, node.right)]
        for side, k in zip((node.left, node.right), keys):
            if k is None and not _scalarish(side, env):
                return None
        known = {k for k in keys if k is not None}
        return known.pop() if len(known) == 1 else None
    if isinstance(node, ast.Call):
        m, tf = method(node), torch_func(node)
        if m is not None and m in ELEMENTWISE:
            k = shape_key(node.func.value, env, _seen)  # type: ignore[attr-defined]
            if k is None:
                return None
            args = list(node.args) + [kw.value for kw in node.keywords]
            if m == "masked_fill":
                args = args[1:]  # the mask broadcasts to the receiver
            return k if all(_operand_ok(a, k, env) for a in args) else None
        if tf is not None and tf in TORCH_ELEMENTWISE and node.args:
            if tf == "where":
                keys = [shape_key(a, env, _seen) for a in node.args[1:3]]
                return keys[0] if len(keys) == 2 and keys[0] is not None and keys[0] == keys[1] else None
            k = shape_key(node.args[0], env, _seen)
            if k is None:
                return None
            rest = list(node.args[1:]) + [kw.value for kw in node.keywords if kw.arg not in ("dtype", "device")]
            return k if all(_operand_ok(a, k, env) for a in rest) else None
    return None


def _operand_ok(node: ast.AST, key: str, env: Env) -> bool:
    if isinstance(node, ast.Attribute) and _plain_ref(node) and not env.is_tensor_ref(node):
        return not (isinstance(node.value, ast.Name) and env.is_tensor_name(node.value.id))
    return _scalarish(node, env) or shape_key(node, env) == key


def tensor_expr_reason(node: ast.AST, env: Env) -> Optional[str]:
    """None when ``node`` is a side-effect-free expression provably holding a tensor."""
    why = side_effect_free(node, env)
    if why:
        return why
    if _has_item(node):
        return f"`{ast.unparse(node)}` reads a value into Python (`.item()`)"
    if tensor_value(node, env) is None:
        return f"`{ast.unparse(node)}` is not provably a tensor"
    return None


# --------------------------------------------------------------------------------------------
# locating the target statement (shared by the codemods)
# --------------------------------------------------------------------------------------------
def target_statement(codemod, tree, fn, target):
    """The statement of ``fn`` a target names: by anchor (after other edits), else the innermost
    statement whose header spans ``target.line``."""
    from compilelint.fixers._common import find_anchor, header_span, iter_statement_blocks

    if target.anchor is not None:
        hit = find_anchor(tree, fn, target.anchor, target.anchor_n)
        return hit[1] if hit else None
    if target.line is None:
        return None
    best = None
    for _block, stmt in iter_statement_blocks(fn):
        lo, hi = header_span(stmt, codemod.pos)
        if lo <= target.line <= hi:
            best = stmt
    return best


def targeted_statements(codemod, tree):
    """(target, function node, statement) for each of a codemod's targets whose function is found
    and whose statement is there; a target whose statement is missing is refused with the line."""
    for t in codemod.targets:
        found = codemod.locate(tree, t)
        if found is None:
            continue
        fn = found[0]
        stmt = target_statement(codemod, tree, fn, t)
        if stmt is None:
            codemod.refuse(t, f"no statement at line {t.line} in `{t.function}`")
            continue
        yield t, fn, stmt


# --------------------------------------------------------------------------------------------
# predicate helpers: ``def has_any_adapter(idx) -> bool: return bool((idx != -1).any())``
# --------------------------------------------------------------------------------------------
def object_tensor_attrs(module: Optional[ast.Module], cls_name: str) -> frozenset:
    """The attributes an object of the top-level class ``cls_name`` holds tensors in: fields
    annotated ``Tensor`` in the class body (a dataclass) and ``class_tensor_attrs``."""
    if module is None:
        return frozenset()
    cls = next((c for c in module.body if isinstance(c, ast.ClassDef) and c.name == cls_name), None)
    if cls is None:
        return frozenset()
    fields = {st.target.id for st in cls.body if isinstance(st, ast.AnnAssign) and isinstance(st.target, ast.Name)
              and ast.unparse(st.annotation).rsplit(".", 1)[-1].strip("'\"") in ("Tensor", "Parameter")}
    return frozenset(fields) | class_tensor_attrs(module, cls_name)


def predicate_test(fn: ast.AST, refs: frozenset = frozenset()) -> Optional[ast.expr]:
    """The boolean tensor a helper's whole body tests, when the body is (a docstring and) one
    ``return bool(<pure tensor test>)`` / ``return <pure tensor test>`` on its parameters (or, for
    a property, on the tensor attributes ``refs`` of its object); the ``tensor_predicate`` strategy
    makes it return that tensor, so callers may keep the choice in the graph. None for anything
    else."""
    body = [b for b in getattr(fn, "body", ()) if not (isinstance(b, ast.Expr) and isinstance(b.value, ast.Constant))]
    if len(body) != 1 or not isinstance(body[0], ast.Return) or body[0].value is None:
        return None
    e = body[0].value
    if isinstance(e, ast.Call) and isinstance(e.func, ast.Name) and e.func.id == "bool" and len(e.args) == 1 \
            and not e.keywords:
        e = e.args[0]
    if isinstance(e, ast.Call) and method(e) == "item" and not e.args:
        e = e.func.value  # type: ignore[attr-defined]
    env = Env(fn)
    if refs:
        env.refs = env.refs | refs
        if not any(isinstance(n, ast.Attribute) and ast.unparse(n) in refs for n in ast.walk(e)):
            return None
    elif not any(env.is_tensor_name(a.arg) for a in fn.args.args + fn.args.kwonlyargs):  # type: ignore[attr-defined]
        return None
    cond, _why = tensor_condition(e, env)
    return cond


def method_as_function(m: ast.FunctionDef) -> Optional[ast.FunctionDef]:
    """A method's ``def`` with ``self`` dropped (its other parameters are what a predicate tests),
    or None when its first parameter is not ``self``."""
    if not (m.args.args and m.args.args[0].arg == "self"):
        return None
    return ast.FunctionDef(name=m.name, args=ast.arguments(
        posonlyargs=[], args=m.args.args[1:], vararg=None, kwonlyargs=m.args.kwonlyargs,
        kw_defaults=m.args.kw_defaults, kwarg=None, defaults=m.args.defaults),
        body=m.body, decorator_list=[], returns=m.returns, type_comment=None)


def predicate_calls(module: ast.Module, filename: Optional[str] = None) -> frozenset:
    """Call texts that name predicate helpers (``predicate_test``): module functions (``f``), methods
    of the module's classes called on ``self`` (``self.f``), and functions of a sibling module the
    module imports relatively (``from . import punica`` -> ``punica.f``; ``from .util import f``)."""
    out: set = set()
    for node in module.body:
        if isinstance(node, ast.FunctionDef) and predicate_test(node) is not None:
            out.add(node.name)
        elif isinstance(node, ast.ClassDef):
            for m in node.body:
                inner = method_as_function(m) if isinstance(m, ast.FunctionDef) and not m.decorator_list else None
                if inner is not None and predicate_test(inner) is not None:
                    out.add(f"self.{m.name}")
    if not filename:
        return frozenset(out)
    import os
    here = os.path.dirname(os.path.abspath(filename))
    for node in module.body:
        if not (isinstance(node, ast.ImportFrom) and node.level == 1):
            continue
        for alias in node.names:
            if node.module:  # ``from .util import f``
                path, fname, text = os.path.join(here, *node.module.split(".")) + ".py", alias.name, \
                    alias.asname or alias.name
            else:  # ``from . import punica`` -> ``punica.f``
                path, fname, text = os.path.join(here, alias.name + ".py"), None, alias.asname or alias.name
            try:
                with open(path, encoding="utf-8") as fh:
                    other = ast.parse(fh.read())
            except (OSError, SyntaxError, ValueError):
                continue
            for fn in other.body:
                if isinstance(fn, ast.FunctionDef) and (fname is None or fn.name == fname) \
                        and predicate_test(fn) is not None:
                    out.add(text if fname is not None else f"{text}.{fn.name}")
    return frozenset(out)


def target_env(codemod, tree, fa: ast.AST, target) -> Env:
    """The tensor knowledge of one rewrite: the function's own, the module's predicate helpers, the
    tensor-returning properties the scan named for this target (``tensor_attrs``), and the
    attributes its class only ever stores tensors in (``class_tensor_attrs``)."""
    env = Env(fa, calls=module_predicates(codemod, tree),
              attrs=frozenset(target.options.get("tensor_attrs") or ()))
    owner = target.function.rsplit(".", 1)[0] if target.function and "." in target.function else None
    if owner and "." not in owner:
        held = class_tensor_attrs(module_ast(tree), owner)
        if held:
            env.refs = env.refs | {f"self.{a}" for a in held}
    return env


# calls whose result is a tensor (torch's factories and functions, a Parameter); a method of one
# (``torch.tensor(v).unsqueeze_(1)``, ``torch.ones(n).to(dev)``) is one too
def _tensor_made(e: ast.AST) -> bool:
    while isinstance(e, ast.Call) and isinstance(e.func, ast.Attribute) and isinstance(e.func.value, ast.Call):
        e = e.func.value
    if not isinstance(e, ast.Call):
        return False
    parts = ast.unparse(e.func).split(".")
    if parts[-1] == "Parameter":
        return True
    # ``torch.ones(...)``, ``torch.nn.functional.pad(...)``, ``torch.linalg.norm(...)``: functions of
    # torch's tensor namespaces (not ``torch.cuda.Stream()``, ``torch.device(...)``, ``torch.Generator()``)
    return parts[0] == "torch" and parts[-1][:1].islower() and not parts[-1].startswith(("is_", "get_")) and (
        len(parts) == 2 or parts[1] in ("nn", "linalg", "fft", "special")) and parts[-1] not in _NOT_TENSOR_MAKERS


_NOT_TENSOR_MAKERS = frozenset({"device", "dtype", "finfo", "iinfo", "manual_seed", "set_grad_enabled",
                                "no_grad", "inference_mode", "compile", "load", "save"})


def class_tensor_attrs(module: Optional[ast.Module], cls_name: str) -> frozenset:
    """``self.<attr>`` the top-level class ``cls_name`` stores a tensor in at every store, in any of
    its methods (``self.penalties = torch.ones(b, v)`` in a ``_prepare`` hook), or registers as a
    buffer or parameter."""
    if module is None:
        return frozenset()
    cls = next((c for c in module.body if isinstance(c, ast.ClassDef) and c.name == cls_name), None)
    if cls is None:
        return frozenset()
    stores: dict = {}
    registered = set()
    for n in ast.walk(cls):
        if isinstance(n, (ast.Assign, ast.AnnAssign)) and n.value is not None:
            for t in (n.targets if isinstance(n, ast.Assign) else [n.target]):
                if isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name) and t.value.id == "self":
                    stores.setdefault(t.attr, []).append(n.value)
        elif isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr in (
                "register_buffer", "register_parameter") and n.args and isinstance(n.args[0], ast.Constant) \
                and isinstance(n.args[0].value, str):
            registered.add(n.args[0].value)
    return frozenset(registered | {a for a, vals in stores.items() if all(_tensor_made(v) for v in vals)})


def module_predicates(codemod, tree) -> frozenset:
    """``predicate_calls`` of the module a codemod rewrites (computed once per codemod run)."""
    got = getattr(codemod, "_predicates", None)
    if got is None:
        try:
            got = predicate_calls(ast.parse(tree.code), getattr(codemod.context, "filename", None))
        except SyntaxError:
            got = frozenset()
        codemod._predicates = got
    return got


# ---- item locals: ``peak = x.abs().max().item()`` read only by the test being rewritten -------
def _int_exact(t: ast.expr) -> bool:
    """``int()`` of this tensor reads it exactly: a count of a boolean tensor (``(~done).sum()``,
    ``mask.count_nonzero()``) or an index (``argmax``)."""
    if isinstance(t, ast.Call):
        m, tf = method(t), torch_func(t)
        if m in ("argmax", "argmin") or tf in ("argmax", "argmin"):
            return True
        if m in ("sum", "count_nonzero") and not t.args and not t.keywords:
            return is_bool_tensor(t.func.value)  # type: ignore[attr-defined]
        if tf in ("sum", "count_nonzero") and len(t.args) == 1 and not t.keywords:
            return is_bool_tensor(t.args[0])
    return False


def _item_tensor(v: ast.expr, env: Env) -> Optional[ast.expr]:
    """The tensor a Python read (``t.item()``, ``float(t)``, ``int(<count>)``) takes its value from."""
    if isinstance(v, ast.Call) and isinstance(v.func, ast.Name) and v.func.id == "int" and len(v.args) == 1 \
            and not v.keywords:
        inner = v.args[0]
        if side_effect_free(inner, env) is not None:
            return None
        t = tensor_value(inner, env)
        return t if t is not None and _int_exact(t) else None
    if not _reads_python(v) or side_effect_free(v, env) is not None:
        return None
    return tensor_value(v, env)


def promote_item_locals(env: Env, fa: ast.AST, test: ast.expr) -> dict:
    """Locals of ``fa`` the ``test`` reads that hold a tensor's value read into Python
    (``peak = rewards.abs().max().item()``), assigned once and read nowhere but in ``test``: each
    becomes a tensor name in ``env`` (the test then stays in the graph) and the result maps it to
    (line of its assignment in ``fa``, the tensor it is to hold: the read dropped). Keeping the
    value a 0-d tensor changes nothing else, since nothing else reads it."""
    in_test: dict = {}
    for n in ast.walk(test):
        if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load):
            in_test[n.id] = in_test.get(n.id, 0) + 1
    if not in_test:
        return {}
    params = {a.arg for a in ast.walk(fa.args) if isinstance(a, ast.arg)}  # type: ignore[attr-defined]
    loads: dict = {}
    stores: dict = {}
    assigns: dict = {}
    for n in own_nodes(fa):
        if isinstance(n, ast.Name):
            table = loads if isinstance(n.ctx, ast.Load) else stores
            table[n.id] = table.get(n.id, 0) + 1
        elif isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(n.targets[0], ast.Name):
            assigns[n.targets[0].id] = n
    anywhere: dict = {}
    for n in ast.walk(fa):
        if isinstance(n, ast.Name):
            anywhere[n.id] = anywhere.get(n.id, 0) + 1
    out: dict = {}
    for name, k in in_test.items():
        if env.is_tensor_name(name) or name in params or name not in assigns:
            continue
        t = _item_tensor(assigns[name].value, env)
        if t is None:
            continue
        if stores.get(name) != 1 or loads.get(name) != k or anywhere.get(name) != k + 1:
            env.item_why = (f"`{name}` holds a tensor's value read into Python and is assigned or read "
                            "outside the test as well (keeping it a tensor could change that code)")
            continue
        out[name] = (assigns[name].lineno, t)
    env.tensors.update(out)
    return out


def item_local_edits(codemod, fn: cst.CSTNode, promoted: dict) -> Optional[list]:
    """(statement, replacement) pairs turning each promoted local's assignment into the tensor
    (``peak = rewards.abs().max()``); None when one is not found as a plain one-line assignment."""
    if not promoted:
        return []
    offset = codemod.pos(fn.name).start.line - 1  # type: ignore[attr-defined]
    want = {line: (name, t) for name, (line, t) in promoted.items()}
    pairs: list = []

    class _V(cst.CSTVisitor):
        def visit_SimpleStatementLine(self, node: cst.SimpleStatementLine) -> bool:
            line = codemod.pos(node).start.line - offset
            if line in want and len(node.body) == 1 and isinstance(node.body[0], cst.Assign):
                value = cst.parse_expression(ast.unparse(want[line][1]))
                pairs.append((node, node.with_changes(body=[node.body[0].with_changes(value=value)])))
            return False

    fn.visit(_V())
    return pairs if len(pairs) == len(want) else None
