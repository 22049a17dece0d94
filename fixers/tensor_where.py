"""``tensor_where``: a branch on a tensor's value that only picks between tensors becomes
``torch.where``, so the choice stays in the graph.

* ``if <test>: y = A`` ``else: y = B`` -> ``y = torch.where(<test>, A, B)``; a name assigned in
  one branch only keeps its value before the ``if`` in the other (``if c: x = x.clamp(...)`` ->
  ``x = torch.where(c, x.clamp(...), x)``); several names become one tuple assignment (every
  value is computed from the names as they were before the ``if``);
* ``A if <test> else B`` (anywhere in a statement) -> ``torch.where(<test>, A, B)``;
* a threshold read into Python (``x.max().item() > limit``, ``float(s) > c``) becomes the tensor
  comparison (the ``.item()`` is dropped), so the same rewrite applies.

Measured on torch 2.13 CPU: the rewritten code compiles under ``fullgraph=True`` (backend
"eager") and matches the original eager output on both sides of the condition.

Safety: **unsafe** -- both branches are computed (a branch that would fail or be expensive runs
anyway), the result is a new tensor (never an alias of ``A``/``B``), and dtypes promote when the
branches' dtypes differ. Refused (with the reason): a branch with anything but ``name = <tensor
expression>`` (calls that are not pure tensor methods / ``torch`` functions, attribute or
subscript stores, augmented assignments, ``return``, ``raise``, ``break``/``continue``, nested
blocks), a value not provably a tensor, two values whose shapes cannot be proven equal
(``torch.where`` would broadcast one into the other), a name assigned in one branch with no
tensor value before the ``if``, a branch reading a name it assigned, an ``elif`` chain, a loop.
"""
from __future__ import annotations

import ast
from typing import Optional

import libcst as cst

from compilelint.fixers._common import UNSAFE, FixCodemod, fn_ast, own_nodes, replace_nodes, statement_code
from compilelint.fixers._tensor_cond import (target_env, Env, item_local_edits, promote_item_locals, shape_key,
                                             targeted_statements, tensor_condition, tensor_expr_reason)

STRATEGY = "tensor_where"
SAFETY = UNSAFE


def _branch(stmts: list[ast.stmt]) -> tuple[Optional[dict[str, ast.expr]], str]:
    """``{name: value}`` of a branch that only assigns plain names, else (None, reason)."""
    out: dict[str, ast.expr] = {}
    for s in stmts:
        if isinstance(s, ast.Pass):
            continue
        if isinstance(s, ast.Return):
            return None, "a branch returns early"
        if isinstance(s, ast.Raise):
            return None, "a branch raises"
        if isinstance(s, (ast.Break, ast.Continue)):
            return None, "a branch breaks out of / continues a loop"
        if isinstance(s, ast.AugAssign):
            return None, f"`{ast.unparse(s)}` updates in place"
        if isinstance(s, ast.Expr):
            return None, f"`{ast.unparse(s)}` is a statement run for its side effects"
        if isinstance(s, ast.AnnAssign) and s.value is not None and isinstance(s.target, ast.Name):
            targets, value = [s.target], s.value
        elif isinstance(s, ast.Assign):
            targets, value = s.targets, s.value
        else:
            return None, f"a branch holds `{ast.unparse(s).splitlines()[0]}` (only `name = <tensor>` is rewritten)"
        if len(targets) != 1 or not isinstance(targets[0], ast.Name):
            return None, f"`{ast.unparse(s)}` assigns something other than one plain name (state, unpacking)"
        name = targets[0].id
        if name in out:
            return None, f"a branch assigns `{name}` twice"
        read = {n.id for n in ast.walk(value) if isinstance(n, ast.Name)}
        if read & set(out):
            return None, f"`{ast.unparse(s)}` reads a name the branch assigned before"
        out[name] = value
    return out, ""


def _where(cond: ast.expr, a: ast.expr, b: ast.expr) -> ast.expr:
    return ast.Call(ast.parse("torch.where", mode="eval").body, [cond, a, b], [])


def _pick(cond: ast.expr, a: ast.expr, b: ast.expr, env: Env) -> tuple[Optional[ast.expr], str]:
    for v in (a, b):
        why = tensor_expr_reason(v, env)
        if why:
            return None, why
    ka, kb = shape_key(a, env), shape_key(b, env)
    if ka is None or ka != kb:
        return None, (f"cannot prove `{ast.unparse(a)}` and `{ast.unparse(b)}` have the same shape "
                      "(torch.where would broadcast one into the other)")
    return _where(cond, a, b), ""


