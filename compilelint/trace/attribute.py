"""Attributing a dynamo break to user code: which files are user code, the innermost user frame and
the chain of user frames from the target down, the callee named at that line, and the rule of the
scan's vocabulary that stands for the break."""
from __future__ import annotations

import ast
import builtins
import inspect
import os
import re
import sys
import sysconfig
import traceback
import types
from typing import Any, Iterable, Optional, Sequence

from compilelint import gb as _gb
from compilelint.names import dotted as _dotted
from compilelint.trace.results import Break, FrameRef, _WRAPPER_GB_TYPES


def _real(p: str) -> str:
    try:
        return os.path.realpath(p)
    except (OSError, ValueError):
        return p


class _Roots:
    """Directories that are not user code: torch, the standard library, compilelint itself."""

    def __init__(self) -> None:
        non_user = set()
        for key in ("stdlib", "platstdlib"):
            p = sysconfig.get_paths().get(key)
            if p:
                non_user.add(_real(p))
        non_user.add(_real(os.path.dirname(os.__file__)))
        self.stdlib = sorted(non_user, key=len, reverse=True)
        framework = []
        for name in ("torch", "functorch", "torchgen"):
            mod = sys.modules.get(name)
            f = getattr(mod, "__file__", None) if mod else None
            if f:
                framework.append(_real(os.path.dirname(f)))
        framework.append(_real(os.path.dirname(os.path.abspath(__file__))))  # compilelint
        self.framework = framework
        self._cache: dict[str, bool] = {}

    def is_user(self, filename: Optional[str]) -> bool:
        if not filename or filename.startswith("<") or not filename.endswith((".py", ".pyw")):
            return False
        hit = self._cache.get(filename)
        if hit is not None:
            return hit
        p = _real(filename)
        ok = True
        for d in self.framework:
            if p == d or p.startswith(d + os.sep):
                ok = False
                break
        if ok:
            parts = p.split(os.sep)
            in_site = "site-packages" in parts or "dist-packages" in parts
            if not in_site:
                for d in self.stdlib:
                    if p.startswith(d + os.sep):
                        ok = False
                        break
        self._cache[filename] = ok
        return ok

    def stdlib_module(self, filename: str) -> Optional[str]:
        """``subprocess`` for .../lib/python3.11/subprocess.py (None outside the stdlib)."""
        p = _real(filename)
        for d in self.stdlib:
            if p.startswith(d + os.sep):
                rel = os.path.relpath(p, d)
                if rel.split(os.sep)[0] in ("site-packages", "dist-packages"):
                    return None
                return _module_from_rel(rel)
        return None


def _module_from_rel(rel: str) -> str:
    rel = rel[:-3] if rel.endswith(".py") else rel
    parts = rel.split(os.sep)
    if parts and parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


