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

Modes (``Target.options``):

* default: the statement at the barrier line (or, with ``callee``, every statement calling an
  external barrier);
* ``whole_body``: a side-effect-only function (returns nothing, takes no tensors) runs its whole
  body under the guard (a metrics mixin's ``_mark``);
* ``check_only``: a data-dependent ``if`` whose branches only raise / assert / log (a NaN or
  overflow check) runs only in eager code; a branch that computes anything is refused;
* ``lock``: ``with lock:`` becomes ``with (lock if not torch.compiler.is_compiling() else
  contextlib.nullcontext()):`` (and ``lock = threading.Lock()`` likewise, when the name is only
  used by ``with``) -- dynamo traces one thread; eager code keeps the lock.

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

from compilelint.fixers._common import (SAFE, UNSAFE, FixCodemod, ImportMap, Target, call_matches, dotted_name,
                                        STATE_WRITE, mattering_write, module_ast, tensor_write_in,
                                        find_anchor, fn_ast, fresh_name, header_span, statement_calls,
                                        iter_statement_blocks, replace_nodes, statement_code)

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


def _store_targets(node: ast.AST) -> list:
    """The targets an assignment node writes (``a = b = v``, ``a += v``, ``a: T = v``); else []."""
    if isinstance(node, ast.Assign):
        return node.targets
    if isinstance(node, (ast.AugAssign, ast.AnnAssign)):
        return [node.target]
    return []


def _stored_attrs(nodes) -> set[str]:
    """``self._lib`` for ``self._lib = ...`` / ``self._lib[k] = ...`` (attribute state a guard would
    leave unset)."""
    out: set[str] = set()
    for stmt in nodes:
        for n in ast.walk(stmt):
            for t in _store_targets(n):
                while isinstance(t, ast.Subscript):
                    t = t.value
                if isinstance(t, ast.Attribute):
                    out.add(ast.unparse(t))
    return out


# stdlib algorithms that change their first argument in place (a heap, a sorted list, a shuffled
# deck): the container is program state, not a diagnostic (measured: blind41 s444's beam heap, where
# a guarded ``heapq.heappush`` left ``max(self._heap)`` empty in compiled code)
ARG_MUTATORS = frozenset({"heapq.heappush", "heapq.heappushpop", "heapq.heapify", "heapq.heapreplace",
                          "heapq.heappop", "bisect.insort", "bisect.insort_left", "bisect.insort_right",
                          "random.shuffle"})


def _read_elsewhere(mod: Optional[ast.Module], fa: ast.AST, text: str) -> bool:
    """Whether ``text`` (``self._heap``) is read in the module outside the function ``fa``."""
    if mod is None or not text.startswith(("self.", "cls.")) and "." not in text:
        return False
    lo, hi = fa.lineno, getattr(fa, "end_lineno", fa.lineno) or fa.lineno
    for n in ast.walk(mod):
        if isinstance(n, (ast.Attribute, ast.Name)) and isinstance(n.ctx, ast.Load) and \
                not (lo <= n.lineno <= hi) and ast.unparse(n) == text:
            return True
    return False


def _read_state_store(mod: Optional[ast.Module], fa: ast.AST, nodes) -> Optional[str]:
    """``self.X`` that the statements store - directly, or in a method of the module they call
    (``self._init_step_index(t)`` storing ``self._step_index``) - where ``__init__`` leaves it None
    and other code of the module reads it: a lazy fill a guard would skip; else None."""
    if mod is None:
        return None
    placeholders = _none_placeholders(mod)
    got = next((a for a in _stored_attrs(nodes) if a in placeholders and _read_elsewhere(mod, fa, a)), None)
    if got:
        return got
    for d in _called_defs(nodes, mod, fa):
        got = next((a for a in _stored_attrs(d.body) if a in placeholders and _read_elsewhere(mod, d, a)), None)
        if got:
            return got
    return None


def _called_defs(nodes, mod: ast.Module, fa: ast.AST) -> list:
    """The functions and methods of the module (by name, ``fa`` excepted) the statements call."""
    called = {_module_callee(c) for node in nodes for c in ast.walk(node) if isinstance(c, ast.Call)} - {None}
    if not called:
        return []
    return [d for d in ast.walk(mod) if isinstance(d, (ast.FunctionDef, ast.AsyncFunctionDef))
            and d.name in called and d is not fa]


def _argument_write(nodes, fa: ast.AST) -> Optional[str]:
    """A write into an object the function's caller passed (not ``self``/``cls``): an in-place
    tensor method (``logits.masked_fill_(...)``), an item store (``logits[i] = v``) or an attribute
    store (``layer.weight = Parameter(...)``); the written text, else None."""
    args = getattr(fa, "args", None)
    if args is None:
        return None
    from compilelint.fixers._common import annotation_text, is_tensor_annotation, used_as_tensor
    all_args = (*args.posonlyargs, *args.args, *args.kwonlyargs)
    # tensors the caller passes (annotated, or used as one) and modules (``layer: nn.Module``)
    tensors = {a.arg for a in all_args if a.arg not in ("self", "cls") and (
        is_tensor_annotation(annotation_text(a.annotation)) or used_as_tensor(fa, a.arg))}
    modules = {a.arg for a in all_args if a.arg not in ("self", "cls")
               and (annotation_text(a.annotation) or "").rsplit(".", 1)[-1] == "Module"}
    if not tensors and not modules:
        return None

    def base(e: ast.AST) -> Optional[str]:
        while isinstance(e, (ast.Subscript, ast.Attribute)):
            e = e.value
        return e.id if isinstance(e, ast.Name) else None

    def tensor_value(v: ast.AST) -> bool:
        name = ast.unparse(v.func) if isinstance(v, ast.Call) else ""
        return name.rsplit(".", 1)[-1] == "Parameter" or name.startswith("torch.")

    # views of a tensor argument share its storage: ``flat = key_cache.view(n, h, d)`` then
    # ``flat[slot] = k`` writes into the caller's cache (blind54 s941)
    changed = True
    while changed:
        changed = False
        for node in nodes:
            for n in ast.walk(node):
                if isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(n.targets[0], ast.Name) \
                        and n.targets[0].id not in tensors and _view_of(n.value) in tensors:
                    tensors.add(n.targets[0].id)
                    changed = True

    for node in nodes:
        for n in ast.walk(node):
            for t in _store_targets(n):
                b = base(t) if isinstance(t, (ast.Subscript, ast.Attribute)) else None
                if b in tensors and isinstance(t, ast.Subscript):
                    return ast.unparse(t)  # ``logits[i] = v``
                if b in modules and isinstance(t, ast.Attribute) and isinstance(n, ast.Assign) \
                        and tensor_value(n.value):
                    return ast.unparse(t)  # ``layer.weight = Parameter(...)``
            if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr.endswith("_") \
                    and not n.func.attr.startswith("_") and base(n.func.value) in tensors:
                return ast.unparse(n.func.value)  # ``logits.masked_fill_(...)``
    return None


_VIEW_METHODS = frozenset({"view", "view_as", "reshape", "flatten", "unflatten", "transpose", "permute",
                           "squeeze", "unsqueeze", "narrow", "select", "as_strided", "t", "T", "mT", "expand",
                           "unbind", "split", "chunk", "movedim", "swapaxes", "diagonal", "detach"})


def _view_of(v: ast.AST) -> Optional[str]:
    """The name whose storage ``v`` views: ``x.view(...)``, ``x[0]``, ``x.flatten(0, 1)[i]``."""
    while True:
        if isinstance(v, ast.Call) and isinstance(v.func, ast.Attribute) and v.func.attr in _VIEW_METHODS:
            v = v.func.value
        elif isinstance(v, ast.Subscript):
            v = v.value
        elif isinstance(v, ast.Attribute) and v.attr in ("T", "mT", "data"):
            v = v.value
        else:
            break
    return v.id if isinstance(v, ast.Name) else None


def _calls_argument_writer(nodes, mod: Optional[ast.Module], fa: ast.AST) -> Optional[tuple]:
    """(callee, written) where the statements call a function of the module that writes into an
    argument it is handed (``apply_bitmask_inplace_cpu(logits, ...)``), else None."""
    if mod is None:
        return None
    for d in _called_defs(nodes, mod, fa):
        w = _argument_write(d.body, d)
        if w:
            return d.name, w
    return None


def _none_placeholders(mod: ast.Module) -> set:
    """``self.X`` that an ``__init__`` of the module sets to None: state filled lazily later (a
    skipped fill leaves it None for its readers)."""
    out = set()
    for d in ast.walk(mod):
        if isinstance(d, ast.FunctionDef) and d.name == "__init__":
            for n in ast.walk(d):
                targets = n.targets if isinstance(n, ast.Assign) else [n.target] if isinstance(n, ast.AnnAssign) else []
                if targets and isinstance(n.value, ast.Constant) and n.value.value is None:
                    out.update(ast.unparse(t) for t in targets
                               if isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name) and t.value.id == "self")
    return out


