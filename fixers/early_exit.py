"""``early_exit``: a data-dependent early exit -- ``if <tensor test>: return A`` at the top of a
function body, or ``if <tensor test>: continue`` in a ``for`` loop -- becomes ``torch.cond``
between the exit and the rest of the body, so dynamo traces both and the graph makes the choice.

    if temperatures.max().item() == 0.0:        def _early_exit():
        return greedy                               return greedy.clone()
    probs = softmax(...)                 ->     def _early_exit_rest():
    return sample(probs)                            probs = softmax(...)
                                                    return sample(probs)
                                                return torch.cond(temperatures.max() == 0.0,
                                                                  _early_exit, _early_exit_rest, ())

In a loop, ``if mask.sum() == 0: continue`` followed by ``out = out + expert(x) * w`` becomes
``out = torch.cond(mask.sum() == 0, <keep out>, <the rest of the body, giving out>, ())``: the
values the rest of the body carries out (names it assigns that existed before) are the branches'
results. Names a branch assigns that existed before come in as default arguments (``def
_rest(out=out):``), so the rest reads them as Python does.

Measured on torch 2.13 CPU: both forms compile under ``fullgraph=True`` (backend "eager") and
match the original eagerly on both sides of the test; ``torch.cond`` called eagerly runs only the
chosen branch, so random ops in the other branch draw nothing.

Safety: **unsafe** -- ``torch.cond`` needs both branches to return tensors (or tuples of tensors)
of the same shape and dtype and forbids side effects and results that alias an input (a result
that could alias one is returned as ``.clone()``); what breaks these rules raises when traced (a
loud failure, never a silent difference). Refused, with the reason: an ``else``/``elif``, an
exit that is not ``return <value>``/``continue`` alone at the end of the branch, a ``return`` not
at the top of the function body, a rest of the body that does not end in ``return <value>`` (or
contains another ``return``/``break``/``continue``), statements other than assignments to names
and plain ``if``/``for`` blocks of them (bare calls, attribute or subscript stores, ``with``,
``try``, ``while``, ``raise``, ``del``, ``global``), an in-place method on a name the branch did
not create, a constant result (``None``, a number), a name assigned only past the exit and read
after the loop, a generator, a test that is not a pure tensor expression.
"""
from __future__ import annotations

import ast
from typing import Optional

import libcst as cst

from compilelint.fixers._common import (UNSAFE, FixCodemod, fn_ast, fresh_name, is_generator, iter_statement_blocks,
                                        replace_nodes)
from compilelint.fixers._tensor_cond import (target_env, ELEMENTWISE, REDUCTIONS, method,
                                             targeted_statements, tensor_condition, torch_func)
from compilelint.names import stmt_lists

STRATEGY = "early_exit"
SAFETY = UNSAFE

# torch functions / methods whose result may share storage with an argument / the receiver
_VIEWS = frozenset({"view", "view_as", "reshape", "reshape_as", "flatten", "squeeze", "unsqueeze", "transpose",
                    "permute", "t", "expand", "expand_as", "narrow", "select", "as_strided", "detach", "contiguous",
                    "to", "type", "type_as", "float", "double", "half", "bfloat16", "int", "long", "bool", "movedim",
                    "broadcast_to", "unflatten", "split", "chunk", "unbind", "diagonal", "real", "imag", "T", "mT",
                    "data", "cpu", "cuda", "requires_grad_", "view_as_real", "view_as_complex", "atleast_1d",
                    "atleast_2d", "atleast_3d", "squeeze_", "unsqueeze_"})
_FRESH_METHODS = (ELEMENTWISE | REDUCTIONS | frozenset({"clone", "masked_fill", "where", "cumsum", "cumprod",
                                                        "matmul", "mm", "bmm", "softmax", "log_softmax", "scatter",
                                                        "gather", "index_select", "new_zeros", "new_ones",
                                                        "new_empty", "new_full", "argsort", "sort"})) - _VIEWS
