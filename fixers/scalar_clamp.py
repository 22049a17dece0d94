"""scalar_clamp: a data-dependent clamp of a Python number read from a tensor becomes ``max``/``min``.

``if scale < MIN_SCALE: scale = MIN_SCALE`` where ``scale`` comes from ``.item()`` (or ``int(...)``
/ ``float(...)`` of a tensor): dynamo traces the ``.item()`` into an unbacked number but cannot
branch on it (UserError, "Could not guard on data-dependent expression"); ``max`` of it compiles
(measured on torch 2.13, CPU, ``fullgraph=True``).

Before (blind49 s766)::

    amax = x.abs().max().item()
    scale = amax / FP8_MAX
    if scale < MIN_SCALING_FACTOR:
        scale = MIN_SCALING_FACTOR

After::

    amax = x.abs().max().item()
    scale = amax / FP8_MAX
    scale = max(scale, MIN_SCALING_FACTOR)

``if a < b: a = b`` (or ``<=``, or ``b > a``) becomes ``a = max(a, b)``; ``if a > b: a = b`` (or
``>=``, or ``b < a``) becomes ``a = min(a, b)``. The number stays the first argument, so ties and
NaN keep the original's result (``max`` returns its first argument unless another is greater).

Refused: an ``else``/``elif``, a body other than the one assignment, a bound that is not a plain
name, attribute or constant expression, a clamped name with no visible number source
(``.item()``, ``int()``, ``float()``, arithmetic of such names) - a tensor there would still branch.

Safety: **safe** -- the same value in eager code for numbers, including ties and NaN.
"""
from __future__ import annotations

import ast
from typing import Optional

import libcst as cst

from compilelint.fixers._common import SAFE, FixCodemod, fn_ast, replace_nodes, statement_code
from compilelint.fixers._tensor_cond import targeted_statements

STRATEGY = "scalar_clamp"
SAFETY = SAFE

_SCALAR_CASTS = frozenset({"int", "float", "round", "abs", "min", "max", "math.floor", "math.ceil", "math.sqrt"})
_FLIP = {ast.Lt: ast.Gt, ast.LtE: ast.GtE, ast.Gt: ast.Lt, ast.GtE: ast.LtE}


def _pure_bound(e: ast.AST) -> bool:
    """A bound that reads no tensor and calls nothing: names, attributes, constants, arithmetic."""
    if isinstance(e, ast.Constant):
        return isinstance(e.value, (int, float)) and not isinstance(e.value, bool)
    if isinstance(e, ast.Name):
        return True
    if isinstance(e, ast.Attribute):
        return _pure_bound(e.value) if not isinstance(e.value, ast.Name) else True
    if isinstance(e, ast.UnaryOp) and isinstance(e.op, (ast.USub, ast.UAdd)):
        return _pure_bound(e.operand)
    if isinstance(e, ast.BinOp) and isinstance(e.op, (ast.Add, ast.Sub, ast.Mult, ast.Div, ast.FloorDiv)):
        return _pure_bound(e.left) and _pure_bound(e.right)
    return False


def _number_source(e: ast.AST, stores: dict, depth: int = 0) -> bool:
    """Whether ``e`` is visibly a Python number read from a tensor (or arithmetic of such)."""
    if depth > 6:
        return False
    if isinstance(e, ast.Call):
        if isinstance(e.func, ast.Attribute) and e.func.attr == "item" and not e.args:
            return True
        name = ast.unparse(e.func)
        return name in _SCALAR_CASTS and bool(e.args) and any(
            _number_source(a, stores, depth + 1) or _reads_tensor_value(a) for a in e.args)
    if isinstance(e, ast.BinOp):
        return _number_source(e.left, stores, depth + 1) or _number_source(e.right, stores, depth + 1)
    if isinstance(e, ast.UnaryOp):
        return _number_source(e.operand, stores, depth + 1)
    if isinstance(e, ast.Name):
        vals = stores.get(e.id)
        return bool(vals) and all(_number_source(v, stores, depth + 1) for v in vals)
    return False