def _mutated_names(stmt: ast.stmt) -> set[str]:
    """Names whose objects the statement may change: ``n[k] = v``, ``n.a = v``, ``n.m(...)``."""
    out: set[str] = set()
    for n in ast.walk(stmt):
        for t in _store_targets(n):
            while isinstance(t, (ast.Subscript, ast.Attribute)):
                t = t.value
                if isinstance(t, ast.Name):
                    out.add(t.id)
        if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and isinstance(n.func.value, ast.Name) \
                and n.func.attr not in READ_ONLY_METHODS:
            out.add(n.func.value.id)
    return out


# calls that set the random state later random ops read: skipping them while compiling changes what
# ``torch.multinomial`` / ``torch.rand`` give (measured: fresh13 f040's reseeding sampler)
RNG_SETTERS = frozenset({"torch.manual_seed", "torch.random.manual_seed", "torch.seed", "torch.set_rng_state",
                         "torch.random.set_rng_state", "torch.cuda.manual_seed", "torch.cuda.manual_seed_all",
                         "torch.cuda.set_rng_state", "random.seed", "random.setstate", "numpy.random.seed",
                         "numpy.random.set_state"})
_RNG_REASON = ("`{}` sets the random state that later random ops read; skipping it in compiled code would "
               "change their results")


def rng_setters(node: ast.AST, imports) -> list[str]:
    out = []
    for n in ast.walk(node):
        if isinstance(n, ast.Call):
            name = ast.unparse(n.func)
            full = (imports.resolve(name) if imports is not None else None) or name
            if full in RNG_SETTERS or full.replace("np.", "numpy.", 1) in RNG_SETTERS:
                out.append(full)
    return out


# methods that only read their receiver, whatever it is (a tensor's reductions and conversions, a
# str's, dict's or list's queries): ``print(f"kept {keep.sum()}")`` does not change ``keep``
READ_ONLY_METHODS = frozenset({
    "sum", "mean", "max", "min", "amax", "amin", "item", "tolist", "size", "numel", "dim", "float", "int",
    "long", "half", "double", "bool", "abs", "norm", "std", "var", "any", "all", "argmax", "argmin", "detach",
    "cpu", "clone", "get", "keys", "values", "items", "format", "count", "index", "startswith", "endswith",
    "join", "split", "strip", "lower", "upper", "nelement", "element_size", "stride", "is_contiguous",
    # tensor methods that make a new tensor (their in-place forms end in ``_``)
    "squeeze", "unsqueeze", "view", "view_as", "reshape", "reshape_as", "flatten", "transpose", "permute", "t",
    "contiguous", "to", "softmax", "log_softmax", "exp", "log", "sqrt", "sigmoid", "tanh", "topk", "sort",
    "argsort", "cumsum", "chunk", "narrow", "select", "expand", "expand_as", "type_as", "numpy", "round",
    "clamp", "masked_fill", "gather", "index_select", "unbind", "neg", "pow", "matmul", "nonzero", "eq", "ne",
    "lt", "le", "gt", "ge"})


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



