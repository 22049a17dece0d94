"""``assert_check``: a data-dependent check ``if <tensor test>: raise E("msg")`` becomes an
assertion that stays in the graph.

* a test reading tensor values (``(x < 0).any()``, ``torch.isnan(t).any()``,
  ``x.abs().max().item() > c``) becomes ``torch._assert_async(<not test, as a bool tensor>,
  "msg")``: the ``.item()`` / ``float()`` reads are dropped, ``not`` / ``and`` / ``or`` become
  ``torch.logical_not`` / ``logical_and`` / ``logical_or``;
* a test reading only sizes of data-dependent tensors (``idx.shape[0] == 0`` after ``nonzero``)
  becomes ``torch._check(torch.sym_not(<test>), lambda: "msg")``.

Measured on torch 2.13 CPU (``torch.compile(fullgraph=True, backend="eager")``): both compile;
when the check passes the result is the eager one; when it fails eager and compiled code both
raise ``RuntimeError`` with the message.

Safety: **unsafe** -- the exception type becomes ``RuntimeError`` (``torch._assert_async``, on CUDA,
reports asynchronously: a device-side assert). Refused: an ``if`` with an ``else``/``elif``, a
branch doing more than one ``raise``, a bare re-raise, a test that is not a pure tensor
expression (``self.check(x)``), ``int()`` truncations and chained comparisons.
"""
from __future__ import annotations

import ast

import libcst as cst

from compilelint.fixers._common import UNSAFE, FixCodemod, fn_ast, replace_nodes, statement_code
from compilelint.fixers._tensor_cond import (target_env, Env, negate, side_effect_free, size_condition,
                                             targeted_statements, tensor_condition)

STRATEGY = "assert_check"
SAFETY = UNSAFE


def _numbers_from_helpers(test: ast.expr, fa: ast.AST, env: Env, tree) -> bool:
    """Whether ``test`` is a tensor test only through locals assigned from module helpers whose
    whole body returns ``<tensor>.item()`` (``n = count(ids, t)``): those locals hold numbers read
    from a tensor at run time, not tensors."""
    try:
        module = ast.parse(tree.code)
    except SyntaxError:
        return False
    item_helpers = {f.name for f in module.body if isinstance(f, ast.FunctionDef) and len(
        [b for b in f.body if not (isinstance(b, ast.Expr) and isinstance(b.value, ast.Constant))]) == 1
        and isinstance(f.body[-1], ast.Return) and isinstance(f.body[-1].value, ast.Call)
        and isinstance(f.body[-1].value.func, ast.Attribute) and f.body[-1].value.func.attr == "item"}
    if not item_helpers:
        return False
    plain = Env(fa)  # the function's own knowledge, without the module's predicate helpers
    if tensor_condition(test, plain)[0] is not None:
        return False
    from_items = {a.targets[0].id for a in ast.walk(fa) if isinstance(a, ast.Assign) and len(a.targets) == 1
                  and isinstance(a.targets[0], ast.Name) and isinstance(a.value, ast.Call)
                  and isinstance(a.value.func, ast.Name) and a.value.func.id in item_helpers}
    names = {n.id for n in ast.walk(test) if isinstance(n, ast.Name)}
    return bool(names & from_items) and all(not env.is_tensor_name(n) or plain.is_tensor_name(n) or n in from_items
                                            for n in names)


def _message(exc: ast.expr, test: ast.expr, env: Env, code: str = "") -> str:
    """The check's message: the exception's literal / f-string message when it reads no tensor
    values, else a fixed text naming the exception and the test."""
    name = ast.unparse(exc.func if isinstance(exc, ast.Call) else exc)
    if isinstance(exc, ast.Call) and exc.args:
        m = exc.args[0]
        plain = isinstance(m, ast.Constant) and isinstance(m.value, str)
        if isinstance(m, ast.JoinedStr):
            plain = not any(isinstance(n, (ast.Call, ast.Subscript)) for n in ast.walk(m)) and not any(
                isinstance(n, ast.Name) and env.is_tensor_name(n.id) for n in ast.walk(m))
        if plain:
            return (ast.get_source_segment(code, m) if code else None) or ast.unparse(m)
    return repr(f"{name}: check failed: {ast.unparse(test)}")


