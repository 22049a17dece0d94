"""compiler_disable: replace ``@torch.compiler.disable`` (a graph break, so rejected under
``fullgraph=True``) with a form that compiles.

* The function returns tensors -> it becomes an opaque op (the ``opaque_op`` definition form,
  fake from the knowledge base or its own allocations, else refused); the decorator goes.
* It only has side effects (returns nothing) -> the decorator goes and the body runs under
  ``if not torch.compiler.is_compiling():``, so compiled code skips it and eager code keeps it::

      @torch.compiler.disable
      def log_stats(x):
          STATS.append(float(x.abs().max()))

  becomes::

      def log_stats(x):
          if not torch.compiler.is_compiling():
              STATS.append(float(x.abs().max()))

* It returns plain values from plain inputs -> the decorator becomes
  ``@torch.compiler.assume_constant_result``.
* Before all of these: where the scan walked its body and what it calls as if it were compiled
  and found no barrier (``detail["disabled_body"] == "traces"`` on the finding), the decorator
  simply goes - dynamo inlines the body (one graph, the eager behaviour unchanged).

Safety: **unsafe** (the op form needs a correct fake; the guarded form skips the side effects in
compiled code), except a guarded body made only of print/logging/warnings calls, which is safe.
"""
from __future__ import annotations

import ast

import libcst as cst

from compilelint.names import dotted

from compilelint.fixers._common import (DISABLE_NAMES, SAFE, UNSAFE, ImportMap, annotation_text,
                                        body_statements, dotted_name, fn_ast, is_tensorish_return_annotation,
                                        replace_nodes, returns_of, split_docstring)
from compilelint.fixers.constant_probe import acr_decorator, probe_problems
from compilelint.fixers.opaque_op import mutated_params
from compilelint.fixers._common import STATE_WRITE, mattering_write, module_ast
from compilelint.fixers.guard_side_effect import _is_diagnostic_call, guard_test, is_compiling_guard
from compilelint.fixers.opaque_op import OpaqueOp

STRATEGY = "compiler_disable"
SAFETY = UNSAFE


def _is_disable(dec: cst.Decorator, imports: ImportMap) -> bool:
    node = dec.decorator.func if isinstance(dec.decorator, cst.Call) else dec.decorator
    d = dotted_name(node) or ""
    return (imports.resolve(d) or d) in DISABLE_NAMES


