"""Which frames dynamo compiles on their own, and where a frame that it does not compile stops
being traced (``fullgraph=False``).

Measured on torch 2.13 (tests/test_frames.py): when a graph break happens inside an inlined call,
dynamo breaks the compiled frame at that call and runs the callee eagerly; each frame entered
eagerly is handed to dynamo again, which compiles it only if it holds something torch-related
(``has_tensor_in_frame``): a tensor, an ``nn.Module`` or a module class among its arguments (also
inside a list, tuple, dict or namedtuple), or a name in its code that the module binds to ``torch``
/ a ``torch.*`` module (``numpy`` too: dynamo traces numpy). A frame without any - a JIT loader's
``run_ninja(build_dir, ninja_file, verbose)``, a ``JitSpec`` method - runs eagerly, so after its
first graph break nothing later in it is traced: ``def f(): os.getcwd(); time.time()`` gives one
break, not two. The functions it calls are frames of their own again (compiled if they hold
tensors).

The scan models this as a state per reached function: traced (inlined from a compiled frame),
eager (entered eagerly, not compiled), or unfiltered (under a root that is not ``fullgraph=False``,
where every barrier is a compile error the user meets one after another). In a traced frame that
dynamo would not compile, a call or barrier after a *breaker* - a barrier, or a call of a function
that breaks on every path - in the same block runs eagerly. Everything here errs towards
"compiled": an unannotated argument, a closure, a generator, a class with an unresolved base.
"""
from __future__ import annotations

import ast
import builtins
from collections import deque
from typing import Optional

from compilelint.conditions import inside
from compilelint.index.schema import T_CLASS, T_EXT
from compilelint.names import absolute_module
from compilelint.program import statement_blocks

TRACED, EAGER, ALL = 1, 0, 2

# graph breaks after which dynamo 2.13 does not resume the frame but runs the rest of it eagerly
# (fullgraph=False; measured with a barrier before and after: no graph, or no break after it)
RESUMELESS_GB = frozenset({"Observed exception", "Unsupported context manager"})


_RESUMELESS_BLOCKS = (ast.For, ast.AsyncFor, ast.While, ast.Try) + ((ast.TryStar,) if hasattr(ast, "TryStar") else ())


def _resumeless_spot(path: list, line: int, col: Optional[int]) -> bool:
    """A break at the position (a column of None: anywhere on the line) inside a loop body or a
    ``try`` statement (dynamo 2.13 runs the whole frame eagerly: no graph, no break recorded;
    tests/test_frames.py), or in a ``with`` statement's header."""
    if not path:
        return False
    if any(type(st) in _RESUMELESS_BLOCKS for _b, _i, st in path[:-1]):
        return True
    st = path[-1][2]
    if type(st) in (ast.With, ast.AsyncWith):
        for it in st.items:
            e = it.context_expr
            if col is None:
                if e.lineno <= line <= (e.end_lineno or e.lineno):
                    return True
            elif inside(((e.lineno, e.col_offset + 1, e.end_lineno, e.end_col_offset + 1),), line, col):
                return True
    return False


def _stmt_path(fn, line: int, col: Optional[int]) -> list:
    """(block, index, statement) from the function body down to the innermost statement holding
    the position (``col`` None: any column of the line; nested defs and classes are not
    entered); [] when none does."""
    def holds(first, last) -> bool:
        if col is None:
            return first.lineno <= line <= (last.end_lineno or last.lineno)
        return (first.lineno, first.col_offset) <= (line, col) <= (last.end_lineno or last.lineno,
                                                                   last.end_col_offset or 0)

    out: list = []
    block = fn.body
    while True:
        for i, st in enumerate(block):
            if holds(st, st):
                out.append((block, i, st))
                if type(st) in (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef):
                    return out  # a nested def or class is another frame
                inner = [b for b in statement_blocks(st) if b and holds(b[0], b[-1])]
                if not inner:
                    return out
                block = inner[0]
                break
        else:
            return out

