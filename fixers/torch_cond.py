"""``torch_cond``: a data-dependent ``if``/``else`` whose branches each call tensor functions
(submodules, module-level functions) and assign the results to the same names becomes
``torch.cond``, so both branches are traced and the choice is made in the graph.

``if x.sum() > 0: y = self.a(x)`` ``else: y = self.b(x)`` ->
``y = torch.cond(x.sum() > 0, lambda: self.a(x), lambda: self.b(x), ())`` (several names: each
lambda returns a tuple, unpacked into the names). ``.item()`` thresholds become tensor
comparisons, as in ``tensor_where``.

Measured on torch 2.13 CPU: the lambda form compiles under ``fullgraph=True`` (backend "eager")
and matches the original on both sides of the condition; called eagerly, ``torch.cond`` runs the
chosen branch.

Safety: **unsafe** -- ``torch.cond`` requires both branches to return tensors of the same
shape and dtype and to have no side effects (no mutation of inputs or state, no prints); it raises
when traced otherwise (a loud failure, never a silent difference). Refused, with the reason:
a branch that is not ``name = callee(plain args)`` (nested calls in the arguments, attribute or
subscript stores, returns, raises, loops), names assigned in only one branch, ``elif`` chains, a
test that is not a pure tensor expression. A branch that is pure tensor arithmetic goes to
``tensor_where`` instead.
"""
from __future__ import annotations

import ast

import libcst as cst

from compilelint.fixers._common import UNSAFE, FixCodemod, find_function, fn_ast, replace_nodes, statement_code
from compilelint.fixers.constant_probe import _class_tensor_attr
from compilelint.fixers.early_exit import prior_names
from compilelint.fixers._tensor_cond import (target_env, _plain_ref, item_local_edits, promote_item_locals,
                                             targeted_statements, tensor_condition)

STRATEGY = "torch_cond"
SAFETY = UNSAFE


def _plain_arg(node: ast.AST) -> bool:
    if isinstance(node, ast.Constant):
        return True
    if isinstance(node, (ast.Name, ast.Attribute)):
        return _plain_ref(node)
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        return _plain_arg(node.operand)
    return False


def _calls(stmts: list[ast.stmt]) -> tuple[dict[str, ast.Call] | None, str]:
    out: dict[str, ast.Call] = {}
    for s in stmts:
        if not (isinstance(s, ast.Assign) and len(s.targets) == 1 and (isinstance(s.targets[0], ast.Name) or (
                isinstance(s.targets[0], ast.Attribute) and isinstance(s.targets[0].value, ast.Name)
                and s.targets[0].value.id == "self"))):
            return None, f"`{ast.unparse(s).splitlines()[0]}` is not `name = callee(args)`"
        v = s.value
        if not (isinstance(v, ast.Call) and _plain_ref(v.func)):
            return None, f"`{ast.unparse(s)}` does not assign the result of one call"
        if not all(_plain_arg(a) for a in v.args) or not all(k.arg and _plain_arg(k.value) for k in v.keywords):
            return None, f"`{ast.unparse(v)}` has arguments that are not plain names or constants"
        name = ast.unparse(s.targets[0])  # ``y`` or ``self.scale``
        if name in out:
            return None, f"a branch assigns `{name}` twice"
        read = {n.id for n in ast.walk(v) if isinstance(n, ast.Name)} | {
            ast.unparse(n) for n in ast.walk(v) if isinstance(n, ast.Attribute)}
        if read & set(out):
            return None, f"`{ast.unparse(s)}` reads a name the branch assigned before"
        out[name] = v
    return out, ""


class TorchCond(FixCodemod):
    STRATEGY = STRATEGY
    SAFETY = SAFETY
    DESCRIPTION = "turn a data-dependent choice between tensor-function calls into torch.cond"

    def transform_module_impl(self, tree: cst.Module) -> cst.Module:
        pairs = []
        for t, fn, stmt in targeted_statements(self, tree):
            if not isinstance(stmt, cst.If):
                self.refuse(t, "the data-dependent test is not an `if` statement")
                continue
            if isinstance(stmt.orelse, cst.If):
                self.refuse(t, "an `elif` chain")
                continue
            node = ast.parse(statement_code(tree, stmt)).body[0]
            assert isinstance(node, ast.If)
            fa = fn_ast(tree, fn)
            env = target_env(self, tree, fa, t)
            # ``peak = x.abs().max().item()`` read only by this test: kept a tensor
            promoted = promote_item_locals(env, fa, node.test)
            cond, why = tensor_condition(node.test, env)
            if cond is None:
                self.refuse(t, env.item_why or why)
                continue
            extra = item_local_edits(self, fn, promoted)
            if extra is None:
                self.refuse(t, "cannot rewrite the assignment of the value the test reads")
                continue
            then, why = _calls(node.body)
            if then is None:
                self.refuse(t, why)
                continue
            if stmt.orelse is None:
                # ``if bad.any(): ids = self.handle_oov(ids)``: the other branch keeps each name's
                # value from before the ``if`` (a copy: torch.cond's results may not alias inputs)
                before = prior_names(fa, node.lineno)
                found = find_function(tree, t.function)
                cls = found[1][-1] if found and found[1] and isinstance(found[1][-1], cst.ClassDef) else None

                def held(n: str) -> bool:
                    if n.startswith("self."):
                        # ``self.scale = torch.ones(())`` in the class: a tensor the other branch keeps
                        return cls is not None and _class_tensor_attr(tree, cls, n[5:])
                    return n in before and env.is_tensor_name(n)

                missing = [n for n in then if not held(n)]
                if not then or missing:
                    self.refuse(t, "the `if` has no `else` and "
                                   + (f"`{missing[0]}` has no tensor value before it" if missing
                                      else "assigns nothing") + " (torch.cond needs a value from both branches)")
                    continue
                other = {n: ast.parse(f"{n}.clone()", mode="eval").body for n in then}
            else:
                other, why2 = _calls(node.orelse)
                if other is None:
                    self.refuse(t, why2)
                    continue
            if not then or list(then) != list(other):
                self.refuse(t, "the branches do not assign the same names in the same order "
                               f"({', '.join(then) or 'none'} / {', '.join(other) or 'none'})")
                continue
            names = list(then)

            def branch(calls: dict[str, ast.expr]) -> str:
                body = [ast.unparse(c) for c in calls.values()]
                return "lambda: " + (body[0] if len(body) == 1 else "(" + ", ".join(body) + ")")

            code = f"{', '.join(names)} = torch.cond({ast.unparse(cond)}, {branch(then)}, {branch(other)}, ())"
            try:
                new = cst.parse_statement(code + "\n")
            except cst.ParserSyntaxError:
                self.refuse(t, "the rewritten statement does not parse")
                continue
            pairs.append((stmt, new.with_changes(leading_lines=stmt.leading_lines)))
            pairs.extend(extra)
            self.need_import("torch")
            self.done(t, f"`if {ast.unparse(node.test)}:` choosing {', '.join(f'`{n}`' for n in names)} between "
                         "calls becomes `torch.cond` (both branches traced; they must return tensors of the same "
                         "shape and dtype and have no side effects)")
        return replace_nodes(tree, pairs)


Codemod = TorchCond