# calls that enter a context for the code after them (``stack.enter_context(torch.autocast(...))``)
# or switch a computation mode; guarding them off in compiled code changes the numbers (blind53
# s914: an autocast entered on an ExitStack, "fixed" into an fp32 graph with other outputs)
_CONTEXT_ENTRIES = frozenset({"enter_context", "__enter__", "enter_async_context"})
_MODE_SWITCHES = frozenset({"autocast", "set_grad_enabled", "set_default_dtype", "set_autocast_enabled",
                            "set_autocast_dtype", "set_autocast_gpu_dtype", "inference_mode", "no_grad",
                            "enable_grad", "sdpa_kernel"})


def _enters_context(nodes, fa: Optional[ast.AST] = None, mod: Optional[ast.Module] = None) -> Optional[str]:
    """A call in ``nodes`` that enters a context or switches a computation mode; also a call handed
    the ``ExitStack`` a ``with`` of ``fa`` opened (``precision_contexts(cfg, stack)``: the callee
    enters its contexts on it), and one level into the module's own functions the statements call."""
    stacks = set()
    if fa is not None:
        for w in ast.walk(fa):
            if type(w) in (ast.With, ast.AsyncWith):
                for item in w.items:
                    ce = item.context_expr
                    if type(ce) is ast.Call and (ast.unparse(ce.func).rsplit(".", 1)[-1] in (
                            "ExitStack", "AsyncExitStack")) and type(item.optional_vars) is ast.Name:
                        stacks.add(item.optional_vars.id)
    for node in nodes:
        for c in ast.walk(node):
            if type(c) is ast.Call:
                name = c.func.attr if type(c.func) is ast.Attribute else c.func.id if type(c.func) is ast.Name else ""
                if name in _CONTEXT_ENTRIES or name in _MODE_SWITCHES:
                    return ast.unparse(c.func)
                if stacks and any(type(a) is ast.Name and a.id in stacks for a in (*c.args, *(k.value for k in c.keywords))):
                    return f"{ast.unparse(c.func)}(..., <ExitStack>)"
    if mod is not None and fa is not None:
        for d in _called_defs(nodes, mod, fa):
            got = _enters_context(d.body)
            if got:
                return got
    return None