class _Sources:
    def __init__(self) -> None:
        self._trees: dict[str, Optional[ast.AST]] = {}
        self._mods: dict[str, str] = {}
        self._mods_n = -1

    def tree(self, path: str) -> Optional[ast.AST]:
        if path not in self._trees:
            try:
                with open(path, encoding="utf-8") as fh:
                    self._trees[path] = ast.parse(fh.read(), filename=path)
            except (OSError, SyntaxError, ValueError, UnicodeDecodeError):
                self._trees[path] = None
        return self._trees[path]

    # ---- qualified names ----------------------------------------------------------------
    def qualname_at(self, path: str, line: int) -> Optional[str]:
        tree = self.tree(path)
        if tree is None:
            return None
        best: list[Optional[str]] = [None]

        def walk(node: ast.AST, prefix: str) -> None:
            for child in ast.iter_child_nodes(node):
                if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                    lo = min([child.lineno] + [d.lineno for d in child.decorator_list])
                    hi = child.end_lineno or child.lineno
                    q = prefix + child.name
                    if lo <= line <= hi:
                        best[0] = q
                        sep = "." if isinstance(child, ast.ClassDef) else ".<locals>."
                        walk(child, q + sep)
                        return
                elif isinstance(child, (ast.stmt, ast.excepthandler, ast.match_case)):
                    lo = getattr(child, "lineno", None)
                    hi = getattr(child, "end_lineno", None)
                    if lo is None or hi is None or lo <= line <= hi:
                        walk(child, prefix)

        walk(tree, "")
        return best[0]

    # ---- modules ---------------------------------------------------------------------------
    def module_name(self, path: str) -> Optional[str]:
        rp = _real(path)
        if len(sys.modules) != self._mods_n:
            mods: dict[str, str] = {}
            for name, mod in list(sys.modules.items()):
                f = getattr(mod, "__file__", None)
                if isinstance(f, str) and f.endswith(".py"):
                    mods.setdefault(_real(f), name)
            self._mods = mods
            self._mods_n = len(sys.modules)
        name = self._mods.get(rp)
        if name and name != "__main__":
            return name
        root = import_root(rp)
        if root:
            return _module_from_rel(os.path.relpath(rp, root))
        return None

    def module_object(self, path: str) -> Optional[types.ModuleType]:
        name = self.module_name(path)
        mod = sys.modules.get(name) if name else None
        return mod

    def function_name(self, path: str, line: int) -> str:
        mod = self.module_name(path) or os.path.splitext(os.path.basename(path))[0]
        q = self.qualname_at(path, line) or "<module>"
        return f"{mod}.{q}"

    # ---- line normalisation ----------------------------------------------------------------
    def normalize_line(self, path: str, line: int) -> int:
        """First line of the innermost call containing ``line``; else of the (multi-line)
        simple statement or compound-statement header containing it; else ``line``."""
        tree = self.tree(path)
        if tree is None:
            return line
        best_call = None
        best_stmt = None
        for node in ast.walk(tree):
            lo = getattr(node, "lineno", None)
            hi = getattr(node, "end_lineno", None)
            if lo is None or hi is None:
                continue
            if isinstance(node, ast.Call):
                if lo <= line <= hi:
                    key = (hi - lo, -lo)
                    if best_call is None or key < best_call[0]:
                        best_call = (key, node)
            elif isinstance(node, ast.stmt):
                end = _header_end(node)
                if lo <= line <= end:
                    key = (end - lo, -lo)
                    if best_stmt is None or key < best_stmt[0]:
                        best_stmt = (key, node)
        if best_call is not None:
            return best_call[1].lineno
        if best_stmt is not None:
            return best_stmt[1].lineno
        return line

    def calls_at(self, path: str, line: int) -> list[ast.Call]:
        """Calls starting on ``line`` (the normalised line), innermost (shortest) first, then
        calls whose span contains it."""
        tree = self.tree(path)
        if tree is None:
            return []
        starting, containing = [], []
        for node in ast.walk(tree):
            if isinstance(node, ast.Call):
                lo, hi = node.lineno, node.end_lineno or node.lineno
                if lo == line:
                    starting.append(node)
                elif lo <= line <= hi:
                    containing.append(node)
        span = lambda n: ((n.end_lineno or n.lineno) - n.lineno, (n.end_col_offset or 0) - n.col_offset)
        return sorted(starting, key=span) + sorted(containing, key=span)


def _header_end(stmt: ast.stmt) -> int:
    starts = []
    for name in ("body", "orelse", "finalbody", "handlers", "cases"):
        block = getattr(stmt, name, None)
        if isinstance(block, list) and block and hasattr(block[0], "lineno"):
            starts.append(block[0].lineno)
    if starts:
        return max(stmt.lineno, min(starts) - 1)
    return stmt.end_lineno or stmt.lineno


def import_root(abspath: str) -> Optional[str]:
    """The longest ``sys.path`` entry (or the cwd) holding ``abspath``."""
    best = None
    entries = [os.getcwd()] + [p or os.getcwd() for p in sys.path if isinstance(p, str)]
    for entry in entries:
        e = _real(os.path.abspath(entry))
        if e in ("/", "") or not os.path.isdir(e):
            continue
        if abspath.startswith(e + os.sep) and (best is None or len(e) > len(best)):
            best = e
    return best


def display_path(abspath: str) -> str:
    rp = _real(abspath)
    root = import_root(rp)
    if root:
        return os.path.relpath(rp, root).replace(os.sep, "/")
    return rp


