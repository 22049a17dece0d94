"""``while_loop``: a ``while`` loop whose test reads a tensor's value (CL201) and whose body only
updates tensor names becomes ``torch.while_loop``, so the loop runs inside the graph.

    while x.abs().max() > bound:            def _while_cond(x):
        x = x * 0.5                    ->       return x.abs().max() > bound
                                            def _while_body(x):
                                                x = x * 0.5
                                                return x
                                            (x,) = torch.while_loop(_while_cond, _while_body, (x,))

The loop's carried values are the names the body assigns that existed before the loop; the test
and the body read them as parameters, everything else through closures.

Measured on torch 2.13 CPU: the rewrite compiles under ``fullgraph=True`` (backend "eager") and
matches the original eagerly and compiled.

Safety: **unsafe** -- ``torch.while_loop`` needs the carried values to be tensors (or ints) whose
shapes and dtypes the body keeps, and forbids side effects and results aliasing an input (a result
that could alias one is returned as ``.clone()``); what breaks these rules raises when traced.
Refused, with the reason: an ``else``, ``break``/``continue``/``return`` in the body, statements
other than assignments to names and plain ``if``/``for`` blocks of them, an in-place method on a
name the body did not create, a body that assigns no name existing before the loop, a name
assigned only in the body and read after it, a test that is not a pure tensor expression.
"""
from __future__ import annotations

import ast

import libcst as cst

from compilelint.fixers._common import UNSAFE, FixCodemod, fn_ast, fresh_name, is_generator, replace_nodes
from compilelint.fixers._tensor_cond import target_env, targeted_statements, tensor_condition
from compilelint.fixers.early_exit import (_check_stmts, _find_if, _fresh_assigned, _indent, _names, carried_names,
                                           prior_names)

STRATEGY = "while_loop"
SAFETY = UNSAFE


class WhileLoop(FixCodemod):
    STRATEGY = STRATEGY
    SAFETY = SAFETY
    DESCRIPTION = "turn a while loop on a tensor's value into torch.while_loop"

    def transform_module_impl(self, tree: cst.Module) -> cst.Module:
        taken = {n.value for n in _names(tree)}
        pairs = []
        for t, fn, stmt in targeted_statements(self, tree):
            new = self._plan(t, tree, fn, stmt, taken)
            if new is not None:
                pairs.append((stmt, cst.FlattenSentinel(new)))
        return replace_nodes(tree, pairs)

    def _plan(self, t, tree: cst.Module, fn: cst.FunctionDef, stmt, taken: set[str]):
        if not isinstance(stmt, cst.While):
            self.refuse(t, "the data-dependent test is not a `while` loop")
            return None
        fa = fn_ast(tree, fn)
        if is_generator(fa):
            self.refuse(t, "the function is a generator")
            return None
        found = _find_if(fa, ast.parse(tree.code_for_node(stmt.with_changes(leading_lines=()))).body[0])
        if found is None:
            self.refuse(t, "the `while` is not found in its function (or appears there twice)")
            return None
        node = found[0]
        if node.orelse:
            self.refuse(t, "the `while` has an `else`")
            return None
        why = _check_stmts(node.body, set(), False)
        if why:
            self.refuse(t, why)
            return None
        cond, why = tensor_condition(node.test, target_env(self, tree, fa, t))
        if cond is None:
            self.refuse(t, why)
            return None
        inside = set(range(node.lineno, node.end_lineno + 1))  # type: ignore[arg-type]
        carried, leak = carried_names(fa, node.body, prior_names(fa, node.lineno), inside)
        if leak:
            self.refuse(t, f"`{leak}` is assigned only in the loop body and read after it")
            return None
        if not carried:
            self.refuse(t, "the loop body assigns no name that existed before the loop")
            return None
        in_use = lambda n: n in taken  # noqa: E731
        cname = fresh_name("_while_cond", in_use)
        taken.add(cname)
        bname = fresh_name("_while_body", in_use)
        taken.add(bname)
        fresh = _fresh_assigned(node.body)
        params = ", ".join(carried)
        tup = params + ("," if len(carried) == 1 else "")
        result = ", ".join(n if n in fresh else f"{n}.clone()" for n in carried) + ("," if len(carried) == 1 else "")
        body_code = "\n".join(_indent(tree.code_for_node(s).rstrip("\n"), "    ") for s in stmt.body.body)
        code = (f"def {cname}({params}):\n    return {ast.unparse(cond)}\n"
                f"def {bname}({params}):\n{body_code}\n    return ({result})\n"
                f"({tup}) = torch.while_loop({cname}, {bname}, ({tup}))\n")
        try:
            ast.parse(code)
            new = list(cst.parse_module(code).body)
        except (SyntaxError, cst.ParserSyntaxError):
            self.refuse(t, "the rewritten statements do not parse")
            return None
        new[0] = new[0].with_changes(leading_lines=stmt.leading_lines)
        self.need_import("torch")
        self.done(t, f"`while {ast.unparse(node.test)}:` becomes `torch.while_loop` carrying "
                     f"{', '.join(f'`{n}`' for n in carried)} (the loop runs in the graph; the carried values "
                     "must keep their shapes and dtypes, the body must have no side effects)")
        return new


Codemod = WhileLoop