_BUILTINS = frozenset(dir(builtins))
_COND_EXPR = (ast.IfExp, ast.BoolOp, ast.Lambda, ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp,
              ast.NamedExpr)
_DEFS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)
# annotations whose values dynamo's ``has_tensor`` never counts (plain values, paths, callables)
_PLAIN = frozenset({"str", "int", "float", "bool", "bytes", "complex", "None", "NoneType", "Path", "PurePath",
                    "PathLike", "os.PathLike", "pathlib.Path", "pathlib.PurePath", "Callable", "typing.Callable",
                    "collections.abc.Callable", "Literal", "typing.Literal", "torch.dtype", "torch.device"})
_WRAPPING = frozenset({"Optional", "Union", "List", "list", "Sequence", "Tuple", "tuple", "Dict", "dict",
                       "Iterable", "Set", "set", "FrozenSet", "frozenset", "Mapping", "MutableMapping",
                       "Collection", "Iterator"})
_TORCHISH = ("torch", "numpy")


def _torchish(name: Optional[str]) -> bool:
    return bool(name) and (name in _TORCHISH or name.startswith("torch.") or name.startswith("numpy."))


def _may_exit(stmt: ast.stmt) -> bool:
    """A ``return`` or ``raise`` somewhere in the statement (nested defs aside)."""
    stack = [stmt]
    while stack:
        n = stack.pop()
        if type(n) in (ast.Return, ast.Raise):
            return True
        for c in ast.iter_child_nodes(n):
            if isinstance(c, ast.stmt) and not isinstance(c, _DEFS):
                stack.append(c)
    return False


def _header(st: ast.stmt) -> list:
    """The expressions a statement evaluates before any of its blocks."""
    t = type(st)
    if t in (ast.If, ast.While):
        return [st.test]
    if t in (ast.For, ast.AsyncFor):
        return [st.iter]
    if t in (ast.With, ast.AsyncWith):
        return [it.context_expr for it in st.items]
    if t is ast.Match:
        return [st.subject]
    if t in (ast.Try, getattr(ast, "TryStar", ast.Try)):
        return []
    return [st]


def _cond_regions(st: ast.stmt) -> list:
    """Spans ((line, col), (end line, end col)), 1-based columns, of the parts of a statement's
    header evaluated only sometimes: a later operand of ``and``/``or`` up to the operator's end (a
    later operand runs only after the earlier ones), either branch of ``a if c else b``, a
    comprehension's element, filters and inner iterables, a lambda's body."""
    out: list = []

    def span(n, end=None):
        end = end or n
        out.append(((n.lineno, n.col_offset + 1), (end.end_lineno or end.lineno, (end.end_col_offset or 0) + 1)))

    for h in _header(st):
        for n in ast.walk(h):
            t = type(n)
            if t is ast.BoolOp:
                for v in n.values[1:]:
                    span(v, n)
            elif t is ast.IfExp:
                span(n.body)
                span(n.orelse)
            elif t in (ast.ListComp, ast.SetComp, ast.GeneratorExp, ast.DictComp):
                for part in ([n.key, n.value] if t is ast.DictComp else [n.elt]):
                    span(part)
                for c in n.generators:
                    for g in c.ifs:
                        span(g)
                for c in n.generators[1:]:
                    span(c.iter)
            elif t is ast.Lambda:
                span(n.body)
    return out


def _in_region(r: tuple, line: int, col: Optional[int]) -> bool:
    (l1, c1), (l2, c2) = r
    if col is None:
        return l1 <= line <= l2
    return (l1, c1) <= (line, col) <= (l2, c2)


def unconditional_in_statement(st: ast.stmt, line: Optional[int] = None, col: Optional[int] = None) -> bool:
    """Is the position (``line``, 1-based ``col``; None: anywhere on the line; no line: any
    position) evaluated whenever the statement's header is (``_cond_regions``)?"""
    regions = _cond_regions(st)
    if line is None:
        return not regions
    return not any(_in_region(r, line, col) for r in regions)


