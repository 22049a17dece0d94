"""guard_side_effect: run a side-effect statement only outside compiled code.

Before::

    def forward(self, x):
        logger.info("shape %s", x.shape)
        return self.proj(x)

After::

    def forward(self, x):
        if not torch.compiler.is_compiling():
            logger.info("shape %s", x.shape)
        return self.proj(x)

Dynamo evaluates ``torch.compiler.is_compiling()`` to ``True`` while tracing and drops the branch,
so the barrier never reaches the graph; eager runs keep the statement.

Safety: **safe** for a bare ``print`` / ``logging`` / ``warnings`` call (only diagnostics change
under compile); **unsafe** otherwise (file writes, timers, subprocesses are skipped in compiled
code; a statement that binds a name or sets state leaves it unset there). A statement whose bound
names are read later outside other guarded statements, one that returns, yields, breaks out of an
enclosing loop or defines a function or class is refused.
"""
from __future__ import annotations

import ast
from typing import Optional

import libcst as cst

from compilelint.fixers._common import (SAFE, UNSAFE, FixCodemod, ImportMap, Target, call_matches, fn_ast,
                                        header_span, statement_calls, iter_statement_blocks, replace_nodes,
                                        statement_code)

STRATEGY = "guard_side_effect"
SAFETY = SAFE  # for print/logging/warnings; other statements are unsafe

DIAGNOSTIC_CALLEES = ("print", "builtins.print", "warnings.warn", "warnings.warn_explicit", "logging.")
LOGGER_METHODS = {"debug", "info", "warning", "warn", "error", "exception", "critical", "log"}


def guard_test() -> cst.BaseExpression:
    return cst.parse_expression("not torch.compiler.is_compiling()")


def is_compiling_guard(node: cst.CSTNode) -> bool:
    if not isinstance(node, cst.If):
        return False
    test = cst.Module([]).code_for_node(node.test).replace(" ", "")
    return test in ("nottorch.compiler.is_compiling()", "nottorch._dynamo.is_compiling()",
                    "notis_compiling()", "nottorch.compiler.is_dynamo_compiling()")


def _is_diagnostic_call(expr: ast.expr, imports: ImportMap) -> bool:
    if not isinstance(expr, ast.Call):
        return False
    name = ast.unparse(expr.func)
    full = imports.resolve(name) or name
    if full in ("print", "builtins.print", "warnings.warn", "warnings.warn_explicit"):
        return True
    if full.startswith("logging.") and full.rsplit(".", 1)[-1] in LOGGER_METHODS:
        return True
    # logger.info(...), self.logger.warning(...), log.debug(...)
    if isinstance(expr.func, ast.Attribute) and expr.func.attr in LOGGER_METHODS:
        base = ast.unparse(expr.func.value).lower()
        if "log" in base:
            return True
    return False


def _bound_names(stmt: ast.stmt) -> tuple[set[str], bool]:
    """(local names bound, whether it also stores into attributes/subscripts)."""
    names: set[str] = set()
    state = False

    def target(t):
        nonlocal state
        if isinstance(t, ast.Name):
            names.add(t.id)
        elif isinstance(t, (ast.Tuple, ast.List)):
            for e in t.elts:
                target(e)
        elif isinstance(t, ast.Starred):
            target(t.value)
        else:
            state = True

    for n in ast.walk(stmt):
        if isinstance(n, ast.Assign):
            for t in n.targets:
                target(t)
        elif isinstance(n, (ast.AugAssign, ast.AnnAssign)):
            target(n.target)
        elif isinstance(n, (ast.For, ast.AsyncFor)):
            target(n.target)
        elif isinstance(n, ast.withitem) and n.optional_vars is not None:
            target(n.optional_vars)
        elif isinstance(n, ast.NamedExpr):
            target(n.target)
        elif isinstance(n, (ast.Import, ast.ImportFrom)):
            for a in n.names:
                names.add((a.asname or a.name).split(".")[0])
        elif isinstance(n, ast.ExceptHandler) and n.name:
            names.add(n.name)
        elif isinstance(n, ast.Delete):
            for t in n.targets:
                target(t)
    return names, state