class GuardSideEffect(FixCodemod):
    STRATEGY = STRATEGY
    SAFETY = SAFETY
    DESCRIPTION = "guard side-effect statements with `if not torch.compiler.is_compiling():`"

    def transform_module_impl(self, tree: cst.Module) -> cst.Module:
        imports = ImportMap(tree, self.module_name, self.is_package)
        self._writers = _state_writers(tree)
        self._tree_for_writers = tree
        self._mod_ast = module_ast(tree)
        self._tensor_writers = None
        if self.targets and all(t.options.get("factory") for t in self.targets):
            for t in self.targets:
                tree = factory_form(self, tree, t, imports)
            return tree
        # pass 1: resolve every target to a statement
        chosen: dict[int, tuple[Target, cst.FunctionDef, list, cst.BaseStatement]] = {}
        per_fn: dict[int, list[int]] = {}
        fns: dict[int, cst.FunctionDef] = {}
        body_pairs = []
        whole: set[int] = set()
        for t in self.targets:
            if not t.options.get("whole_body"):
                continue
            found = self.locate(tree, t)
            if found is None:
                continue
            fn, _ = found
            res = self._whole_body(tree, fn, t, imports)
            if res is not None and id(fn) not in whole:
                whole.add(id(fn))
                body_pairs.append((fn, res))
        for t in self.targets:
            if not t.options.get("lock"):
                continue
            found = self.locate(tree, t)
            if found is not None:
                res = self._lock_elision(tree, found[0], t)
                if res is not None:
                    body_pairs.append(res)
        for t in self.targets:
            if t.options.get("whole_body") or t.options.get("lock"):
                continue
            found = self.locate(tree, t)
            if found is None:
                continue
            fn, _ = found
            if id(fn) in whole:
                self.done(t, f"`{t.function}` runs only outside compiled code (whole body guarded)", UNSAFE)
                continue
            hits = []
            callee = t.options.get("callee") if t.line is None and t.anchor is None else None
            if t.anchor is not None:
                hit = find_anchor(tree, fn, t.anchor, t.anchor_n)
                hits = [hit] if hit else []
            for block, stmt, ancestors in (iter_statement_blocks(fn, with_ancestors=True) if t.anchor is None else ()):
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
            if t.options.get("check_only"):
                bad = next((h[1] for h in hits if not self._is_check(tree, h[1], imports)), None)
                if bad is not None:
                    self.refuse(t, "the data-dependent branch does more than check (raise/log/warn); "
                                   "skipping it in compiled code would change results")
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

        # pass 2: per function, check bindings and control flow against the whole batch; a
        # statement refused here no longer counts as guarded for the others (fixpoint)
        verdicts: dict[int, list[tuple[int, Optional[str], str, str]]] = {}  # target -> (sid, problem, what, safety)
        for fid, stmt_ids in per_fn.items():
            fn = fns[fid]
            fa = fn_ast(tree, fn)
            local = {n.id for n in ast.walk(fa) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}
            local |= {a.arg for a in ast.walk(fa.args) if isinstance(a, ast.arg)} - {"self", "cls"}
            offset = self.pos(fn.name).start.line - 1  # ast line 1 is the ``def`` line
            spans, info = {}, {}

            def register(sid):
                stmt = chosen[sid][3]
                r = self.pos(stmt)
                spans[sid] = (r.start.line - offset, r.end.line - offset)
                try:
                    info[sid] = ast.parse(statement_code(tree, stmt)).body
                except SyntaxError:
                    info[sid] = []

            for sid in stmt_ids:
                register(sid)
            live = set(stmt_ids)
            dead: set[int] = set()
            results: dict[int, tuple[Optional[str], str, str]] = {}
            changed = True
            rounds = 0
            while changed and rounds < 50:
                changed = False
                rounds += 1
                for sid in list(stmt_ids):
                    if sid not in live:
                        continue
                    res = self._verdict(info[sid], spans[sid], offset, fa, local, imports,
                                        [spans[x] for x in live])
                    if res[0] is None and chosen[sid][0].options.get("strict"):
                        w = self._tensor_state_write(info[sid], fa)
                        if w:
                            res = (f"the statement at line {spans[sid][0] + offset} writes tensor state (`{w}`); "
                                   "skipping it in compiled code would change what the model computes next",
                                   "", UNSAFE, set())
                        read = _read_state_store(getattr(self, "_mod_ast", None), fa, info[sid])
                        if res[0] is None and read:
                            # ``self._step_index = self.index_for_timestep(t)`` computed from the tensor:
                            # state another method reads (``step`` indexes with it), not telemetry
                            res = (f"the statement at line {spans[sid][0] + offset} stores `{read}`, which other "
                                   "code of the module reads; skipping it in compiled code would leave it unset",
                                   "", UNSAFE, set())
                    if res[0] is not None and res[3]:
                        # the statement binds names read later: guard those readers too when they
                        # are plain statements of the same block (``span = new_span(); annotate(span)``)
                        followers = self._followers(chosen[sid], res[3], tree)
                        if followers and not any(id(x) in dead for x in followers) \
                                and not all(id(x) in live for x in followers):
                            t_, fn_, block_, _ = chosen[sid]
                            for x in followers:
                                if id(x) not in chosen:
                                    chosen[id(x)] = (t_, fn_, block_, x)
                                    stmt_ids.append(id(x))
                                    register(id(x))
                                live.add(id(x))
                            changed = True
                            continue
                    results[sid] = res[:3]
                    if res[0] is not None:
                        live.discard(sid)
                        dead.add(sid)
                        changed = True
            for sid in stmt_ids:
                t = chosen[sid][0]
                verdicts.setdefault(id(t), []).append((sid, *results[sid]))
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
            if body_pairs:
                self.need_import("torch")
            return replace_nodes(tree, body_pairs)
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
        return replace_nodes(tree, pairs + body_pairs)

    @staticmethod
    def _is_check(tree, stmt, imports: ImportMap) -> bool:
        """An ``if`` whose branches only raise, assert, pass or emit diagnostics."""
        if not isinstance(stmt, cst.If):
            return False
        try:
            node = ast.parse(statement_code(tree, stmt)).body[0]
        except (SyntaxError, IndexError):
            return False

        def ok(stmts):
            for x in stmts:
                if isinstance(x, (ast.Raise, ast.Assert, ast.Pass)):
                    continue
                if isinstance(x, ast.Expr) and _is_diagnostic_call(x.value, imports):
                    continue
                if isinstance(x, ast.If) and ok(x.body) and ok(x.orelse):
                    continue
                return False
            return True

        return ok(node.body) and ok(node.orelse)

    def _lock_elision(self, tree, fn: cst.FunctionDef, t: Target):
        """``with lock:`` -> ``with (lock if not torch.compiler.is_compiling() else
        contextlib.nullcontext()):``; ``lock = threading.Lock()`` likewise when ``lock`` is only
        ever used as a context manager. Dynamo traces one thread; eager code keeps the lock."""
        hit = None
        if t.anchor is not None:
            found = find_anchor(tree, fn, t.anchor, t.anchor_n)
            hit = found[1] if found else None
        for _block, stmt, ancestors in (iter_statement_blocks(fn, with_ancestors=True) if t.anchor is None else ()):
            if t.line is not None:
                lo, hi = header_span(stmt, self.pos)
                if lo <= t.line <= hi:
                    hit = stmt
        if hit is None:
            self.refuse(t, f"no statement at line {t.line} in `{t.function}`")
            return None

        def elide(e: cst.BaseExpression) -> cst.BaseExpression:
            return cst.IfExp(test=guard_test(), body=e, orelse=cst.parse_expression("contextlib.nullcontext()"),
                             lpar=[cst.LeftParen()], rpar=[cst.RightParen()])

        def already(e) -> bool:
            return isinstance(e, cst.IfExp) and "is_compiling" in cst.Module([]).code_for_node(e.test)

        if isinstance(hit, cst.With):
            items = [it for it in hit.items if it.asname is None]
            if not items:
                self.refuse(t, "the lock's `with` binds a name (`as`); not rewriting it")
                return None
            if all(already(it.item) for it in items):
                self.done(t, "the lock is already skipped in compiled code", UNSAFE)
                return None
            def new_with(updated: cst.With) -> cst.With:
                return updated.with_changes(items=[
                    it.with_changes(item=elide(it.item)) if it.asname is None and not already(it.item) else it
                    for it in updated.items])

            self.need_import("contextlib")
            self.need_import("torch")
            self.done(t, "the lock is taken only outside compiled code (`contextlib.nullcontext()` while compiling)",
                      UNSAFE)
            return hit, new_with
        if isinstance(hit, cst.SimpleStatementLine) and len(hit.body) == 1 and isinstance(hit.body[0], cst.Assign) \
                and len(hit.body[0].targets) == 1 and isinstance(hit.body[0].targets[0].target, cst.Name):
            assign = hit.body[0]
            name = assign.targets[0].target.value
            if already(assign.value):
                self.done(t, "the lock is already skipped in compiled code", UNSAFE)
                return None
            fa = fn_ast(tree, fn)
            with_uses = {id(it.context_expr) for n in ast.walk(fa) if isinstance(n, (ast.With, ast.AsyncWith))
                         for it in n.items if it.optional_vars is None}
            for n in ast.walk(fa):
                if isinstance(n, ast.Name) and n.id == name and isinstance(n.ctx, ast.Load) and id(n) not in with_uses:
                    self.refuse(t, f"`{name}` is used other than as `with {name}:`; a null context would not do")
                    return None
            self.need_import("contextlib")
            self.need_import("torch")
            self.done(t, f"`{name}` is a real lock only outside compiled code (`contextlib.nullcontext()` while compiling)",
                      UNSAFE)
            return hit, (lambda updated: updated.with_changes(
                body=[updated.body[0].with_changes(value=elide(updated.body[0].value))]))
        self.refuse(t, "the barrier is not a `with lock:` statement or a lock assignment")
        return None

    def _whole_body(self, tree, fn: cst.FunctionDef, t: Target, imports: ImportMap):
        """A side-effect-only function (returns nothing): its whole body under the guard."""
        from compilelint.fixers._common import body_statements, is_generator, split_docstring

        fa = fn_ast(tree, fn)
        if isinstance(fa, ast.AsyncFunctionDef) or is_generator(fa):
            self.refuse(t, f"`{t.function}` is a generator/coroutine")
            return None
        if fn.name.value == "__init__" and any(
                isinstance(n, (ast.Assign, ast.AnnAssign)) and any(
                    isinstance(g, ast.Attribute) and isinstance(g.value, ast.Name) and g.value.id == "self"
                    for g in (n.targets if isinstance(n, ast.Assign) else [n.target]))
                for n in ast.walk(fa)):
            # (a lazily built singleton's constructor, blind41 s446: skipping it under compile left
            # ``self._mean_entropy`` unset for the method that appends to it)
            self.refuse(t, f"`{t.function}` sets up the object's attributes; skipping it in compiled code "
                           "would leave them unset for its other methods")
            return None
        if not isinstance(fn.body, cst.IndentedBlock):
            # ``def f(): print("x"); pass``: a one-line body has no block to put the guard in
            self.refuse(t, f"`{t.function}` is written on one line (its body is no indented block)")
            return None
        valued = [r for r in ast.walk(fa) if isinstance(r, ast.Return) and r.value is not None
                  and not (isinstance(r.value, ast.Constant) and r.value.value is None)]
        if valued:
            self.refuse(t, f"`{t.function}` returns a value; guarding its whole body would change it")
            return None
        from compilelint.fixers._common import annotation_text, is_tensor_annotation, param_kinds, used_as_tensor

        for name, arg, _, _ in param_kinds(fa):
            if name in ("self", "cls"):
                continue
            if is_tensor_annotation(annotation_text(arg.annotation)) or used_as_tensor(fa, name):
                self.refuse(t, f"`{t.function}` works on the tensor `{name}`; skipping it in compiled code "
                               "could change results")
                return None
        ann = ast.unparse(fa.returns) if fa.returns is not None else "None"
        if ann not in ("None", "'None'"):
            self.refuse(t, f"`{t.function}` is annotated to return {ann}")
            return None
        seeds = rng_setters(fa, imports)
        if seeds:
            self.refuse(t, _RNG_REASON.format(seeds[0]))
            return None
        entered = _enters_context(fa.body)
        if entered:
            self.refuse(t, f"`{t.function}` enters a context (`{entered}`) that changes how the code after it "
                           "computes (autocast, grad mode); skipping it in compiled code would change the results")
            return None
        held = mattering_write(tree, fa)
        if held:
            self.refuse(t, f"`{t.function}` " + STATE_WRITE.format(held, "it in compiled code"))
            return None
        arg = _argument_write(fa.body, fa)
        if arg:
            self.refuse(t, f"`{t.function}` writes into `{arg}`, which its caller passed (its data or its module's "
                           "weights); skipping it in compiled code would change the results")
            return None
        if t.options.get("strict"):
            w = self._tensor_state_write(fa.body, fa)
            if w:
                self.refuse(t, f"`{t.function}` writes tensor state (`{w}`); skipping it in compiled code would "
                               "change what the model computes next")
                return None
        doc, rest = split_docstring(body_statements(fn))
        if len(rest) == 1 and is_compiling_guard(rest[0]):
            self.done(t, f"`{t.function}` already runs only outside compiled code", SAFE)
            return None
        inner = [x.with_changes(leading_lines=()) if i == 0 else x for i, x in enumerate(rest)]
        guard = cst.If(test=guard_test(), body=cst.IndentedBlock(body=inner),
                       leading_lines=rest[0].leading_lines if rest else ())
        diag = all(isinstance(x, ast.Expr) and _is_diagnostic_call(x.value, imports) for x in fa.body
                   if not (isinstance(x, ast.Expr) and isinstance(x.value, ast.Constant)))
        self.done(t, f"side-effect-only `{t.function}` now runs only outside compiled code (whole body guarded)",
                  SAFE if diag else UNSAFE)
        return fn.with_changes(body=fn.body.with_changes(body=list(doc) + [guard]))

    def _tensor_state_write(self, nodes, fa) -> Optional[str]:
        """The first write into tensor state that outlives the call in ``nodes`` (``self.kv.index_copy_``,
        ``out=self.buf``, ``self.register_buffer(...)``, an in-place write into a parameter) or a call
        of a function of the module that makes one, at any depth (``self.ensure_capacity(p)`` whose
        ``_build`` re-registers the cos/sin buffers); None when there is none."""
        if getattr(self, "_tensor_writers", None) is None:
            mod = module_ast(self._tree_for_writers)
            self._tensor_writers = _tensor_writers(mod, _sibling_writers(mod, getattr(self.context, "filename", None)))
        params = {a.arg for a in ast.walk(fa.args) if isinstance(a, ast.arg)} if fa is not None else set()
        for node in nodes:
            w = tensor_write_in(ast.walk(node), params | {"self", "cls"}, registers=True)
            if w:
                return w
            for c in ast.walk(node):
                name = _module_callee(c)
                if name and name in self._tensor_writers:
                    return f"{ast.unparse(c.func)} -> {self._tensor_writers[name]}"
        return None

    def _verdict(self, nodes, span, offset, fa, local, imports, guarded) -> tuple[Optional[str], str, str]:
        """(problem or None, what, safety) for guarding one statement."""
        lo, hi = span
        if not nodes:
            return "could not analyse the statement", "", UNSAFE, set()
        problem = next((p for p in map(_control_flow_problem, nodes) if p), None)
        if problem:
            return f"cannot guard the statement at line {lo + offset}: {problem}", "", UNSAFE, set()
        seeds = [x for node in nodes for x in rng_setters(node, imports)]
        if seeds:
            return _RNG_REASON.format(seeds[0]), "", UNSAFE, set()
        entered = _enters_context(nodes, fa, getattr(self, "_mod_ast", None))
        if entered:
            return (f"the statement at line {lo + offset} enters a context (`{entered}`) that changes how the "
                    "code after it computes (autocast, grad mode); skipping it in compiled code would change the "
                    "results"), "", UNSAFE, set()
        arg = _argument_write(nodes, fa)
        if arg:
            return (f"the statement at line {lo + offset} writes into `{arg}`, which the caller passed (its data or "
                    "its module's weights); skipping it in compiled code would change the results"), "", UNSAFE, set()
        writer = _calls_argument_writer(nodes, getattr(self, "_mod_ast", None), fa)
        if writer:
            return (f"the statement at line {lo + offset} calls `{writer[0]}`, which writes into its argument "
                    f"`{writer[1]}`; skipping it in compiled code would change the results"), "", UNSAFE, set()
        for node in nodes:
            for c in ast.walk(node):
                if isinstance(c, ast.Call):
                    callee = ast.unparse(c.func)
                    key = callee[5:] if callee.startswith("self.") else callee
                    held = getattr(self, "_writers", {}).get(key) if "." not in key else None
                    if held:
                        return (f"`{callee}` " + STATE_WRITE.format(
                            held, f"the call at line {lo + offset} in compiled code")), "", UNSAFE, set()
        opaque = _tensors_to_unseen_callees(nodes, getattr(self, "_mod_ast", None), fa, imports)
        for arg, callee in opaque:
            if self._used_later(fa, arg, hi, guarded):
                # (blind55 s1017: ``fused_add_rmsnorm(hidden_states, residual, weight)``, a kernel
                # handle that writes into its arguments, guarded - the outputs went unnormalized)
                return (f"the statement at line {lo + offset} hands the tensor `{arg}` to `{callee}`, whose body "
                        "the fixer cannot see (a kernel may write into its arguments); skipping it in compiled "
                        f"code would leave `{arg}` as it was for the code after it"), "", UNSAFE, set()
        for node in nodes:
            for c in ast.walk(node):
                if not (isinstance(c, ast.Call) and c.args):
                    continue
                name = ast.unparse(c.func)
                full = imports.resolve(name) or name
                if full not in ARG_MUTATORS:
                    continue
                held = ast.unparse(c.args[0])
                if (isinstance(c.args[0], ast.Name) and self._used_later(fa, held, hi, guarded)) or \
                        _read_elsewhere(getattr(self, "_mod_ast", None), fa, held):
                    return (f"`{full}` changes `{held}` in place, which other code reads; skipping it in "
                            "compiled code would change what that code sees"), "", UNSAFE, set()
        names: set[str] = set()
        state = False
        mutated: set[str] = set()
        for node in nodes:
            n_, s_ = _bound_names(node)
            names |= n_
            state = state or s_
            mutated |= _mutated_names(node) & local
        leaks = sorted(n for n in names | mutated if self._used_later(fa, n, hi, guarded))
        leaks += sorted(a for a in _stored_attrs(nodes) if self._attr_read_later(fa, a, hi, guarded))
        if leaks:
            return (f"the statement at line {lo + offset} binds or changes "
                    f"{', '.join(f'`{n}`' for n in leaks)}, used later outside guarded code; "
                    "guarding it would leave that unset in compiled code"), "", UNSAFE, set(leaks)
        diag = (len(nodes) == 1 and isinstance(nodes[0], ast.Expr)
                and _is_diagnostic_call(nodes[0].value, imports) and not names and not state)
        if diag:
            return None, "diagnostic call", SAFE, set()
        if names:
            return None, "statement binding " + ", ".join(f"`{n}`" for n in sorted(names)), UNSAFE, set()
        return None, "side-effect statement", UNSAFE, set()

    @staticmethod
    def _followers(entry, names: set[str], tree) -> list:
        """Later statements of the same block reading ``names``, when every later read of them is
        in such a statement and none of those returns, yields or leaves a loop."""
        _t, _fn, block, stmt = entry
        stmts = list(block)
        try:
            i = next(k for k, x in enumerate(stmts) if x is stmt)
        except StopIteration:
            return []
        out = []
        for x in stmts[i + 1:]:
            try:
                nodes = ast.parse(statement_code(tree, x)).body
            except SyntaxError:
                return []
            reads = {n.id for node in nodes for n in ast.walk(node)
                     if isinstance(n, ast.Name) and isinstance(n.ctx, (ast.Load, ast.Del))}
            if reads & names:
                if any(_control_flow_problem(node) for node in nodes):
                    return []
                out.append(x)
        return out

    @staticmethod
    def _attr_read_later(fa: ast.AST, attr: str, after_line: int, guarded) -> bool:
        """Whether state stored at ``attr`` (``self._lib``) is read back later in the function."""
        guarded = list(guarded)
        for n in ast.walk(fa):
            if isinstance(n, ast.Attribute) and isinstance(n.ctx, ast.Load) and n.lineno > after_line:
                if ast.unparse(n) == attr and not any(lo <= n.lineno <= hi for lo, hi in guarded):
                    return True
        return False

    @staticmethod
    def _used_later(fa: ast.AST, name: str, after_line: int, guarded) -> bool:
        guarded = list(guarded)
        for n in ast.walk(fa):
            # ``del name`` after the statement needs the binding as much as a read does
            if isinstance(n, ast.Name) and n.id == name and isinstance(n.ctx, (ast.Load, ast.Del)):
                if n.lineno <= after_line:
                    continue  # a read before the statement (or inside it)
                if any(lo <= n.lineno <= hi for lo, hi in guarded):
                    continue
                return True
        return False