_FORBIDDEN_STMTS = (ast.With, ast.AsyncWith, ast.Try, ast.While, ast.Raise, ast.Delete, ast.Global, ast.Nonlocal,
                    ast.Assert, ast.Import, ast.ImportFrom, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef,
                    ast.AsyncFor)


def _stored_names(node: ast.AST) -> list[str]:
    return [n.id for n in ast.walk(node) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)]


def _check_stmts(stmts: list[ast.stmt], created: set[str], allow_return_last: bool,
                 nested_returns: bool = False) -> Optional[str]:
    """None when ``stmts`` are assignments to names and plain ``if``/``for`` blocks of them (the
    last may be ``return`` when allowed), else the reason. ``created``: names assigned so far in
    the branch (an in-place method on one is allowed), grown as statements are read.
    ``nested_returns``: the block becomes a function of its own (a ``torch.cond`` branch), so an
    ``if`` inside it may end in ``return <new tensor>`` too (``if self.soft: return l * x.tanh()``)."""
    for k, s in enumerate(stmts):
        last = k == len(stmts) - 1
        if isinstance(s, ast.Return):
            if not (allow_return_last and last):
                return f"`{ast.unparse(s)}` returns from inside the branch"
            why = _check_expr(s.value, created) if s.value is not None else None
            if why:
                return why
            continue
        if isinstance(s, (ast.Break, ast.Continue)):
            return f"`{ast.unparse(s)}` leaves the loop from inside the branch"
        if isinstance(s, _FORBIDDEN_STMTS):
            return f"`{ast.unparse(s).splitlines()[0]}` is not an assignment to names"
        if isinstance(s, ast.Expr):
            return f"`{ast.unparse(s).splitlines()[0]}` is a call for its side effects"
        if isinstance(s, ast.Pass):
            continue
        if isinstance(s, (ast.Assign, ast.AnnAssign, ast.AugAssign)):
            targets = s.targets if isinstance(s, ast.Assign) else [s.target]
            for t in targets:
                if any(isinstance(n, (ast.Attribute, ast.Subscript, ast.Starred)) for n in ast.walk(t)):
                    return f"`{ast.unparse(s).splitlines()[0]}` stores into an attribute or an item"
            if s.value is not None:
                why = _check_expr(s.value, created)
                if why:
                    return why
            for t in targets:
                created.update(_stored_names(t))
            continue
        if isinstance(s, ast.If):
            why = _check_expr(s.test, created) or _check_stmts(s.body, created, nested_returns, nested_returns) or \
                _check_stmts(s.orelse, created, nested_returns, nested_returns)
            if why:
                return why
            if nested_returns:
                for blk in (s.body, s.orelse):
                    r = blk[-1] if blk else None
                    if isinstance(r, ast.Return) and (r.value is None or not all(
                            _fresh(e, _fresh_assigned(blk[:-1]))
                            for e in (r.value.elts if isinstance(r.value, ast.Tuple) else [r.value]))):
                        return f"`{ast.unparse(r)}` inside a nested block may return an input itself (not a new tensor)"
            continue
        if isinstance(s, ast.For):
            if s.orelse:
                return "a `for` loop with an `else`"
            why = _check_expr(s.iter, created)
            if why:
                return why
            created.update(_stored_names(s.target))
            why = _check_stmts(s.body, created, False)
            if why:
                return why
            continue
        return f"`{ast.unparse(s).splitlines()[0]}` is not an assignment to names"
    return None


def _check_expr(e: ast.AST, created: set[str]) -> Optional[str]:
    for n in ast.walk(e):
        if isinstance(n, (ast.NamedExpr, ast.Yield, ast.YieldFrom, ast.Await)):
            return f"`{ast.unparse(n)}` is not a plain expression"
        if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute):
            m = n.func.attr
            if m.endswith("_") and not m.endswith("__") and isinstance(n.func.value, ast.Name) \
                    and n.func.value.id not in created:
                return f"`{ast.unparse(n)}` updates `{n.func.value.id}` in place"
        if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id in ("print", "exec", "eval",
                                                                                     "setattr", "delattr", "open"):
            return f"`{ast.unparse(n.func)}` has side effects"
    return None