def _mutated_names(stmt: ast.stmt) -> set[str]:
    """Names whose objects the statement may change: ``n[k] = v``, ``n.a = v``, ``n.m(...)``."""
    out: set[str] = set()
    for n in ast.walk(stmt):
        targets = []
        if isinstance(n, ast.Assign):
            targets = n.targets
        elif isinstance(n, (ast.AugAssign, ast.AnnAssign)):
            targets = [n.target]
        for t in targets:
            while isinstance(t, (ast.Subscript, ast.Attribute)):
                t = t.value
                if isinstance(t, ast.Name):
                    out.add(t.id)
        if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and isinstance(n.func.value, ast.Name):
            out.add(n.func.value.id)
    return out


def _control_flow_problem(stmt: ast.stmt) -> Optional[str]:
    def walk(node, in_loop):
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
                continue
            if isinstance(child, ast.Return):
                return "it returns from the function"
            if isinstance(child, (ast.Yield, ast.YieldFrom, ast.Await)):
                return "it yields/awaits"
            if isinstance(child, (ast.Break, ast.Continue)) and not in_loop:
                return "it breaks out of an enclosing loop"
            if isinstance(child, (ast.Global, ast.Nonlocal)):
                return "it declares global/nonlocal names"
            r = walk(child, in_loop or isinstance(child, (ast.For, ast.While, ast.AsyncFor)))
            if r:
                return r
        return None

    if isinstance(stmt, (ast.Return,)):
        return "it is a return statement"
    if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return "it defines a function or class"
    if isinstance(stmt, (ast.Break, ast.Continue)):
        return "it is a break/continue"
    return walk(stmt, isinstance(stmt, (ast.For, ast.While, ast.AsyncFor)))