def _canon(obj: Any) -> Optional[str]:
    if isinstance(obj, types.ModuleType):
        return obj.__name__
    mod = getattr(obj, "__module__", None)
    qual = getattr(obj, "__qualname__", None)
    if isinstance(mod, str) and isinstance(qual, str) and (callable(obj) or inspect.isclass(obj)):
        return f"{mod}.{qual}"
    return None


def _instance_names(obj: Any) -> list[str]:
    out = []
    for cls in type(obj).__mro__:
        if cls is object:
            continue
        out.append(f"{cls.__module__}.{cls.__qualname__}()")
    return out


def _resolve_text(text: str, globs: dict[str, Any]) -> list[str]:
    """Names for a dotted callee text, resolved against the module's globals.

    ``sp.check_output`` with ``import subprocess as sp`` gives ``subprocess.check_output`` (alias
    form) and the object's own ``module.qualname``; ``logger.info`` on a Logger gives
    ``logging.Logger().info`` (and its bases); ``Path(p).read_text`` gives
    ``pathlib.Path().read_text``. Unresolvable heads give the text itself.
    """
    out: list[str] = []
    parts = text.split(".")
    head = parts[0]
    called = head.endswith("()")
    head_name = head.rstrip("()[]")
    if head_name in globs:
        obj = globs[head_name]
    elif hasattr(builtins, head_name):
        obj = getattr(builtins, head_name)
    else:
        return [text]
    names = [_canon(obj)] if _canon(obj) else (_instance_names(obj) if not called else [])
    if not names:
        return [text]
    if called:
        names = [n + "()" for n in names]
        obj = None  # an instance we cannot evaluate
    for i, part in enumerate(parts[1:], start=1):
        p_called = part.endswith("()")
        p_name = part.rstrip("()[]")
        new_names = [n + "." + p_name for n in names]
        nxt = None
        if obj is not None:
            try:
                nxt = inspect.getattr_static(obj, p_name)
                if isinstance(nxt, (staticmethod, classmethod)):
                    nxt = getattr(obj, p_name)
                elif not (callable(nxt) or isinstance(nxt, types.ModuleType)):
                    nxt = getattr(obj, p_name)
            except AttributeError:
                nxt = None
        if nxt is not None:
            c = _canon(nxt)
            if c:
                new_names.append(c)
            elif not callable(nxt):
                new_names.extend(_instance_names(nxt))
        names = list(dict.fromkeys(new_names))
        obj = nxt
        if p_called:
            names = [n + "()" for n in names]
            obj = None
    out.extend(names)
    return list(dict.fromkeys(out))


_SKIP_CTX_RE = re.compile(r"module:\s*([\w.]+),\s*qualname:\s*([\w.<>]+)")


_BUILTIN_RE = re.compile(r"builtin operator `(\w+)`")


_GBID_RE = re.compile(r"/gb/(gb\d+)\.html", re.I)


def _rule_for(gb_type: Optional[str], exc_type: str, candidates: Sequence[str]):
    """(rule class | None, matched callee | None, [candidate codes])."""
    try:
        from compilelint.rules import match_call, rules_for_gb_type
    except ImportError:  # pragma: no cover
        return None, None, []
    if gb_type:
        rules = rules_for_gb_type(gb_type)
    elif exc_type == "UserError":
        rules = rules_for_gb_type(None)
    else:
        rules = []
    codes = [r.code for r in rules]
    loose = None
    for name in candidates:
        m = match_call(name)
        if m is None:
            continue
        rule, _predicted = m
        if rule.code in codes:
            return rule, name, codes
        if loose is None:
            loose = (rule, name)
    if loose is not None and not codes:
        return loose[0], loose[1], codes
    if len(rules) == 1:
        return rules[0], None, codes
    # no call on the stack is a barrier: of the rules predicting this break, the one that matches
    # code shapes rather than calls (a data-dependent ``if`` raises dynamo's UserError, and so do
    # some measured calls)
    shaped = [r for r in rules if not r.calls]
    if len(shaped) == 1:
        return shaped[0], None, codes
    return None, None, codes