def _fresh(e: ast.expr, fresh_names: set[str]) -> bool:
    """``e`` certainly makes a new tensor (never a view of, or the same object as, an input)."""
    if isinstance(e, (ast.BinOp, ast.UnaryOp)):
        return True
    if isinstance(e, ast.Name):
        return e.id in fresh_names
    if isinstance(e, ast.Call):
        tf = torch_func(e)
        if tf is not None:
            return tf not in _VIEWS
        m = method(e)
        if m in _FRESH_METHODS:
            return True
        if m in ("to", "float", "double", "half", "bfloat16", "int", "long", "bool", "type_as", "contiguous"):
            return _fresh(e.func.value, fresh_names)  # type: ignore[attr-defined]
    return False


def _fresh_assigned(stmts: list[ast.stmt]) -> set[str]:
    """Names the top level of ``stmts`` assigns, last, from an expression making a new tensor."""
    fresh: set[str] = set()
    for s in stmts:
        if isinstance(s, ast.Assign) and len(s.targets) == 1 and isinstance(s.targets[0], ast.Name):
            name = s.targets[0].id
            (fresh.add if _fresh(s.value, fresh) else fresh.discard)(name)
        elif isinstance(s, ast.AugAssign) and isinstance(s.target, ast.Name):
            fresh.add(s.target.id)  # ``x += y`` on a tensor name the branch received is refused above
        else:
            for n in _stored_names(s):
                fresh.discard(n)
    return fresh


def _arity(e: ast.expr) -> int:
    """The number of results a ``return`` value writes out (a tuple display), else 0."""
    return len(e.elts) if isinstance(e, ast.Tuple) else 0


def _result(e: ast.expr, fresh_names: set[str], arity: int = 0) -> tuple[Optional[str], str]:
    """The branch's result code with ``.clone()`` where it could alias an input, or (None, why).
    ``arity``: the other branch returns that many values in a tuple display, so a call here
    (``return _bonus_only(t, idx)``) hands back a tuple: each of its items is cloned."""
    if arity > 1 and isinstance(e, (ast.Call, ast.Name)):
        return f"tuple(_r.clone() for _r in {ast.unparse(e)})", ""
    elts = e.elts if isinstance(e, ast.Tuple) else [e]
    out = []
    for x in elts:
        if isinstance(x, (ast.Constant, ast.List, ast.Dict, ast.Set, ast.JoinedStr, ast.Lambda)):
            return None, f"`{ast.unparse(x)}` is not a tensor result"
        code = ast.unparse(x)
        if not _fresh(x, fresh_names):
            if not isinstance(x, (ast.Name, ast.Attribute, ast.Subscript, ast.Call)):
                code = f"({code})"
            code += ".clone()"
        out.append(code)
    if isinstance(e, ast.Tuple):
        return "(" + ", ".join(out) + ("," if len(out) == 1 else "") + ")", ""
    return out[0], ""


def _indent(code: str, pad: str) -> str:
    return "\n".join(pad + line if line.strip() else line for line in code.splitlines())