def _tensors_to_unseen_callees(nodes, mod: Optional[ast.Module], fa: ast.AST, imports, depth: int = 0) -> list:
    """(name, callee) of each tensor (a name used as one in the function) the statements hand to a
    call that is neither a diagnostic call nor a function or method of the module (whose body the
    writer analysis reads): a kernel handle, another library's op."""
    defs = {d.name for d in ast.walk(mod) if isinstance(d, (ast.FunctionDef, ast.AsyncFunctionDef))} \
        if mod is not None else set()
    from compilelint.fixers._common import annotation_text, is_tensor_annotation, used_as_tensor
    params = {a.arg for a in (*fa.args.posonlyargs, *fa.args.args, *fa.args.kwonlyargs)
              if is_tensor_annotation(annotation_text(a.annotation))} if getattr(fa, "args", None) else set()
    out = []
    for node in nodes:
        for c in ast.walk(node):
            if not isinstance(c, ast.Call) or _is_diagnostic_call(c, imports):
                continue
            local = _module_callee(c)
            if local is not None and local in defs:
                if depth < 2 and any(_tensors_to_unseen_callees(d.body, mod, d, imports, depth + 1)
                                     for d in ast.walk(mod) if isinstance(d, (ast.FunctionDef, ast.AsyncFunctionDef))
                                     and d.name == local and d is not fa):
                    # ``fused_add_rmsnorm(x, residual, w)`` whose body hands them on to a kernel handle
                    out.extend((a.id, ast.unparse(c.func)) for a in [*c.args, *(k.value for k in c.keywords)]
                               if isinstance(a, ast.Name) and used_as_tensor(fa, a.id))
                continue
            if depth == 0:
                # (a call the statement itself makes - a dumper's ``DUMPER.dump("x", h)``, a torch
                # op - is judged as before; only a module function that hands its tensors on to a
                # call the fixer cannot see is taken for a writer)
                continue
            callee = ast.unparse(c.func)
            full = imports.resolve(callee) or callee
            if full.split(".", 1)[0] in ("builtins", "len", "str", "repr", "int", "float", "bool", "isinstance", "id",
                                         "type", "print") \
                    or (full.startswith(("torch.", "F.")) and not full.endswith("_")):
                continue  # (a torch op makes a new tensor; its in-place forms end in ``_``)
            for a in [*c.args, *(k.value for k in c.keywords)]:
                if isinstance(a, ast.Name) and (a.id in params or used_as_tensor(fa, a.id)):
                    out.append((a.id, callee))
    return out