def _parse_dynamo_message(msg: str) -> tuple[str, str, list[str], str]:
    """(first line, explanation, hints, developer context) from dynamo's formatted message."""
    lines = msg.splitlines()
    first = lines[0].strip() if lines else ""
    expl, hints, ctx = "", [], ""
    for ln in lines[1:]:
        s = ln.strip()
        if s.startswith("Explanation:"):
            expl = s[len("Explanation:"):].strip()
        elif s.startswith("Hint:"):
            hints.append(s[len("Hint:"):].strip())
        elif s.startswith("Developer debug context:"):
            ctx = s[len("Developer debug context:"):].strip()
    return first, expl, hints, ctx


def _unwrap_exc(exc: BaseException) -> BaseException:
    seen = set()
    while getattr(exc, "gb_type", None) in _WRAPPER_GB_TYPES and id(exc) not in seen:
        seen.add(id(exc))
        cause = exc.__cause__ or exc.__context__
        if cause is None or not hasattr(cause, "gb_type"):
            break
        exc = cause
    return exc


def _fs_list(stack: Optional[Iterable[Any]]) -> list[tuple[str, int, str]]:
    out = []
    for fs in stack or ():
        fn = getattr(fs, "filename", None)
        ln = getattr(fs, "lineno", None)
        if fn and ln:
            out.append((fn, int(ln), getattr(fs, "name", "") or ""))
    return out


def _tb_frames(exc: BaseException) -> list[tuple[str, int, str]]:
    chain, seen, e = [], set(), exc
    while e is not None and id(e) not in seen:
        seen.add(id(e))
        chain.append(e)
        e = e.__cause__ or e.__context__
    frames: list[tuple[str, int, str]] = []
    for e in reversed(chain):  # innermost exception last
        frames.extend(_fs_list(traceback.extract_tb(e.__traceback__)))
    return frames


_FILE_LINE_RE = re.compile(r'File "([^"]+)", line (\d+)(?:, in (\S+))?')