class AssertCheck(FixCodemod):
    STRATEGY = STRATEGY
    SAFETY = SAFETY
    DESCRIPTION = "turn `if <tensor test>: raise` into torch._assert_async / torch._check"

    def transform_module_impl(self, tree: cst.Module) -> cst.Module:
        pairs = []
        for t, fn, stmt in targeted_statements(self, tree):
            if not isinstance(stmt, cst.If):
                self.refuse(t, "the data-dependent test is not an `if` statement")
                continue
            if stmt.orelse is not None:
                self.refuse(t, "the `if` has an else/elif branch (only `if <test>: raise` is rewritten)")
                continue
            src = statement_code(tree, stmt)
            try:
                node = ast.parse(src).body[0]
            except (SyntaxError, IndexError):
                self.refuse(t, "cannot read the `if` statement")
                continue
            assert isinstance(node, ast.If)
            if len(node.body) != 1 or not isinstance(node.body[0], ast.Raise):
                self.refuse(t, "the branch does more than raise (side effects or results would change)")
                continue
            exc = node.body[0].exc
            if exc is None:
                self.refuse(t, "a bare `raise` re-raises the exception being handled")
                continue
            env = target_env(self, tree, fn_ast(tree, fn), t)
            if side_effect_free(exc, env) is not None and not (isinstance(exc, ast.Call) and isinstance(
                    exc.func, (ast.Name, ast.Attribute))):
                self.refuse(t, "the raised exception is not a plain `E(...)`")
                continue
            msg = _message(exc, node.test, env, src)
            cond, why = tensor_condition(node.test, env)
            numbers = cond is not None and _numbers_from_helpers(node.test, fn_ast(tree, fn), env, tree)
            if numbers:
                # ``n = count_placeholders(ids, t)`` where the helper returns ``(...).sum().item()``:
                # a number at run time (the helper is not rewritten here), checked with torch._check
                cond = None
            if cond is not None:
                code = f"torch._assert_async({ast.unparse(negate(cond))}, {msg})"
                what = "`torch._assert_async` (the check runs in the graph)"
            else:
                why_size = None if numbers else size_condition(node.test, env)
                if why_size is not None:
                    self.refuse(t, f"the test is neither a tensor value nor a size: {why}")
                    continue
                test = node.test
                inverse = {ast.Eq: ast.NotEq, ast.NotEq: ast.Eq, ast.Lt: ast.GtE, ast.GtE: ast.Lt, ast.Gt: ast.LtE,
                           ast.LtE: ast.Gt}
                if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
                    check = test.operand
                elif isinstance(test, ast.Compare) and len(test.ops) == 1 and type(test.ops[0]) in inverse:
                    check = ast.Compare(test.left, [inverse[type(test.ops[0])]()], test.comparators)
                else:
                    check = ast.Call(ast.parse("torch.sym_not", mode="eval").body, [test], [])
                code = f"torch._check({ast.unparse(check)}, lambda: {msg})"
                what = "`torch._check` on the numbers" if numbers else "`torch._check` on the size"
            try:
                new = cst.parse_statement(code + "\n")
            except cst.ParserSyntaxError:
                self.refuse(t, "the rewritten check does not parse")
                continue
            pairs.append((stmt, new.with_changes(leading_lines=stmt.leading_lines)))
            self.need_import("torch")
            self.done(t, f"`if {ast.unparse(node.test)}: raise` becomes {what}; a failure raises "
                         f"RuntimeError instead of `{ast.unparse(exc.func if isinstance(exc, ast.Call) else exc)}`")
        return replace_nodes(tree, pairs)


Codemod = AssertCheck