def _module_callee(c: ast.AST) -> Optional[str]:
    """The name of the module's function or method a call calls (``self._build(n)`` -> ``_build``,
    ``helper(x)`` -> ``helper``), else None."""
    if not isinstance(c, ast.Call):
        return None
    f = c.func
    if isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name) and f.value.id in ("self", "cls"):
        return f.attr
    return f.id if isinstance(f, ast.Name) else None


def _tensor_writers(mod: Optional[ast.Module], imported: Optional[dict] = None) -> dict:
    """Functions of the module (by name) that write tensor state outliving the call, directly or
    through the module's functions they call (``self._build(n)``) or the writers ``imported`` from
    sibling modules: name -> the write."""
    if mod is None:
        return dict(imported or {})
    fns = [n for n in ast.walk(mod) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))]
    out: dict = dict(imported or {})
    for n in fns:
        params = {a.arg for a in ast.walk(n.args) if isinstance(a, ast.arg)} | {"self", "cls"}
        w = tensor_write_in(ast.walk(n), params, registers=True)
        if w:
            out.setdefault(n.name, w)
    for _ in range(4):
        grew = False
        for n in fns:
            if n.name in out:
                continue
            for c in ast.walk(n):
                name = _module_callee(c)
                if name and name in out and name != n.name:
                    out[n.name] = f"{ast.unparse(c.func)} -> {out[name]}"
                    grew = True
                    break
        if not grew:
            break
    return out