class GuardSideEffect(FixCodemod):
    STRATEGY = STRATEGY
    SAFETY = SAFETY
    DESCRIPTION = "guard side-effect statements with `if not torch.compiler.is_compiling():`"

    def transform_module_impl(self, tree: cst.Module) -> cst.Module:
        imports = ImportMap(tree, self.module_name)
        # pass 1: resolve every target to a statement
        chosen: dict[int, tuple[Target, cst.FunctionDef, list, cst.BaseStatement]] = {}
        per_fn: dict[int, list[int]] = {}
        fns: dict[int, cst.FunctionDef] = {}
        for t in self.targets:
            found = self.locate(tree, t)
            if found is None:
                continue
            fn, _ = found
            hits = []
            callee = t.options.get("callee") if t.line is None and t.anchor is None else None
            for block, stmt, ancestors in iter_statement_blocks(fn, with_ancestors=True):
                if t.anchor is not None:
                    if statement_code(tree, stmt) == t.anchor:
                        hits = [(block, stmt, ancestors)]
                        break
                    continue
                if callee:
                    if any(call_matches(c, callee, imports) for c in statement_calls(stmt)):
                        hits.append((block, stmt, ancestors))
                    continue
                if t.line is None:
                    continue
                span = header_span(stmt, self.pos)
                if span[0] <= t.line <= span[1]:
                    hits = [(block, stmt, ancestors)]  # innermost wins
            if callee:
                # only the innermost statements holding the call
                ids = {id(h[1]) for h in hits}
                hits = [h for h in hits if not any(id(a) in ids for a in h[2])]
            if not hits:
                where = f"line {t.line}" if t.line is not None else f"a call of `{callee}`"
                self.refuse(t, f"no statement at {where} in `{t.function}`")
                continue
            for block, stmt, ancestors in hits:
                if any(is_compiling_guard(a) for a in ancestors) or is_compiling_guard(stmt):
                    continue
                if id(stmt) in chosen:
                    continue
                chosen[id(stmt)] = (t, fn, block, stmt)
                per_fn.setdefault(id(fn), []).append(id(stmt))
                fns[id(fn)] = fn
            if not any(chosen.get(id(h[1]), (None,))[0] is t for h in hits):
                self.done(t, "already guarded by `torch.compiler.is_compiling()`", SAFE)

        # pass 2: per function, check bindings and control flow against the whole batch
        verdicts: dict[int, list[tuple[int, Optional[str], str, str]]] = {}  # target -> (sid, problem, what, safety)
        for fid, stmt_ids in per_fn.items():
            fn = fns[fid]
            fa = fn_ast(tree, fn)
            local = {n.id for n in ast.walk(fa) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}
            local |= {a.arg for a in ast.walk(fa.args) if isinstance(a, ast.arg)} - {"self", "cls"}
            offset = self.pos(fn.name).start.line - 1  # ast line 1 is the ``def`` line
            spans = {}
            for sid in stmt_ids:
                r = self.pos(chosen[sid][3])
                spans[sid] = (r.start.line - offset, r.end.line - offset)
            for sid in stmt_ids:
                t, _, block, stmt = chosen[sid]
                lo, hi = spans[sid]
                verdict = verdicts.setdefault(id(t), [])
                try:
                    nodes = ast.parse(statement_code(tree, stmt)).body
                except SyntaxError:
                    nodes = []
                if not nodes:
                    verdict.append((sid, "could not analyse the statement", "", UNSAFE))
                    continue
                problem = next((p for p in map(_control_flow_problem, nodes) if p), None)
                if problem:
                    verdict.append((sid, f"cannot guard the statement at line {lo + offset}: {problem}", "", UNSAFE))
                    continue
                names: set[str] = set()
                state = False
                mutated: set[str] = set()
                for node in nodes:
                    n_, s_ = _bound_names(node)
                    names |= n_
                    state = state or s_
                    mutated |= _mutated_names(node) & local
                leaks = sorted(n for n in names | mutated if self._used_later(fa, n, hi, spans.values()))
                if leaks:
                    verdict.append((sid, f"the statement at line {lo + offset} binds or changes "
                                         f"{', '.join(f'`{n}`' for n in leaks)}, used later outside guarded code; "
                                         "guarding it would leave that unset in compiled code", "", UNSAFE))
                    continue
                diag = (len(nodes) == 1 and isinstance(nodes[0], ast.Expr)
                        and _is_diagnostic_call(nodes[0].value, imports) and not names and not state)
                if diag:
                    what = "diagnostic call"
                elif names:
                    what = "statement binding " + ", ".join(f"`{n}`" for n in sorted(names))
                else:
                    what = "side-effect statement"
                verdict.append((sid, None, what, SAFE if diag else UNSAFE))
        accepted: list[int] = []
        for t in self.targets:
            verdict = verdicts.get(id(t))
            if not verdict:
                continue
            bad = next((v for v in verdict if v[1] is not None), None)
            if bad is not None:
                self.refuse(t, bad[1])
                continue
            safety = SAFE if all(v[3] == SAFE for v in verdict) else UNSAFE
            whats = list(dict.fromkeys(v[2] for v in verdict))
            t.options["_safety"] = safety
            n = f"{len(verdict)} statements" if len(verdict) > 1 else whats[0]
            self.done(t, f"guarded {n} with `if not torch.compiler.is_compiling():`", safety)
            accepted += [v[0] for v in verdict]

        if not accepted:
            return tree
        # pass 3: merge adjacent guarded statements of one block into one ``if``
        acc = set(accepted)
        pairs = []
        done_blocks = set()
        for sid in accepted:
            _, _, block, _ = chosen[sid]
            if id(block) in done_blocks:
                continue
            done_blocks.add(id(block))
            i = 0
            stmts = list(block)
            while i < len(stmts):
                if id(stmts[i]) not in acc:
                    i += 1
                    continue
                j = i
                while j + 1 < len(stmts) and id(stmts[j + 1]) in acc:
                    j += 1
                run = stmts[i:j + 1]
                first = run[0]
                inner = [first.with_changes(leading_lines=())] + run[1:]
                guard = cst.If(test=guard_test(), body=cst.IndentedBlock(body=inner),
                               leading_lines=first.leading_lines)
                pairs.append((first, guard))
                for s in run[1:]:
                    pairs.append((s, cst.RemovalSentinel.REMOVE))
                i = j + 1
        self.need_import("torch")
        return replace_nodes(tree, pairs)

    @staticmethod
    def _used_later(fa: ast.AST, name: str, after_line: int, guarded) -> bool:
        guarded = list(guarded)
        for n in ast.walk(fa):
            if isinstance(n, ast.Name) and n.id == name and isinstance(n.ctx, ast.Load):
                if n.lineno <= after_line:
                    continue  # a read before the statement (or inside it)
                if any(lo <= n.lineno <= hi for lo, hi in guarded):
                    continue
                return True
        return False


Codemod = GuardSideEffect