class EarlyExit(FixCodemod):
    STRATEGY = STRATEGY
    SAFETY = SAFETY
    DESCRIPTION = "turn a data-dependent early return / continue into torch.cond between the exit and the rest"

    def transform_module_impl(self, tree: cst.Module) -> cst.Module:
        edits = []
        taken_names = {n.value for n in _names(tree)}
        for t, fn, stmt in targeted_statements(self, tree):
            got = self._plan(t, tree, fn, stmt, taken_names)
            if got is not None:
                edits.append(got)
        pairs = [(owner, (lambda nb: (lambda upd: upd.with_changes(body=nb)))(new_body)) for owner, new_body in edits]
        return replace_nodes(tree, pairs)

    def _plan(self, t, tree: cst.Module, fn: cst.FunctionDef, stmt, taken_names: set[str]):
        if not isinstance(stmt, cst.If):
            self.refuse(t, "the data-dependent test is not an `if` statement")
            return None
        if stmt.orelse is not None:
            self.refuse(t, "the `if` has an `else` or `elif` (not an early exit)")
            return None
        where = None
        for block, s, ancestors in iter_statement_blocks(fn, with_ancestors=True):
            if s is stmt:
                where = (block, ancestors)
                break
        if where is None:
            self.refuse(t, "the `if` is not found in its function")
            return None
        block, ancestors = where
        fa = fn_ast(tree, fn)
        if is_generator(fa):
            self.refuse(t, "the function is a generator")
            return None
        found = _find_if(fa, ast.parse(tree.code_for_node(stmt.with_changes(leading_lines=()))).body[0])
        if found is None:
            self.refuse(t, "the `if` is not found in its function (or appears there twice)")
            return None
        node, fa_block = found
        exit_stmt = node.body[-1]
        kind = "return" if isinstance(exit_stmt, ast.Return) else "continue" if isinstance(exit_stmt, ast.Continue) \
            else None
        if kind is None:
            self.refuse(t, "the branch does not end in `return <value>` or `continue`")
            return None
        if kind == "return" and ancestors:
            self.refuse(t, "the `return` is not at the top of the function body")
            return None
        loop = ancestors[-1] if ancestors else None
        if kind == "continue" and not (isinstance(loop, cst.For) and isinstance(loop.body, cst.IndentedBlock)
                                       and block is loop.body.body):
            self.refuse(t, "the `continue` is not directly in the body of a `for` loop")
            return None
        if kind == "continue" and len(node.body) != 1:
            self.refuse(t, "the branch does more than `continue`")
            return None
        cond, why = tensor_condition(node.test, target_env(self, tree, fa, t))
        if cond is None:
            self.refuse(t, why)
            return None
        prior = prior_names(fa, node.lineno)
        i = list(block).index(stmt)
        rest = fa_block[fa_block.index(node) + 1:]
        rest_cst = list(block[i + 1:])
        if len(rest) != len(rest_cst):
            self.refuse(t, "the statements after the `if` could not be matched")
            return None
        name_in_use = lambda n: n in taken_names  # noqa: E731
        exit_name = fresh_name("_early_exit", name_in_use)
        taken_names.add(exit_name)
        rest_name = fresh_name("_early_exit_rest", name_in_use)
        taken_names.add(rest_name)
        if kind == "return":
            if not rest or not isinstance(rest[-1], ast.Return) or rest[-1].value is None:
                self.refuse(t, "the rest of the body does not end in `return <value>`")
                return None
            if exit_stmt.value is None:
                self.refuse(t, "the early `return` has no value")
                return None
            why = _check_stmts(node.body, set(), True, True) or _check_stmts(rest, set(), True, True)
            if why:
                self.refuse(t, why)
                return None
            n = _arity(exit_stmt.value) or _arity(rest[-1].value)
            a, why = _result(exit_stmt.value, _fresh_assigned(node.body[:-1]), n)
            b, why2 = (_result(rest[-1].value, _fresh_assigned(rest[:-1]), n) if a is not None else (None, ""))
            if a is None or b is None:
                self.refuse(t, why or why2)
                return None
            a_body, b_body = node.body[:-1], rest[:-1]
            a_cst, b_cst = list(stmt.body.body)[:-1], rest_cst[:-1]
            outs_code = None
        else:
            why = _check_stmts(rest, set(), False)
            if why:
                self.refuse(t, why)
                return None
            inside = {ln for r in rest for ln in range(r.lineno, r.end_lineno + 1)}
            outs, leak = carried_names(fa, rest, prior, inside)
            if leak:
                self.refuse(t, f"`{leak}` is assigned only past the `continue` and read elsewhere")
                return None
            if not outs:
                self.refuse(t, "the rest of the loop body assigns nothing that outlives it")
                return None
            fresh = _fresh_assigned(rest)
            a = "(" + ", ".join(f"{n}.clone()" for n in outs) + ")" if len(outs) > 1 else f"{outs[0]}.clone()"
            b = "(" + ", ".join(n if n in fresh else f"{n}.clone()" for n in outs) + ")" if len(outs) > 1 \
                else (outs[0] if outs[0] in fresh else f"{outs[0]}.clone()")
            a_body, b_body = [], rest
            a_cst, b_cst = [], rest_cst
            outs_code = ", ".join(outs)

        def nested(name: str, body: list[ast.stmt], body_cst: list, result: str) -> str:
            # a name the body assigns that existed before comes in as a default argument: the
            # body then reads it as Python did (``out = out + y`` would read an unbound local)
            stored = {n for s in body for n in _stored_names(s)}
            sig = ", ".join(f"{p}={p}" for p in sorted(stored & prior))
            lines = [f"def {name}({sig}):"]
            for s in body_cst:
                lines.append(_indent(tree.code_for_node(s).rstrip("\n"), "    "))
            lines.append(f"    return {result}")
            return "\n".join(lines)

        call = f"torch.cond({ast.unparse(cond)}, {exit_name}, {rest_name}, ())"
        code = "\n".join([nested(exit_name, a_body, a_cst, a), nested(rest_name, b_body, b_cst, b),
                          f"return {call}" if kind == "return" else f"{outs_code} = {call}"]) + "\n"
        try:
            new_stmts = list(cst.parse_module(code).body)
            ast.parse(code)
        except (cst.ParserSyntaxError, SyntaxError):
            self.refuse(t, "the rewritten statements do not parse")
            return None
        new_stmts[0] = new_stmts[0].with_changes(leading_lines=stmt.leading_lines)
        new_body = list(block[:i]) + new_stmts
        owner = loop.body if kind == "continue" else fn.body
        self.need_import("torch")
        what = (f"`if {ast.unparse(node.test)}: return ...`" if kind == "return"
                else f"`if {ast.unparse(node.test)}: continue`")
        self.done(t, f"{what} becomes `torch.cond` between the exit and the rest of the "
                     f"{'body' if kind == 'return' else 'loop body'} (both traced; they must return tensors of the "
                     "same shape and dtype and have no side effects)")
        return owner, new_body