def _sibling_writers(mod: Optional[ast.Module], filename: Optional[str]) -> dict:
    """``from .parameter_utils import replace_parameter``: the functions a module imports from a
    sibling module that write tensor state outliving the call there (``mod.register_parameter``,
    an in-place write into a parameter): local name -> the write."""
    if mod is None or not filename:
        return {}
    import os

    here = os.path.dirname(os.path.abspath(filename))
    out: dict = {}
    for node in mod.body:
        if not (isinstance(node, ast.ImportFrom) and node.level == 1 and node.module):
            continue
        path = os.path.join(here, *node.module.split(".")) + ".py"
        try:
            with open(path, encoding="utf-8") as fh:
                writers = _tensor_writers(ast.parse(fh.read()))
        except (OSError, SyntaxError, ValueError):
            continue
        for alias in node.names:
            if alias.name in writers:
                out[alias.asname or alias.name] = f"{node.module}.{alias.name}: {writers[alias.name]}"
    return out


def _state_writers(tree: cst.Module) -> dict:
    """Functions and methods of the module (by name) whose body writes in place into tensors an
    object holds: name -> the write (``self.inv_freq.copy_``)."""
    mod = module_ast(tree)
    if mod is None:
        return {}
    out: dict = {}
    for n in ast.walk(mod):
        if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)):
            held = mattering_write(tree, n)
            if held:
                out.setdefault(n.name, held)
    # ``copy_and_clear = torch.compiler.disable(_copy_and_clear)``: the alias writes as well
    for st in mod.body:
        if isinstance(st, ast.Assign) and len(st.targets) == 1 and isinstance(st.targets[0], ast.Name):
            v = st.value
            inner = v.args[0] if isinstance(v, ast.Call) and len(v.args) == 1 else v
            if isinstance(inner, ast.Name) and inner.id in out:
                out.setdefault(st.targets[0].id, out[inner.id])
    return out