def _runs_within(path: list, j: int, line: Optional[int] = None, col: Optional[int] = None) -> bool:
    """Does the innermost statement of ``path`` run whenever the statement at level ``j`` does:
    below it only ``with`` bodies and ``try`` blocks, nothing earlier in them that can return or
    raise, and its header evaluated whole."""
    for depth in range(j + 1, len(path)):
        block, i, _st = path[depth]
        ps = path[depth - 1][2]
        if type(ps) in (ast.With, ast.AsyncWith):
            if block is not ps.body:
                return False
        elif isinstance(ps, ast.Try) or type(ps).__name__ == "TryStar":
            if block is not ps.body and block is not ps.finalbody:
                return False
        else:
            return False
        if any(_may_exit(prev) for prev in block[:i]):
            return False
    return unconditional_in_statement(path[-1][2], line, col)


def must_run(path: list, line: Optional[int] = None, col: Optional[int] = None) -> bool:
    """Does the statement at the end of ``path`` (``_stmt_path``) run on every call of the
    function that returns normally: nothing before it in the body that can return or raise, and
    below that only ``with`` bodies and ``try`` blocks (``_runs_within``)."""
    if not path or isinstance(path[-1][2], _DEFS):
        return False
    block, i, _st = path[0]
    return not any(_may_exit(prev) for prev in block[:i]) and _runs_within(path, 0, line, col)


def dominates(bpath: list, bpos: tuple, tpath: list, tpos: tuple) -> bool:
    """Whether the breaker at ``bpos`` (statement path ``bpath``) has run whenever the target at
    ``tpos`` runs: the target lies later in a block that holds a statement within which the
    breaker always runs (the breaker's own statement, or a ``with``/``try`` around it), or later
    in the breaker's own statement. Positions are (line, column); a column of None is the end of
    the line for a breaker, its start for a target."""
    if not bpath or not tpath:
        return False
    k = len(bpath) - 1
    for j in range(min(k, len(tpath) - 1) + 1):
        if tpath[j][0] is not bpath[j][0]:
            return False
        if tpath[j][1] != bpath[j][1]:
            return tpath[j][1] > bpath[j][1] and _runs_within(bpath, j, *bpos)
        # the same statement at level j: look deeper, or compare positions at the breaker's level
        if j == k:
            bl, bc = bpos
            tl, tc = tpos
            if not (tl, tc if tc is not None else -1) > (bl, bc if bc is not None else 1 << 30):
                return False
            # a breaker in a part evaluated only sometimes still runs before a target in the same
            # part (``a.data_ptr() % 16 or b.data_ptr() % 16``: the second runs after the first)
            for r in _cond_regions(bpath[k][2]):
                if _in_region(r, bl, bc) and (bc is None or tc is None or not _in_region(r, tl, tc)):
                    return False
            return True
    return False