def prior_names(fa: ast.AST, line: int) -> set[str]:
    """Parameters and names stored on lines before ``line`` (the function's ast)."""
    a = fa.args  # type: ignore[attr-defined]
    out = {x.arg for x in a.posonlyargs + a.args + a.kwonlyargs}
    out |= {x.arg for x in (a.vararg, a.kwarg) if x is not None}
    for n in ast.walk(fa):
        if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store) and n.lineno < line:
            out.add(n.id)
    return out


def carried_names(fa: ast.AST, stmts: list[ast.stmt], prior: set[str], inside: set[int]) -> tuple[list, Optional[str]]:
    """(the names ``stmts`` assign that existed before (``prior``), in order of assignment; a name
    they assign that did not exist before yet is read outside the lines ``inside``, or None)."""
    assigned: list[str] = []
    for s in stmts:
        for n in _stored_names(s):
            if n not in assigned:
                assigned.append(n)
    read_outside = {n.id for n in ast.walk(fa) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)
                    and n.lineno not in inside}
    leak = next((n for n in assigned if n not in prior and n in read_outside), None)
    return [n for n in assigned if n in prior], leak


def _find_if(fa: ast.AST, stmt: ast.stmt):
    """(the statement of ``fa`` with ``stmt``'s source, its block), when exactly one matches."""
    want = ast.dump(stmt)
    hits = [(s, blk) for blk in stmt_lists(fa) for s in blk if type(s) is type(stmt) and ast.dump(s) == want]
    return hits[0] if len(hits) == 1 else None


def _names(tree: cst.Module):
    class V(cst.CSTVisitor):
        def __init__(self):
            self.out = []

        def visit_Name(self, node: cst.Name) -> None:
            self.out.append(node)

    v = V()
    tree.visit(v)
    return v.out


Codemod = EarlyExit