class CompilerDisable(OpaqueOp):
    STRATEGY = STRATEGY
    SAFETY = SAFETY
    DESCRIPTION = "replace @torch.compiler.disable with an opaque op or a guarded body"

    def transform_module_impl(self, tree: cst.Module) -> cst.Module:
        imports = ImportMap(tree, self.module_name, self.is_package)
        pairs = []
        seen: set[int] = set()
        for t in self.targets:
            found = self.locate(tree, t)
            if found is None:
                continue
            fn, parents = found
            if id(fn) in seen:
                self.done(t, f"`{t.function}` fixed (same fix as another finding)")
                continue
            if not any(_is_disable(d, imports) for d in fn.decorators) and t.options.get("body") == "traces":
                # ``copy_and_clear = torch.compiler.disable(_copy_and_clear)`` of a body that
                # traces: the alias becomes the function itself
                wraps = [st for st in tree.body if _disable_alias_of(st, fn.name.value, imports)]
                if wraps:
                    seen.add(id(fn))
                    for st in wraps:
                        a = st.body[0]
                        pairs.append((a, a.with_changes(value=cst.Name(fn.name.value))))
                    self.done(t, f"`{t.function}` is wrapped by torch.compiler.disable at module level; the scan finds "
                                 "no barrier in its body or in what it calls, so the alias now names the function "
                                 "itself (dynamo traces it inline)", UNSAFE)
                    continue
            if not any(_is_disable(d, imports) for d in fn.decorators):
                # ``@host_side`` whose body returns ``torch.compiler.disable(fn)``: no decorator here
                # to rewrite (the planner's next candidate guards the call)
                self.refuse(t, f"`{t.function}` carries no torch.compiler.disable decorator of its own "
                               "(a project decorator applies it)")
                continue
            keep = [d for d in fn.decorators if not _is_disable(d, imports)]
            fa = fn_ast(tree, fn)
            valued = [r for r in returns_of(fa) if r.value is not None
                      and not (isinstance(r.value, ast.Constant) and r.value.value is None)]
            written = mutated_params(fa, {x.arg for x in fa.args.posonlyargs + fa.args.args + fa.args.kwonlyargs}
                                     - {"self", "cls"}, by_name=False)
            # (only where what it reads reaches the compiled code: a body guarded away reads nothing)
            feeds = t.options.get("body") == "traces" or bool(valued) or bool(written)
            live = _reads_changing_state(tree, fa) if feeds else None
            if live is not None:
                # ``peer = _PEER_BUFFERS.get(src)`` of a module dict another function fills at run
                # time: the disabled body reads it live, after the caller's earlier stores. Inlined,
                # dynamo keeps the value it saw while compiling; as an op inside the graph it runs
                # before dynamo replays the region's stores into the dict (blind45 s585: both
                # compiled to a different output)
                self.refuse(t, f"`{t.function}` reads `{live}`, module state other code changes at run time: "
                               "compiled, the read would not see the stores made before it")
                continue
            if t.options.get("body") == "traces":
                # the scan walked its body (and what it calls) as a root and found no barrier:
                # without the decorator dynamo inlines it - the whole graph, the eager behaviour kept
                seen.add(id(fn))
                pairs.append((fn, fn.with_changes(decorators=keep)))
                self.done(t, f"removed @torch.compiler.disable from `{t.function}`: the scan finds no barrier in "
                             "its body or in what it calls, so dynamo traces it inline", UNSAFE)
                continue
            ret = annotation_text(fa.returns)
            keep = [d for d in fn.decorators if not _is_disable(d, imports)]
            probe_reason = probe_problems(tree, fn, parents, imports)
            if written:
                # it writes its results into an argument (``out[t] += ...``): skipping the body
                # while compiling would drop them; only an op declaring the writes keeps them
                new = self._definition(tree, fn, parents, t, imports)
                if new is not None:
                    seen.add(id(fn))
                    pairs.append((fn, new))
                continue
            held = mattering_write(tree, fa)  # (a statistics buffer nothing else reads does not count)
            passthrough = _passthrough_param(fa)
            if held and (passthrough is not None or (not valued and ret in (None, "None"))):
                self.refuse(t, f"`{t.function}` " + STATE_WRITE.format(held, "it while compiling"))
                continue
            if passthrough is not None:
                # side effects, then ``return x`` of an unchanged parameter: the value does not need
                # an op (a custom op may not return its input anyway); guard the side effects only
                doc, rest = split_docstring(body_statements(fn))
                side, last = rest[:-1], rest[-1]
                inner = [st.with_changes(leading_lines=()) if i == 0 else st for i, st in enumerate(side)]
                guard = cst.If(test=guard_test(), body=cst.IndentedBlock(body=inner),
                               leading_lines=side[0].leading_lines)
                new_fn = fn.with_changes(decorators=keep, body=fn.body.with_changes(body=list(doc) + [guard, last]))
                diag = all(isinstance(st, ast.Expr) and _is_diagnostic_call(st.value, imports)
                           for st in _body_without_doc(fa)[:-1])
                seen.add(id(fn))
                pairs.append((fn, new_fn))
                self.need_import("torch")
                self.done(t, f"removed @torch.compiler.disable from `{t.function}`, which only has side effects and "
                             f"returns its argument `{passthrough}`: the side effects now run only outside compiled "
                             "code", SAFE if diag else UNSAFE)
                continue
            if is_tensorish_return_annotation(ret) or (valued and ret is None and probe_reason is not None):
                new = self._definition(tree, fn, parents, t, imports)
                if new is not None:
                    seen.add(id(fn))
                    pairs.append((fn, new))
                continue
            if not valued and ret in (None, "None"):
                doc, rest = split_docstring(body_statements(fn))
                if len(rest) == 1 and is_compiling_guard(rest[0]):
                    new_fn = fn.with_changes(decorators=keep)
                else:
                    inner = [s.with_changes(leading_lines=()) if i == 0 else s for i, s in enumerate(rest)]
                    guard = cst.If(test=guard_test(), body=cst.IndentedBlock(body=inner or [cst.SimpleStatementLine([cst.Pass()])]),
                                   leading_lines=rest[0].leading_lines if rest else ())
                    new_fn = fn.with_changes(decorators=keep, body=fn.body.with_changes(body=list(doc) + [guard]))
                diag = all(isinstance(s, ast.Expr) and _is_diagnostic_call(s.value, imports)
                           for s in fa.body if not (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant)))
                seen.add(id(fn))
                pairs.append((fn, new_fn))
                self.need_import("torch")
                self.done(t, f"removed @torch.compiler.disable from side-effect-only `{t.function}`; its body "
                             "now runs only outside compiled code", SAFE if diag else UNSAFE)
                continue
            if valued and probe_reason is None:
                seen.add(id(fn))
                pairs.append((fn, fn.with_changes(decorators=keep + [acr_decorator()])))
                self.need_import("torch")
                self.done(t, f"`{t.function}` returns plain values: @torch.compiler.disable became "
                             "@torch.compiler.assume_constant_result")
                continue
            self.refuse(t, f"`{t.function}` returns `{ret or 'values'}` computed from tensors; neither an op "
                           "(needs tensor results) nor a constant fits")
        if not pairs:
            return tree
        self.need_import("torch")
        return replace_nodes(tree, pairs)