class TensorWhere(FixCodemod):
    STRATEGY = STRATEGY
    SAFETY = SAFETY
    DESCRIPTION = "turn a data-dependent choice between tensors into torch.where"

    def transform_module_impl(self, tree: cst.Module) -> cst.Module:
        pairs = []
        for t, fn, stmt in targeted_statements(self, tree):
            fa = fn_ast(tree, fn)
            env = target_env(self, tree, fa, t)
            self._extra = []
            if isinstance(stmt, cst.If):
                new, msg = self._if(tree, fn, fa, stmt, env)
            elif isinstance(stmt, cst.SimpleStatementLine):
                env.set_prior(fa, self.pos(stmt).start.line - (self.pos(fn.name).start.line - 1))
                new, msg = self._ifexp(tree, stmt, env)
            else:
                new, msg = None, f"the data-dependent test is in a `{type(stmt).__name__.lower()}` statement"
            if new is None:
                self.refuse(t, msg)
                continue
            pairs.append((stmt, new))
            pairs.extend(self._extra)
            self.need_import("torch")
            self.done(t, msg)
        return replace_nodes(tree, pairs)

    _extra: list = []

    def _if(self, tree, fn, fa, stmt: cst.If, env: Env):
        self._extra = []
        if isinstance(stmt.orelse, cst.If):
            return None, "an `elif` chain"
        try:
            node = ast.parse(statement_code(tree, stmt)).body[0]
        except (SyntaxError, IndexError):
            return None, "cannot read the `if` statement"
        assert isinstance(node, ast.If)
        # ``peak = x.abs().max().item()`` read only by this test: kept a tensor
        promoted = promote_item_locals(env, fa, node.test)
        cond, why = tensor_condition(node.test, env)
        if cond is None:
            return None, env.item_why or why
        extra = item_local_edits(self, fn, promoted)
        if extra is None:
            return None, "cannot rewrite the assignment of the value the test reads"
        then, why = _branch(node.body)
        if then is None:
            return None, why
        other, why = _branch(node.orelse)
        if other is None:
            return None, why
        names = list(dict.fromkeys([*then, *other]))
        if not names:
            return None, "the branches assign nothing"
        # names assigned in one branch only keep their value from before the ``if``
        offset = self.pos(fn.name).start.line - 1
        if_line = self.pos(stmt).start.line - offset
        env.set_prior(fa, if_line)
        params = {a.arg for a in ast.walk(fa.args) if isinstance(a, ast.arg)}
        prior = params | {n.id for n in own_nodes(fa) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)
                          and n.lineno < if_line}
        values = []
        for n in names:
            if n not in then or n not in other:
                if n not in prior:
                    return None, f"`{n}` is assigned in only one branch and has no value before the `if`"
                if not env.is_tensor_name(n):
                    return None, f"`{n}` before the `if` is not provably a tensor"
            a = then.get(n, ast.Name(n, ast.Load()))
            b = other.get(n, ast.Name(n, ast.Load()))
            w, why = _pick(cond, a, b, env)
            if w is None:
                return None, why
            values.append(w)
        if len(names) == 1:
            code = f"{names[0]} = {ast.unparse(values[0])}"
        else:
            code = f"{', '.join(names)} = {', '.join(ast.unparse(v) for v in values)}"
        try:
            new = cst.parse_statement(code + "\n")
        except cst.ParserSyntaxError:
            return None, "the rewritten assignment does not parse"
        self._extra = extra
        return new.with_changes(leading_lines=stmt.leading_lines), (
            f"`if {ast.unparse(node.test)}:` choosing {', '.join(f'`{n}`' for n in names)} becomes `torch.where` "
            "(both branches computed)")

    def _ifexp(self, tree, stmt: cst.SimpleStatementLine, env: Env):
        exps: list[cst.IfExp] = []

        class _V(cst.CSTVisitor):
            def visit_IfExp(self, node):
                exps.append(node)

            def visit_Lambda(self, node):
                return False

        stmt.visit(_V())
        if not exps:
            return None, "no `if` statement or conditional expression on a tensor value here"
        repl = []
        reasons = []
        for e in exps:
            code = cst.Module([]).code_for_node(e)
            try:
                node = ast.parse(f"({code})", mode="eval").body
            except SyntaxError:
                continue
            assert isinstance(node, ast.IfExp)
            cond, why = tensor_condition(node.test, env)
            if cond is None:
                reasons.append(why)
                continue
            w, why = _pick(cond, node.body, node.orelse, env)
            if w is None:
                reasons.append(why)
                continue
            repl.append((e, cst.parse_expression(ast.unparse(w)).with_changes(
                lpar=e.lpar, rpar=e.rpar)))
        if not repl:
            return None, "; ".join(reasons) or "no conditional expression on a tensor value"
        if reasons:
            return None, "; ".join(reasons)
        by_id = {id(k): v for k, v in repl}

        class _R(cst.CSTTransformer):
            def leave_IfExp(self, original, updated):
                return by_id.get(id(original), updated)

        new = stmt.visit(_R())
        return new, "`A if <tensor test> else B` becomes `torch.where` (both sides computed)"


Codemod = TensorWhere