class _Attributor:
    def __init__(self, roots: _Roots, sources: _Sources) -> None:
        self.roots = roots
        self.src = sources
        self.display: dict[str, str] = {}  # candidate name -> what to show (per build)

    def user_frames(self, raw: list[tuple[str, int, str]]) -> list[FrameRef]:
        out: list[FrameRef] = []
        for fn, ln, name in raw:
            if not self.roots.is_user(fn):
                continue
            ap = _real(fn)
            line = self.src.normalize_line(ap, ln)
            ref = FrameRef(function=self.src.function_name(ap, ln), path=display_path(ap), line=line,
                           abspath=ap)
            # a dynamo resume function continues the frame before it: keep the innermost
            if out and out[-1].abspath == ap and out[-1].function == ref.function and \
                    name.startswith("torch_dynamo_resume_in_"):
                out[-1] = ref
                continue
            out.append(ref)
        return out

    def build(self, exc: BaseException, above: Sequence[tuple[str, int, str]] = (),
              source: str = "") -> Break:
        exc = _unwrap_exc(exc)
        gb_type = getattr(exc, "gb_type", None) or None
        exc_type = type(exc).__name__
        msg = getattr(exc, "msg", None) or str(exc)
        first, expl, hints, ctx = _parse_dynamo_message(msg)
        real = _fs_list(getattr(exc, "real_stack", None))
        raw_below = real
        if not any(self.roots.is_user(f[0]) for f in real):
            raw_below = _tb_frames(exc) + [(m.group(1), int(m.group(2)), m.group(3) or "")
                                           for m in _FILE_LINE_RE.finditer(str(exc))]
        frames_above = self.user_frames(list(above))
        frames = self.user_frames(raw_below)
        # the frame dynamo was compiling continues (as a resume function) the last eager frame
        if frames_above and frames and frames_above[-1].abspath == frames[0].abspath and \
                frames_above[-1].function == frames[0].function:
            frames_above.pop()
        frames = frames_above + frames
        # dedupe consecutive repeats (same frame seen from the eager stack and the real stack)
        dedup: list[FrameRef] = []
        for f in frames:
            if dedup and dedup[-1].abspath == f.abspath and dedup[-1].line == f.line:
                continue
            dedup.append(f)
        frames = dedup

        candidates: list[str] = []
        self.display = {}
        inner = frames[-1] if frames else None
        if inner is not None:
            candidates.extend(self._line_candidates(inner))
            candidates.extend(self._below_candidates(raw_below, inner))
        m = _SKIP_CTX_RE.search(ctx or msg)
        if m:
            candidates.append(f"{m.group(1)}.{m.group(2)}")
        m = _BUILTIN_RE.search(msg)
        if m:
            candidates.append(f"builtins.{m.group(1)}")
        candidates = list(dict.fromkeys(candidates))
        rule, callee, codes = _rule_for(gb_type, exc_type, candidates)

        gid = _gb.gb_id(gb_type)
        if gid is None and gb_type:
            mm = _GBID_RE.search(msg)
            gid = mm.group(1).upper() if mm else None
        if callee:
            callee = self.display.get(callee, callee)
        if rule is not None and callee:
            message = rule.format_message(_short_callee(callee))
        else:
            message = expl or (first if first != gb_type else "") or first or exc_type
        if exc_type == "UserError" and not expl:
            message = " ".join(msg.split())[:300]
        chain = [f.function for f in frames]
        if callee:
            chain.append(_short_callee(callee))
        return Break(
            gb_type=gb_type, gb_id=gid,
            path=inner.path if inner else None, line=inner.line if inner else None,
            rule=rule.code if rule is not None else None, message=message, chain=chain,
            link=_gb.doc_url(gid), frames=frames, callee=_short_callee(callee) if callee else None,
            exc_type=exc_type, explanation=expl, hints=hints, context=ctx,
            rule_candidates=codes, hint=getattr(rule, "hint", "") if rule is not None else "",
            abspath=inner.abspath if inner else None, source=source)

    def _line_candidates(self, fr: FrameRef) -> list[str]:
        mod = self.src.module_object(fr.abspath)
        globs = vars(mod) if mod is not None else {}
        out: list[str] = []
        for call in self.src.calls_at(fr.abspath, fr.line):
            text = _dotted(call.func)
            if not text:
                continue
            out.extend(_resolve_text(text, globs))
            # the disable()d-function pseudo name the rules use
            try:
                obj = _eval_dotted(text, globs)
            except Exception:  # noqa: BLE001
                obj = None
            if obj is not None and getattr(obj, "_torchdynamo_disable", False):
                out.append("torch.compiler.disable()")
                inner = getattr(obj, "__wrapped__", obj)
                self.display["torch.compiler.disable()"] = _canon(inner) or text
        return out

    def _below_candidates(self, raw: list[tuple[str, int, str]], inner: FrameRef) -> list[str]:
        """The first library frame called from the innermost user frame (``subprocess.check_output``)."""
        idx = None
        for i, (fn, ln, _name) in enumerate(raw):
            if self.roots.is_user(fn) and _real(fn) == inner.abspath:
                idx = i
        if idx is None:
            return []
        for fn, ln, name in raw[idx + 1:]:
            if self.roots.is_user(fn):
                return []
            mod = self.roots.stdlib_module(fn)
            if mod is None:
                continue  # torch / polyfills
            q = self.src.qualname_at(_real(fn), ln) or name
            names = [f"{mod}.{q}"]
            if mod in ("posixpath", "ntpath", "genericpath"):
                names.append(f"os.path.{q}")
            if "." in q:
                cls, _, meth = q.rpartition(".")
                names.append(f"{mod}.{cls}().{meth}")
            return names
        return []


def _eval_dotted(text: str, globs: dict[str, Any]) -> Any:
    if "(" in text or "[" in text:
        return None
    parts = text.split(".")
    obj = globs[parts[0]] if parts[0] in globs else getattr(builtins, parts[0])
    for p in parts[1:]:
        obj = getattr(obj, p)
    return obj


def _short_callee(name: str) -> str:
    return name[len("builtins."):] if name.startswith("builtins.") else name
