"""``masked_write``: an ``if <mask>.any():`` (CL201) whose body only writes through that boolean
mask (after copying the written tensor) runs unconditionally: a mask with no true element selects
nothing, so the writes change nothing, and the test (a data-dependent branch) goes away.

    dead = ~allowed.any(dim=-1)              dead = ~allowed.any(dim=-1)
    if dead.any():                    ->     allowed = allowed.clone()
        allowed = allowed.clone()            allowed[dead, eos_id] = True
        allowed[dead, eos_id] = True

Measured on torch 2.13 CPU: boolean-mask writes (``x[m] = v``, ``x[m, j] = v``, ``x[m] += v``)
compile under ``fullgraph=True`` and match the original eagerly and compiled.

Safety: **unsafe** -- where the mask has no true element the function now returns the copy made by
``.clone()`` instead of its input (equal values, another tensor). Refused, with the reason: an
``else``, a test other than ``<name>.any()`` / ``torch.any(<name>)``, a mask not provably boolean
(an index tensor selects row 0 where the test would have skipped), a statement other than
``x = x.clone()`` and writes whose first index is the mask, a written value with side effects.
"""
from __future__ import annotations

import ast

import libcst as cst

from compilelint.fixers._common import UNSAFE, FixCodemod, fn_ast, replace_nodes
from compilelint.fixers._tensor_cond import (is_bool_tensor, method, side_effect_free, target_env, targeted_statements,
                                             torch_func)
from compilelint.fixers.early_exit import _find_if

STRATEGY = "masked_write"
SAFETY = UNSAFE


def _mask_name(test: ast.expr) -> str | None:
    """``m.any()`` / ``torch.any(m)`` -> "m"."""
    if isinstance(test, ast.Call) and not test.keywords:
        if method(test) == "any" and not test.args and isinstance(test.func.value, ast.Name):  # type: ignore[attr-defined]
            return test.func.value.id  # type: ignore[attr-defined]
        if torch_func(test) == "any" and len(test.args) == 1 and isinstance(test.args[0], ast.Name):
            return test.args[0].id
    return None


def _first_index(target: ast.expr) -> ast.expr | None:
    if not isinstance(target, ast.Subscript):
        return None
    s = target.slice
    return s.elts[0] if isinstance(s, ast.Tuple) and s.elts else s


class MaskedWrite(FixCodemod):
    STRATEGY = STRATEGY
    SAFETY = SAFETY
    DESCRIPTION = "run writes through a boolean mask without testing the mask first"

    def transform_module_impl(self, tree: cst.Module) -> cst.Module:
        pairs = []
        for t, fn, stmt in targeted_statements(self, tree):
            why = self._why_not(t, tree, fn, stmt)
            if why:
                self.refuse(t, why)
                continue
            body = list(stmt.body.body)  # type: ignore[attr-defined]
            first = body[0].with_changes(leading_lines=stmt.leading_lines)
            pairs.append((stmt, cst.FlattenSentinel([first, *body[1:]])))
            self.done(t, "`if <mask>.any():` around writes through the mask becomes the writes themselves "
                         "(a mask with no true element writes nothing)")
        return replace_nodes(tree, pairs)

    def _why_not(self, t, tree: cst.Module, fn: cst.FunctionDef, stmt) -> str:
        if not isinstance(stmt, cst.If) or not isinstance(stmt.body, cst.IndentedBlock):
            return "the data-dependent test is not an `if` block"
        if stmt.orelse is not None:
            return "the `if` has an `else`"
        fa = fn_ast(tree, fn)
        found = _find_if(fa, ast.parse(tree.code_for_node(stmt.with_changes(leading_lines=()))).body[0])
        if found is None:
            return "the `if` is not found in its function (or appears there twice)"
        node = found[0]
        mask = _mask_name(node.test)
        if mask is None:
            return "the test is not `<mask>.any()`"
        env = target_env(self, tree, fa, t)
        env.set_prior(fa, node.lineno)
        prior = env.prior.get(mask)
        if prior is None or not is_bool_tensor(prior):
            return f"`{mask}` is not provably a boolean mask (an index tensor would select row 0)"
        writes = 0
        for s in node.body:
            if isinstance(s, ast.Assign) and len(s.targets) == 1 and isinstance(s.targets[0], ast.Name) \
                    and isinstance(s.value, ast.Call) and method(s.value) == "clone" and not s.value.args \
                    and isinstance(s.value.func.value, ast.Name) and s.value.func.value.id == s.targets[0].id:  # type: ignore[attr-defined]
                continue  # ``x = x.clone()``
            target = s.targets[0] if isinstance(s, ast.Assign) and len(s.targets) == 1 else \
                s.target if isinstance(s, ast.AugAssign) else None
            first = _first_index(target) if target is not None else None
            if not (isinstance(first, ast.Name) and first.id == mask and isinstance(target.value, ast.Name)):  # type: ignore[union-attr]
                return f"`{ast.unparse(s)}` is not `x = x.clone()` or a write whose first index is `{mask}`"
            if side_effect_free(s.value, env) is not None or any(
                    side_effect_free(e, env) is not None for e in ast.walk(target.slice)  # type: ignore[union-attr]
                    if isinstance(e, ast.expr)):
                return f"`{ast.unparse(s)}` computes something with side effects"
            writes += 1
        if not writes:
            return "the branch writes nothing through the mask"
        return ""


Codemod = MaskedWrite