def _reads_tensor_value(e: ast.AST) -> bool:
    """``int(t.max())``: a cast of a tensor method's result (a reduction)."""
    return isinstance(e, ast.Call) and isinstance(e.func, ast.Attribute) and e.func.attr in (
        "max", "min", "sum", "mean", "amax", "amin", "norm", "numel", "item")


class ScalarClamp(FixCodemod):
    STRATEGY = STRATEGY
    SAFETY = SAFETY
    DESCRIPTION = "turn `if x < c: x = c` on a number read from a tensor into `x = max(x, c)`"

    def transform_module_impl(self, tree: cst.Module) -> cst.Module:
        pairs = []
        for t, fn, stmt in targeted_statements(self, tree):
            new = self._rewrite(tree, fn, stmt, t)
            if new is not None:
                pairs.append((stmt, new))
        return replace_nodes(tree, pairs) if pairs else tree

    def _rewrite(self, tree, fn, stmt, t) -> Optional[cst.CSTNode]:
        if not isinstance(stmt, cst.If):
            self.refuse(t, "the data-dependent test is not an `if` statement")
            return None
        if stmt.orelse is not None:
            self.refuse(t, "the `if` has an `else`/`elif`")
            return None
        node = ast.parse(statement_code(tree, stmt)).body[0]
        assert isinstance(node, ast.If)
        if len(node.body) != 1 or not isinstance(node.body[0], ast.Assign) or len(node.body[0].targets) != 1 \
                or not isinstance(node.body[0].targets[0], ast.Name):
            self.refuse(t, "the branch is not one assignment to a name")
            return None
        name = node.body[0].targets[0].id
        value = node.body[0].value
        test = node.test
        if not (isinstance(test, ast.Compare) and len(test.ops) == 1 and type(test.ops[0]) in _FLIP):
            self.refuse(t, "the test is not one `<`, `<=`, `>` or `>=` comparison")
            return None
        left, op, right = test.left, type(test.ops[0]), test.comparators[0]
        if isinstance(right, ast.Name) and right.id == name and not (isinstance(left, ast.Name) and left.id == name):
            left, right, op = right, left, _FLIP[op]
        if not (isinstance(left, ast.Name) and left.id == name):
            self.refuse(t, f"the test does not compare `{name}`, the name the branch assigns")
            return None
        if ast.dump(right) != ast.dump(value):
            self.refuse(t, f"the branch assigns `{ast.unparse(value)}`, not the bound `{ast.unparse(right)}`")
            return None
        if not _pure_bound(right):
            self.refuse(t, f"the bound `{ast.unparse(right)}` is not a plain name, attribute or constant expression")
            return None
        fa = fn_ast(tree, fn)
        here = next((n for n in ast.walk(fa) if isinstance(n, ast.If) and ast.dump(n) == ast.dump(node)), None)
        if here is None:
            self.refuse(t, "could not find the statement in its function")
            return None
        stores: dict = {}
        for n in ast.walk(fa):
            if isinstance(n, ast.Assign) and n.lineno < here.lineno:
                for tg in n.targets:
                    if isinstance(tg, ast.Name):
                        stores.setdefault(tg.id, []).append(n.value)
            elif isinstance(n, ast.AugAssign) and isinstance(n.target, ast.Name) and n.lineno < here.lineno:
                stores.setdefault(n.target.id, []).append(ast.BinOp(ast.Name(n.target.id), n.op, n.value))
        if not _number_source(ast.Name(name), stores):
            self.refuse(t, f"`{name}` is not visibly a number read from a tensor (`.item()`, `int()`, `float()`); "
                           "as a tensor, max/min would still branch on it")
            return None
        func = "max" if op in (ast.Lt, ast.LtE) else "min"
        code = f"{name} = {func}({name}, {ast.unparse(right)})\n"
        new = cst.parse_statement(code)
        self.done(t, f"`if {ast.unparse(test)}: {name} = {ast.unparse(value)}` becomes `{code.strip()}` (the same "
                     "value; a number read from a tensor can be clamped in the graph, not branched on)", SAFE)
        return new.with_changes(leading_lines=stmt.leading_lines)


Codemod = ScalarClamp