class FrameModel:
    """Mixed into the scanner (needs ``self.p``, ``self.edges``, ``self.cond``, ``self._mode``)."""

    def _fm_memos(self) -> dict:
        m = getattr(self, "_fm", None)
        if m is None:
            m = self._fm = {"free": {}, "mb": {}, "brk": {}, "paths": {}, "tnames": {}, "ext": {}}
        return m

    # ---- which frames dynamo compiles ------------------------------------------------------
    def _module_torch_names(self, mod) -> tuple:
        """(names the module binds to torch/numpy or to something that may be one, star import)."""
        memo = self._fm_memos()["tnames"]
        got = memo.get(mod.name)
        if got is None:
            s = mod.summary
            names = set()
            star = False
            for name, entries in s.get("imports", {}).items():
                for src, orig, level in entries:
                    base = absolute_module(mod.name, mod.is_package, level, src) if level else src
                    if name == "*":
                        star = True
                    elif _torchish(base) or orig in _TORCHISH or name in ("torch", "np", "numpy"):
                        names.add(name)
            for name, entries in s.get("globals", {}).items():
                if any(e[0] not in ("def", "class") and ("torch" in repr(e) or "numpy" in repr(e) or "np" in repr(e))
                       for e in entries):
                    names.add(name)
            got = memo[mod.name] = (frozenset(names), star)
        return got

    def _frame_compiled(self, node: tuple) -> bool:
        """Would dynamo compile this function's frame when it is entered eagerly? True unless
        the scan can tell that nothing torch-related is in it (module docstring)."""
        memo = self._fm_memos()["free"]
        got = memo.get(node)
        if got is None:
            got = memo[node] = not self._frame_free(node)
        return got

    def _frame_free(self, node: tuple) -> bool:
        fq, self_cls = node
        if fq in self.cond.root_fqs or ".<locals>." in fq:
            return False  # a compiled root; a closure (its free variables are in its frame)
        got = self.p.function(fq)
        if got is None:
            return False
        mod, info = got
        if info.get("gen") or any(d.rsplit(".", 1)[-1] in ("compile", "optimize") for d in info["decorators"]):
            return False
        fn = self.p.function_node(fq)
        if fn is None or isinstance(fn, ast.AsyncFunctionDef):
            return False
        tnames, star = self._module_torch_names(mod)
        if not self._code_torch_free(fn, mod, tnames, star):
            return False
        return self._args_plain(fn, info, mod, fq, self_cls)

    def _code_torch_free(self, fn: ast.AST, mod, tnames: frozenset, star: bool) -> bool:
        """No name the function's own code object holds (``co_names``: the globals it reads and the
        attribute names it uses; nested defs' decorators, defaults and annotations included,
        their bodies not) is bound by the module to torch or numpy."""
        a = fn.args
        local = {x.arg for x in [*a.posonlyargs, *a.args, *a.kwonlyargs]}
        local |= {x.arg for x in (a.vararg, a.kwarg) if x is not None}
        used: set = set()
        attrs: set = set()
        declared_global: set = set()
        stack = list(fn.body)
        while stack:
            n = stack.pop()
            t = type(n)
            if t in (ast.FunctionDef, ast.AsyncFunctionDef):
                local.add(n.name)
                na = n.args
                stack.extend(n.decorator_list)
                stack.extend(d for d in [*na.defaults, *na.kw_defaults] if d is not None)
                stack.extend(x.annotation for x in [*na.posonlyargs, *na.args, *na.kwonlyargs, na.vararg, na.kwarg]
                             if x is not None and x.annotation is not None)
                if n.returns is not None:
                    stack.append(n.returns)
                continue
            if t is ast.ClassDef:
                local.add(n.name)
                stack.extend(n.decorator_list)
                stack.extend(n.bases)
                stack.extend(k.value for k in n.keywords)
                continue
            if t is ast.Lambda:
                stack.extend(d for d in [*n.args.defaults, *n.args.kw_defaults] if d is not None)
                continue
            if t is ast.Name:
                if type(n.ctx) is ast.Load:
                    used.add(n.id)
                else:
                    local.add(n.id)
                continue
            if t is ast.Attribute:
                attrs.add(n.attr)
            elif t in (ast.Import, ast.ImportFrom):
                for al in n.names:
                    nm = al.asname or al.name.split(".")[0]
                    used.add(nm)  # IMPORT_NAME / STORE_NAME: the name is in co_names
            elif t is ast.Global:
                declared_global.update(n.names)
            elif t is ast.arg:
                local.add(n.arg)
            elif t is ast.ExceptHandler and n.name:
                local.add(n.name)
            stack.extend(ast.iter_child_nodes(n))
        local -= declared_global
        if attrs & tnames:
            return False
        known = None
        for name in used - local:
            if name in tnames:
                return False
            if star and name not in _BUILTINS:
                if known is None:
                    s = mod.summary
                    known = set(s.get("imports", {})) | set(s.get("globals", {})) | set(s.get("functions", {})) \
                        | set(s.get("classes", {}))
                if name not in known:
                    return False  # may come from ``from x import *`` (a re-exported ``torch``)
        return True

    def _args_plain(self, fn: ast.AST, info: dict, mod, fq: str, self_cls: Optional[str]) -> bool:
        """Every argument the frame starts with is something ``has_tensor`` does not count: the
        receiver of a class no subclass of which is an ``nn.Module``, or a parameter annotated
        with plain types or with such classes."""
        a = fn.args
        params = [*a.posonlyargs, *a.args, *a.kwonlyargs, *(x for x in (a.vararg, a.kwarg) if x is not None)]
        decos = {d.rsplit(".", 1)[-1] for d in info["decorators"]}
        scope = fq[len(mod.name) + 1:]
        outer = scope.rsplit(".", 1)[0] if "." in scope else None
        start = 0
        if info.get("cls") and "staticmethod" not in decos:
            if not params:
                return False
            cls_fq = self_cls or f"{mod.name}.{info['cls']}"
            if not self._class_plain(cls_fq):
                return False
            start = 1
        for p in params[start:]:
            if p.annotation is None or not self._ann_plain(p.annotation, mod, outer):
                return False
        return True

    def _class_plain(self, cls_fq: str) -> bool:
        """Neither the class nor any subclass is an ``nn.Module``, a namedtuple or built on a base
        the scan cannot see."""
        for c in [cls_fq, *sorted(self.p.subclasses(cls_fq))][:200]:
            got = self.p.klass(c)
            if got is None:
                return False
            order, ext = self.p.mro(c)
            if any(e.startswith("torch.") or "namedtuple" in e.lower() or e.endswith("NamedTuple") for e in ext):
                return False
            for k in order:
                kg = self.p.klass(k)
                if kg is None:
                    return False
                kmod, kinfo = kg
                kscope = k[len(kmod.name) + 1:]
                kouter = kscope.rsplit(".<locals>.", 1)[0] if ".<locals>." in kscope else None
                for base in kinfo["bases"]:
                    b = base.split("[", 1)[0]
                    if b in ("object", "ABC", "abc.ABC", "Generic", "typing.Generic", "Protocol", "typing.Protocol"):
                        continue
                    if not self.p.resolve(b, kmod, kouter, None, 0):
                        return False
        return True

    def _ann_plain(self, ann: ast.AST, mod, outer: Optional[str]) -> bool:
        if type(ann) is ast.Constant:
            if ann.value is None:
                return True
            if type(ann.value) is str:
                try:
                    ann = ast.parse(ann.value, mode="eval").body
                except SyntaxError:
                    return False
                return self._ann_plain(ann, mod, outer)
            return False
        if type(ann) is ast.BinOp and type(ann.op) is ast.BitOr:
            return self._ann_plain(ann.left, mod, outer) and self._ann_plain(ann.right, mod, outer)
        if type(ann) is ast.Subscript:
            head = ast.unparse(ann.value)
            base = head.rsplit(".", 1)[-1]
            if base in ("Literal", "Callable"):
                return True
            if base not in _WRAPPING:
                return False
            sl = ann.slice
            elts = sl.elts if type(sl) is ast.Tuple else [sl]
            return all(type(e) is ast.Constant and e.value is Ellipsis or self._ann_plain(e, mod, outer) for e in elts)
        if type(ann) not in (ast.Name, ast.Attribute):
            return False
        text = ast.unparse(ann)
        if text in _PLAIN or text.rsplit(".", 1)[-1] in ("Path", "PurePath", "PathLike"):
            return True
        for t in self.p.resolve(text, mod, outer, None, 0):
            if t[0] == T_CLASS:
                if not self._class_plain(t[1]):
                    return False
            elif t[0] == T_EXT and t[1] in _PLAIN:
                continue
            else:
                return False
        return bool(self.p.resolve(text, mod, outer, None, 0))

    # ---- where a frame dynamo does not compile stops being traced ------------------------
    def _path_in(self, fq: str, line: int, col: Optional[int]) -> tuple:
        memo = self._fm_memos()["paths"]
        key = (fq, line, col)
        got = memo.get(key)
        if got is None:
            fn = self.p.function_node(fq)
            got = memo[key] = (fn, _stmt_path(fn, line, col - 1 if col is not None else None) if fn is not None else [])
        return got

    def _must_break(self, node: tuple) -> bool:
        """Does tracing this function break on every path (a barrier, or a call of a function that
        does, that every normal return passes)?"""
        memo = self._fm_memos()["mb"]
        key = (node, self._mode)
        got = memo.get(key)
        if got is not None:
            return got
        memo[key] = False  # a cycle does not prove a break
        got = False
        for line, col, _ in self._breakers(node):
            fn, path = self._path_in(node[0], line, col)
            if fn is not None and must_run(path, line, col):
                got = True
                break
        memo[key] = got
        return got

    def _breakers(self, node: tuple) -> list:
        """(line, column, resumeless) of the positions in the function that break whenever they
        run traced: its barriers, and the lines every call of which goes to functions that always
        break. Resumeless: dynamo runs the rest of even a compiled frame eagerly after it
        (``RESUMELESS_GB``, a break inside a loop or in a ``with`` header)."""
        memo = self._fm_memos()["brk"]
        key = (node, self._mode)
        got = memo.get(key)
        if got is None:
            memo[key] = []
            barriers, succ = self.edges(node)
            got = []
            for b in barriers:
                line, col = b[4], b[5]
                if (b[3], line, col) in self._cold_reads:
                    continue  # a cached_property's first read breaks once; every later compile traces on
                got.append((line, col, b[1] in RESUMELESS_GB or _resumeless_spot(
                    self._path_in(node[0], line, col)[1], line, col)))
            by_line: dict = {}
            for nxt, line in succ:
                by_line.setdefault(line, []).append(nxt)
            for line, callees in by_line.items():
                if all(self._must_break(c) for c in callees):
                    got.append((line, None, _resumeless_spot(self._path_in(node[0], line, None)[1], line, None)))
            memo[key] = got
        return got

    def _blocked(self, node: tuple, line: int, col: Optional[int]) -> bool:
        """Does a breaker always run before this position and leave the rest of the frame to run
        eagerly: any breaker in a frame dynamo does not compile, a resumeless one in any frame?"""
        brk = self._breakers(node)
        if not brk or (len(brk) == 1 and brk[0][:2] == (line, col)):
            return False
        compiled = self._frame_compiled(node)
        if compiled and not any(r for _l, _c, r in brk):
            return False
        fn, tpath = self._path_in(node[0], line, col)
        for bl, bc, resumeless in brk:
            if (bl, bc) == (line, col) or (compiled and not resumeless):
                continue
            _, bpath = self._path_in(node[0], bl, bc)
            if dominates(bpath, (bl, bc), tpath, (line, col)):
                return True
        return False

    def frame_states(self, starts: list, stop_outside: bool) -> tuple[dict, dict]:
        """(state of each reached function, state of each call into a function outside the
        targets) from ``starts`` = [(node, state)]."""
        state: dict = {}
        cross: dict = {}
        queue: deque = deque()
        for n, s in starts:
            if state.get(n, -1) < s:
                state[n] = s
                queue.append(n)
        while queue:
            node = queue.popleft()
            s = state[node]
            for nxt, line in self.edges(node)[1]:
                if s == ALL:
                    ns = ALL
                elif s == TRACED and not self._blocked(node, line, None):
                    ns = TRACED
                else:
                    ns = TRACED if self._frame_compiled(nxt) else EAGER
                if stop_outside and not self._node_in_targets(nxt[0]):
                    if cross.get(nxt, -1) < ns:
                        cross[nxt] = ns
                    continue
                if state.get(nxt, -1) < ns:
                    state[nxt] = ns
                    queue.append(nxt)
        return state, cross

    def ext_states(self, entry: tuple, s: int) -> dict:
        memo = self._fm_memos()["ext"]
        key = (entry, s, self._mode)
        got = memo.get(key)
        if got is None:
            got = memo[key] = self.frame_states([(entry, s)], False)[0]
        return got

    def traced_hit(self, states: dict, node: tuple, barrier: tuple) -> bool:
        s = states.get(node)
        if s is None:
            return True  # not modelled: keep
        if s == ALL:
            return True
        return s == TRACED and not self._blocked(node, barrier[4], barrier[5])