def _placeholder(ann: Optional[str]) -> Optional[str]:
    """A neutral value of a field's annotated type, for compiled code; None when unknown."""
    if ann is None:
        return None
    a = ann.replace(" ", "")
    if a.startswith(("Optional[", "typing.Optional[")) or a.endswith("|None") or a.startswith("None|"):
        return "None"
    return {"float": "0.0", "int": "0", "str": '""', "bool": "False", "bytes": 'b""'}.get(a)


def factory_form(codemod: "GuardSideEffect", tree: cst.Module, t: Target, imports: ImportMap) -> cst.Module:
    """``field(default_factory=time.monotonic)`` of a dataclass built inside traced code (a
    creation timestamp, a request id): the factory becomes a module-level helper that returns a
    placeholder of the field's type while compiling and calls the original factory otherwise."""
    barrier = t.options["factory"]
    taken = {s.name.value for s in tree.body if isinstance(s, (cst.FunctionDef, cst.ClassDef))}
    pairs, inserts, why = [], [], None
    for cls in tree.body:
        if not isinstance(cls, cst.ClassDef) or not any(
                (dotted_name(d.decorator.func if isinstance(d.decorator, cst.Call) else d.decorator) or ""
                 ).rsplit(".", 1)[-1] == "dataclass" for d in cls.decorators):
            continue
        for stmt in cls.body.body:
            if not (isinstance(stmt, cst.SimpleStatementLine) and len(stmt.body) == 1
                    and isinstance(stmt.body[0], cst.AnnAssign) and isinstance(stmt.body[0].value, cst.Call)
                    and isinstance(stmt.body[0].target, cst.Name)):
                continue
            ann_assign = stmt.body[0]
            call = ann_assign.value
            if (dotted_name(call.func) or "").rsplit(".", 1)[-1] != "field":
                continue
            for kw in call.args:
                if kw.keyword is None or kw.keyword.value != "default_factory":
                    continue
                name = dotted_name(kw.value)
                if not name or (imports.resolve(name) or name) != barrier and name != barrier and (
                        f"{codemod.module_name}.{name}" != barrier):
                    continue
                ann = cst.Module([]).code_for_node(ann_assign.annotation.annotation)
                ph = _placeholder(ann)
                field_name = ann_assign.target.value
                if ph is None:
                    why = (f"`{cls.name.value}.{field_name}: {ann}` has no neutral value to use while compiling "
                           "(annotate it float, int, str, bool or Optional)")
                    continue
                helper_name = fresh_name(f"_{cls.name.value.lower()}_{field_name}_default", taken.__contains__)
                taken.add(helper_name)
                helper = cst.parse_statement(
                    f"def {helper_name}():\n"
                    f"    \"\"\"`{name}()` outside compiled code; {ph} while compiling (dynamo cannot run it).\"\"\"\n"
                    f"    if torch.compiler.is_compiling():\n"
                    f"        return {ph}\n"
                    f"    return {name}()\n")
                pairs.append((kw, kw.with_changes(value=cst.Name(helper_name))))
                inserts.append((cls, helper, f"{cls.name.value}.{field_name}"))
    if not pairs:
        codemod.refuse(t, why or f"no dataclass field in this module has `default_factory={barrier}`")
        return tree
    new = replace_nodes(tree, pairs)
    body = list(new.body)
    for cls, helper, _ in inserts:
        idx = next((i for i, st in enumerate(body) if isinstance(st, cst.ClassDef) and st.name.value == cls.name.value), None)
        if idx is None:
            continue
        target = body[idx]
        helper = helper.with_changes(leading_lines=list(target.leading_lines) or [cst.EmptyLine(), cst.EmptyLine()])
        body[idx] = target.with_changes(leading_lines=[cst.EmptyLine(), cst.EmptyLine()])
        body.insert(idx, helper)
    codemod.need_import("torch")
    codemod.done(t, "the dataclass factory of " + ", ".join(f"`{x[2]}`" for x in inserts)
                 + " returns a placeholder while compiling and runs only outside compiled code", UNSAFE)
    return new.with_changes(body=body)

Codemod = GuardSideEffect