def _disable_alias_of(st: cst.CSTNode, name: str, imports: ImportMap) -> bool:
    """``ALIAS = torch.compiler.disable(name)`` (a module-level statement)."""
    if not (isinstance(st, cst.SimpleStatementLine) and len(st.body) == 1 and isinstance(st.body[0], cst.Assign)):
        return False
    v = st.body[0].value
    if not (isinstance(v, cst.Call) and len(v.args) == 1 and v.args[0].keyword is None
            and isinstance(v.args[0].value, cst.Name) and v.args[0].value.value == name):
        return False
    d = dotted_name(v.func) or ""
    return (imports.resolve(d) or d) in DISABLE_NAMES


_CONTAINER_CALLS = frozenset({"dict", "list", "set", "defaultdict", "OrderedDict", "deque",
                              "collections.defaultdict", "collections.OrderedDict", "collections.deque"})
_MUTATING_METHODS = frozenset({"append", "extend", "insert", "pop", "popitem", "update", "setdefault", "clear",
                               "remove", "add", "discard", "appendleft", "popleft"})


def _reads_changing_state(tree: cst.Module, fa: ast.AST):
    """The module-level container (``_PEER_BUFFERS = {}``) ``fa`` reads that code outside it
    changes (``_PEER_BUFFERS[dst] = t``, ``.append(...)``, ``.update(...)``), else None."""
    mod = module_ast(tree)
    if mod is None:
        return None
    containers = set()
    for st in mod.body:
        targets = st.targets if type(st) is ast.Assign else [st.target] if type(st) is ast.AnnAssign else []
        v = getattr(st, "value", None)
        if v is None or not (type(v) in (ast.Dict, ast.List, ast.Set, ast.DictComp, ast.ListComp, ast.SetComp) or (
                type(v) is ast.Call and dotted(v.func) in _CONTAINER_CALLS)):
            continue
        containers |= {t.id for t in targets if type(t) is ast.Name}
    read = {n.id for n in ast.walk(fa) if type(n) is ast.Name and n.id in containers and type(n.ctx) is ast.Load}
    if not read:
        return None
    lo, hi = fa.lineno, fa.end_lineno or fa.lineno
    for n in ast.walk(mod):
        line = getattr(n, "lineno", None)
        if line is None or lo <= line <= hi:
            continue
        if type(n) is ast.Subscript and type(n.ctx) in (ast.Store, ast.Del) and type(n.value) is ast.Name \
                and n.value.id in read:
            return n.value.id
        if type(n) is ast.Call and type(n.func) is ast.Attribute and n.func.attr in _MUTATING_METHODS \
                and type(n.func.value) is ast.Name and n.func.value.id in read:
            return n.func.value.id
    return None


def _body_without_doc(fa: ast.AST) -> list:
    body = list(fa.body)
    if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
            and isinstance(body[0].value.value, str):
        body = body[1:]
    return body


def _passthrough_param(fa: ast.AST):
    """The parameter name when ``fa`` is side-effect statements followed by one final
    ``return <param>`` of a parameter it never rebinds (and no other return, no yield)."""
    body = _body_without_doc(fa)
    if len(body) < 2 or not isinstance(body[-1], ast.Return) or not isinstance(body[-1].value, ast.Name):
        return None
    name = body[-1].value.id
    a = fa.args
    params = {x.arg for x in a.posonlyargs + a.args + a.kwonlyargs}
    if name not in params or name in ("self", "cls"):
        return None
    for st in body[:-1]:
        for n in ast.walk(st):
            if isinstance(n, (ast.Return, ast.Yield, ast.YieldFrom, ast.Await, ast.Nonlocal, ast.Global)):
                return None
            if isinstance(n, ast.Name) and n.id == name and isinstance(n.ctx, (ast.Store, ast.Del)):
                return None
            if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
                return None
    return name


Codemod = CompilerDisable
