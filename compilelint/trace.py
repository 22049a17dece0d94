"""The dynamic side: run dynamo on a target and report every graph break in scan's vocabulary.

``run_trace(target, inputs, cwd)`` resolves TARGET (and the FACTORY giving its inputs), then runs
two passes with dynamo itself as the judge:

1. **fullgraph**: ``torch.compile(fn, fullgraph=True, backend="eager")(*args, **kwargs)`` -- the
   verdict, and the exact first failure (``fullgraph_error``).
2. **explain** (only when the first pass fails): ``torch._dynamo.explain(fn)`` with fullgraph off,
   to list every break. Breaks are recorded as dynamo logs them (a hook on the translator's
   ``log_graph_break``), because ``explain``'s own ``break_reasons`` only holds breaks that ended
   a compiled graph and misses a break before any tensor op; ``counters["graph_break"]`` is checked
   as well, so nothing dynamo counted goes unreported. With fullgraph off, code after a break runs
   eagerly and may raise (a GPU kernel loader on a CPU machine does): the breaks found up to that
   point are kept and the exception is recorded as a note.

Each break is attributed to the innermost *user* frame -- not torch, not the standard library, not
dynamo's polyfills; third-party site-packages (flashinfer) are user code -- with the chain of user
frames from the target down. For a call spanning several lines the line is the first line of the
innermost call containing the frame's line (then the first line of a multi-line statement).

TARGET forms (``module.path:attr.path``; the current directory is importable):

* a function (or any callable);
* an ``nn.Module`` instance (its ``forward`` is traced, as ``torch.compile(module)`` does);
* a class: instantiated with no arguments, then traced as above;
* a method named through its class, ``pkg.mod:Net.forward``: the instance comes from FACTORY
  (``{"instance": Net(...), "args": (...)}``, or as the first positional argument, ``(Net(...),
  x)``, as when calling ``Net.forward(net, x)``) or, failing that, ``Net()``;
* an object already wrapped by ``torch.compile`` (``OptimizedModule`` or a compiled function):
  unwrapped through ``_orig_mod`` / ``_torchdynamo_orig_callable`` first.

FACTORY (``module.path:callable``, called with no arguments) returns one of:

* a tuple or list of positional arguments;
* ``(args, kwargs)``: a 2-tuple of a tuple/list and a dict;
* a dict with any of ``"args"``, ``"kwargs"``, ``"instance"``;
* a single tensor (shorthand for ``(tensor,)``).

Without FACTORY the target is called with one ``torch.randn(4, 8)`` (and the result says so).

torch is imported lazily, only here: the static scanner never imports it.
"""
from __future__ import annotations

import ast
import builtins
import contextlib
import importlib
import importlib.util
import inspect
import io
import logging
import os
import re
import sys
import sysconfig
import time
import traceback
import types
import warnings
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Optional, Sequence

from compilelint import gb as _gb

INSTALL_HINT = "compilelint trace needs torch: pip install 'compilelint[trace]'"
DEFAULT_INPUTS_DESC = "torch.randn(4, 8)"

# gb_types that only wrap the real cause (found in ``__cause__``)
_WRAPPER_GB_TYPES = ("graph break in loop", "Graph break under GenericContextWrappingVariable")


class TraceUsageError(Exception):
    """A problem with what the user asked for (bad target, factory raising, no torch): exit 2."""


class TorchMissing(TraceUsageError):
    pass


# --------------------------------------------------------------------------------------------
# result types
# --------------------------------------------------------------------------------------------
@dataclass
class FrameRef:
    """One user frame: ``function`` is ``module.qualname`` where it can be worked out."""

    function: str
    path: str  # relative to the import root that holds the file (``flashinfer/jit/cpp_ext.py``)
    line: int
    abspath: str = ""

    def label(self) -> str:
        return f"{self.function} ({self.path}:{self.line})"

    def to_json(self) -> dict[str, Any]:
        return {"function": self.function, "path": self.path, "line": self.line}


@dataclass
class Break:
    gb_type: Optional[str]
    gb_id: Optional[str]
    path: Optional[str]
    line: Optional[int]
    rule: Optional[str]
    message: str
    chain: list[str]
    link: Optional[str] = None
    frames: list[FrameRef] = field(default_factory=list)
    callee: Optional[str] = None
    exc_type: str = "Unsupported"
    explanation: str = ""
    hints: list[str] = field(default_factory=list)
    context: str = ""
    rule_candidates: list[str] = field(default_factory=list)
    hint: str = ""
    abspath: Optional[str] = None
    source: str = ""  # "fullgraph", "explain", "counters"

    def location(self) -> str:
        if self.path is None:
            return "<unknown location>"
        return f"{self.path}:{self.line}"

    def to_json(self) -> dict[str, Any]:
        return {
            "gb_type": self.gb_type,
            "gb_id": self.gb_id,
            "path": self.path,
            "line": self.line,
            "rule": self.rule,
            "message": self.message,
            "chain": list(self.chain),
            "link": self.link,
            "callee": self.callee,
            "exc_type": self.exc_type,
            "frames": [f.to_json() for f in self.frames],
            "explanation": self.explanation,
            "hints": list(self.hints),
            "context": self.context,
            "rule_candidates": list(self.rule_candidates),
            "hint": self.hint,
            "abspath": self.abspath,
            "source": self.source,
        }


@dataclass
class TraceResult:
    target: str
    fullgraph_ok: bool
    fullgraph_error: Optional[Break]
    breaks: list[Break]
    notes: list[str] = field(default_factory=list)
    inputs: str = ""
    traced: str = ""  # what was actually compiled (after unwrapping / instantiation)
    torch_version: str = ""
    timings: dict[str, float] = field(default_factory=dict)
    explain_complete: bool = True  # False when eager code after a break raised
    module_file: Optional[str] = None  # file of the target's module (for --scan)
    root_spec: Optional[str] = None  # ``module:qualname`` for the static scanner's --root

    @property
    def exit_code(self) -> int:
        return 0 if self.fullgraph_ok else 1

    def to_json(self) -> dict[str, Any]:
        return {
            "target": self.target,
            "fullgraph_ok": self.fullgraph_ok,
            "fullgraph_error": self.fullgraph_error.to_json() if self.fullgraph_error else None,
            "breaks": [b.to_json() for b in self.breaks],
            "notes": list(self.notes),
            "inputs": self.inputs,
            "traced": self.traced,
            "explain_complete": self.explain_complete,
            "torch": self.torch_version,
            "timings": {k: round(v, 3) for k, v in self.timings.items()},
        }


# --------------------------------------------------------------------------------------------
# torch, lazily
# --------------------------------------------------------------------------------------------
def torch_available() -> bool:
    """Whether torch can be imported, without importing it."""
    if "torch" in sys.modules:
        return sys.modules["torch"] is not None
    try:
        return importlib.util.find_spec("torch") is not None
    except (ImportError, ValueError):
        return False


def import_torch():
    try:
        import torch  # noqa: F401
        import torch._dynamo  # noqa: F401
    except ImportError as exc:  # pragma: no cover - exercised without torch
        raise TorchMissing(INSTALL_HINT) from exc
    return torch


# --------------------------------------------------------------------------------------------
# which files are user code
# --------------------------------------------------------------------------------------------
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


# --------------------------------------------------------------------------------------------
# sources: qualnames, line normalisation, calls on a line
# --------------------------------------------------------------------------------------------
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


# --------------------------------------------------------------------------------------------
# naming the callee at a user line, and mapping a break to a rule
# --------------------------------------------------------------------------------------------
def _dotted(node: ast.AST) -> Optional[str]:
    try:
        from compilelint.rules.base import dotted
    except ImportError:  # pragma: no cover
        return None
    return dotted(node)


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


# --------------------------------------------------------------------------------------------
# building a Break from an exception and its stacks
# --------------------------------------------------------------------------------------------
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


# --------------------------------------------------------------------------------------------
# resolving TARGET and FACTORY
# --------------------------------------------------------------------------------------------
@dataclass
class Resolved:
    fn: Callable
    args: tuple
    kwargs: dict
    traced: str
    inputs_desc: str
    module_file: Optional[str]
    notes: list[str] = field(default_factory=list)
    root_spec: Optional[str] = None  # ``module:qualname`` of the traced function, for the scanner


def _split_ref(ref: str, what: str) -> tuple[str, list[str]]:
    mod, sep, attrs = ref.partition(":")
    if not sep or not mod or not attrs or any(not p.isidentifier() for p in attrs.split(".")) \
            or any(not p.isidentifier() for p in mod.split(".")):
        raise TraceUsageError(f"{what} {ref!r} is not of the form module.path:attr.path")
    return mod, attrs.split(".")


def _precheck(ref: str, what: str) -> None:
    """Form and top-level module existence, without importing anything."""
    modname, _ = _split_ref(ref, what)
    top = modname.split(".")[0]
    try:
        found = importlib.util.find_spec(top) is not None
    except (ImportError, ValueError):
        found = True  # let the real import report it
    if not found:
        raise TraceUsageError(f"{what} {ref!r}: no module named {top!r}")


def _import(modname: str, what: str, ref: str) -> types.ModuleType:
    try:
        return importlib.import_module(modname)
    except ModuleNotFoundError as exc:
        if exc.name and (modname == exc.name or modname.startswith(exc.name + ".")):
            raise TraceUsageError(f"{what} {ref!r}: no module named {exc.name!r}") from exc
        raise TraceUsageError(f"{what} {ref!r}: importing {modname} failed: "
                              f"{type(exc).__name__}: {exc}") from exc
    except Exception as exc:  # noqa: BLE001 - user code at import time
        raise TraceUsageError(f"{what} {ref!r}: importing {modname} raised "
                              f"{type(exc).__name__}: {_one_line(exc)}") from exc


def _one_line(exc: BaseException) -> str:
    s = " ".join(str(exc).split())
    return s[:300] + ("..." if len(s) > 300 else "")


def _unwrap_compiled(obj: Any, torch) -> tuple[Any, bool]:
    unwrapped = False
    for _ in range(16):
        if isinstance(obj, torch._dynamo.eval_frame.OptimizedModule):
            obj = obj._orig_mod
            unwrapped = True
            continue
        orig = getattr(obj, "_torchdynamo_orig_callable", None)
        if orig is not None and orig is not obj:
            obj = orig
            unwrapped = True
            continue
        break
    return obj, unwrapped


def _call_factory(factory: str):
    modname, attrs = _split_ref(factory, "FACTORY")
    obj = _import(modname, "FACTORY", factory)
    for a in attrs:
        try:
            obj = getattr(obj, a)
        except AttributeError as exc:
            raise TraceUsageError(f"FACTORY {factory!r}: {modname} has no attribute "
                                  f"{'.'.join(attrs)!r}") from exc
    if not callable(obj):
        raise TraceUsageError(f"FACTORY {factory!r} is not callable")
    try:
        return obj()
    except Exception as exc:  # noqa: BLE001
        raise TraceUsageError(f"FACTORY {factory!r} raised {type(exc).__name__}: {_one_line(exc)}") from exc


def _interpret_inputs(value: Any, factory: str, torch) -> tuple[tuple, dict, Any]:
    """(args, kwargs, instance-or-None) from what FACTORY returned."""
    if isinstance(value, dict):
        unknown = set(value) - {"args", "kwargs", "instance"}
        if unknown:
            raise TraceUsageError(f"FACTORY {factory!r} returned a dict with unknown keys "
                                  f"{sorted(unknown)}; use 'args', 'kwargs', 'instance'")
        args = value.get("args", ())
        kwargs = value.get("kwargs", {}) or {}
        if isinstance(args, torch.Tensor):
            args = (args,)
        if not isinstance(args, (tuple, list)) or not isinstance(kwargs, dict):
            raise TraceUsageError(f"FACTORY {factory!r}: 'args' must be a tuple and 'kwargs' a dict")
        return tuple(args), dict(kwargs), value.get("instance")
    if isinstance(value, torch.Tensor):
        return (value,), {}, None
    if isinstance(value, (tuple, list)):
        if len(value) == 2 and isinstance(value[0], (tuple, list)) and isinstance(value[1], dict):
            return tuple(value[0]), dict(value[1]), None
        return tuple(value), {}, None
    raise TraceUsageError(f"FACTORY {factory!r} returned {type(value).__name__}; expected a tuple of "
                          "args, (args, kwargs), or a dict with 'args'/'kwargs'/'instance'")


def resolve(target: str, inputs: Optional[str], torch) -> Resolved:
    modname, attrs = _split_ref(target, "TARGET")
    mod = _import(modname, "TARGET", target)
    notes: list[str] = []
    parent: Any = mod
    obj: Any = mod
    for i, a in enumerate(attrs):
        parent = obj
        try:
            obj = getattr(obj, a)
        except AttributeError as exc:
            where = modname + ("." + ".".join(attrs[:i]) if i else "")
            raise TraceUsageError(f"TARGET {target!r}: {where} has no attribute {a!r}") from exc

    if inputs:
        value = _call_factory(inputs)
        args, kwargs, instance = _interpret_inputs(value, inputs, torch)
        inputs_desc = inputs
    else:
        args, kwargs, instance = (torch.randn(4, 8),), {}, None
        inputs_desc = f"default: one {DEFAULT_INPUTS_DESC} (give --inputs FACTORY for real inputs)"
        notes.append(f"no --inputs given: called with one {DEFAULT_INPUTS_DESC}")

    obj, unwrapped = _unwrap_compiled(obj, torch)
    if unwrapped:
        notes.append("target was already wrapped by torch.compile: traced the original callable")

    traced = target
    # a method named through its class: needs an instance
    if inspect.isclass(parent) and len(attrs) >= 2:
        raw = None
        for klass in parent.__mro__:
            if attrs[-1] in vars(klass):
                raw = vars(klass)[attrs[-1]]
                break
        func = _unwrap_compiled(raw, torch)[0] if raw is not None else None
        if inspect.isfunction(func) and instance is None and args and isinstance(args[0], parent):
            # FACTORY passed the instance as the first positional argument (self)
            obj = func
        elif inspect.isfunction(func):  # a plain method (not static/class method): needs an instance
            if instance is None:
                try:
                    instance = parent()
                except Exception as exc:  # noqa: BLE001
                    raise TraceUsageError(
                        f"TARGET {target!r} is a method: {parent.__name__}() failed "
                        f"({type(exc).__name__}: {_one_line(exc)}); make FACTORY return "
                        "{'instance': ..., 'args': (...)}") from exc
                notes.append(f"instance: {parent.__name__}() (no arguments)")
            elif not isinstance(instance, parent):
                raise TraceUsageError(f"FACTORY instance is a {type(instance).__name__}, "
                                      f"not a {parent.__name__}")
            obj = types.MethodType(func, instance)
            instance = None
    if inspect.isclass(obj):
        try:
            inst = obj() if instance is None else instance
        except Exception as exc:  # noqa: BLE001
            raise TraceUsageError(f"TARGET {target!r} is a class and {obj.__name__}() failed "
                                  f"({type(exc).__name__}: {_one_line(exc)}); make FACTORY "
                                  "return {'instance': ..., 'args': (...)}") from exc
        if instance is None:
            notes.append(f"instance: {obj.__name__}() (no arguments)")
        if not isinstance(inst, obj):
            raise TraceUsageError(f"FACTORY instance is a {type(inst).__name__}, not a {obj.__name__}")
        obj, _ = _unwrap_compiled(inst, torch)
        instance = None
    if instance is not None:
        notes.append("FACTORY gave an 'instance' but TARGET is not a method or class: ignored")
    if not callable(obj):
        raise TraceUsageError(f"TARGET {target!r} is a {type(obj).__name__}, not a callable")

    root_spec = None
    if isinstance(obj, torch.nn.Module):
        cls = type(obj)
        traced = f"{cls.__module__}.{cls.__qualname__}.forward"
        root_spec = f"{cls.__module__}:{cls.__qualname__}"
        sig_target = obj.forward
    else:
        sig_target = obj
        func = getattr(obj, "__func__", obj)
        q = getattr(func, "__qualname__", None)
        m = getattr(func, "__module__", None)
        if isinstance(q, str) and isinstance(m, str):
            traced = f"{m}.{q}"
            if "<" not in q:
                root_spec = f"{m}:{q}"
    try:
        sig = inspect.signature(sig_target)
    except (TypeError, ValueError):
        sig = None
    if sig is not None:
        try:
            sig.bind(*args, **kwargs)
        except TypeError as exc:
            how = "give --inputs FACTORY" if not inputs else f"check {inputs}"
            raise TraceUsageError(f"TARGET {target!r} cannot take these inputs ({exc}); {how}") from exc

    module_file = getattr(mod, "__file__", None)
    return Resolved(obj, args, kwargs, traced, inputs_desc, module_file, notes, root_spec)


# --------------------------------------------------------------------------------------------
# the passes
# --------------------------------------------------------------------------------------------
def _invoke(fn: Callable, args: tuple, kwargs: dict) -> Any:
    """Marker frame: user frames above dynamo are collected from below this one."""
    return fn(*args, **kwargs)


def _stack_below_invoke() -> list[tuple[str, int, str]]:
    stack = traceback.extract_stack()
    cut = 0
    for i, fs in enumerate(stack):
        if fs.name == "_invoke" and fs.filename == __file__:
            cut = i + 1
    return _fs_list(stack[cut:])


@contextlib.contextmanager
def _quiet(verbose: bool):
    """Keep dynamo's warnings and the target's prints off stdout (they go to stderr, or nowhere)."""
    loggers = [logging.getLogger(n) for n in ("torch._dynamo", "torch._inductor", "torch.fx",
                                              "torch._subclasses", "torch.utils._sympy")]
    saved = [lg.level for lg in loggers]
    with warnings.catch_warnings():
        if not verbose:
            warnings.simplefilter("ignore")
            for lg in loggers:
                lg.setLevel(logging.CRITICAL)
        try:
            with contextlib.redirect_stdout(sys.stderr if verbose else io.StringIO()):
                yield
        finally:
            for lg, lvl in zip(loggers, saved):
                lg.setLevel(lvl)


@contextlib.contextmanager
def _record_breaks(sink: list, torch):
    """Record every graph break dynamo logs (exception + user frames above the traced frame)."""
    try:
        from torch._dynamo import symbolic_convert as sc
        cls = sc.InstructionTranslatorBase
        orig = cls.log_graph_break
    except (ImportError, AttributeError):
        yield False
        return

    def log_graph_break(self, *a, **kw):
        exc = kw.get("exc")
        if exc is None and a:
            exc = a[-1]
        try:
            if exc is not None and not getattr(exc, "logged", False):
                sink.append((exc, _stack_below_invoke()))
        except Exception:  # noqa: BLE001 - never break dynamo
            pass
        return orig(self, *a, **kw)

    cls.log_graph_break = log_graph_break
    try:
        yield True
    finally:
        cls.log_graph_break = orig


def _exc_site(exc: BaseException, att: _Attributor) -> tuple[Optional[FrameRef], str]:
    frames = att.user_frames(_tb_frames(exc))
    return (frames[-1] if frames else None), f"{type(exc).__name__}: {_one_line(exc)}"


def run_trace(target: str, inputs: Optional[str] = None, cwd: Any = None, *,
              verbose: bool = False, explain: bool = True) -> TraceResult:
    """Trace ``target`` with dynamo; raises TraceUsageError (exit 2) for usage problems."""
    t0 = time.perf_counter()
    cwd = os.path.abspath(str(cwd)) if cwd is not None else os.getcwd()
    if cwd not in sys.path:
        sys.path.insert(0, cwd)
    if not torch_available():
        raise TorchMissing(INSTALL_HINT)
    _precheck(target, "TARGET")  # cheap usage errors before the slow torch import
    if inputs:
        _precheck(inputs, "FACTORY")
    if not verbose:  # torch's own import-time chatter ("triton not found; ...")
        logging.getLogger("torch.utils.flop_counter").setLevel(logging.ERROR)
    torch = import_torch()
    t_import = time.perf_counter() - t0

    with _quiet(verbose):
        res = resolve(target, inputs, torch)
    t_resolve = time.perf_counter() - t0 - t_import
    sources = _Sources()
    att = _Attributor(_Roots(), sources)
    result = TraceResult(target=target, fullgraph_ok=True, fullgraph_error=None, breaks=[],
                         notes=list(res.notes), inputs=res.inputs_desc, traced=res.traced,
                         torch_version=str(torch.__version__), module_file=res.module_file,
                         root_spec=res.root_spec)

    # ---- pass 1: fullgraph ------------------------------------------------------------------
    import torch._dynamo
    torch._dynamo.reset()
    t1 = time.perf_counter()
    with _quiet(verbose):
        try:
            compiled = torch.compile(res.fn, fullgraph=True, backend="eager")
            _invoke(compiled, res.args, res.kwargs)
        except Exception as exc:  # noqa: BLE001 - any failure of the compiled call is a break
            result.fullgraph_ok = False
            result.fullgraph_error = att.build(exc, source="fullgraph")
            fe = result.fullgraph_error
            if fe.gb_type is None and fe.exc_type != "UserError":
                result.notes.append(f"the fullgraph failure ({fe.exc_type}) is not a dynamo graph break: "
                                    "the target may fail without torch.compile too (check --inputs)")
            if fe.path is None:
                result.notes.append("could not place the fullgraph failure in user code: "
                                    f"{type(exc).__name__}: {_one_line(exc)}")
    result.timings["fullgraph_s"] = time.perf_counter() - t1

    # ---- pass 2: explain (fullgraph off) --------------------------------------------------
    if not result.fullgraph_ok and explain:
        t2 = time.perf_counter()
        result.breaks = _explain_pass(res, att, result, torch, verbose)
        result.timings["explain_s"] = time.perf_counter() - t2
    fe = result.fullgraph_error
    if fe is not None:
        for b in result.breaks:
            # the same barrier seen with fullgraph off (e.g. UserError there, an .item() break
            # here): it is predicted by the same rule
            if b.path == fe.path and b.line == fe.line and b.rule is None and fe.rule is not None:
                b.rule, b.rule_candidates, b.hint = fe.rule, list(fe.rule_candidates), fe.hint
        if not any(b.path == fe.path and b.line == fe.line for b in result.breaks):
            result.breaks.insert(0, fe)
    torch._dynamo.reset()
    result.timings["import_s"] = t_import
    result.timings["resolve_s"] = t_resolve
    result.timings["total_s"] = time.perf_counter() - t0
    return result


def _explain_pass(res: Resolved, att: _Attributor, result: TraceResult, torch, verbose: bool) -> list[Break]:
    from torch._dynamo.utils import counters

    torch._dynamo.reset()
    counters.clear()
    recorded: list = []
    eager_exc: Optional[BaseException] = None
    explain_out = None
    with _quiet(verbose), _record_breaks(recorded, torch) as hooked:
        try:
            explain_out = _invoke(torch._dynamo.explain(res.fn), res.args, res.kwargs)
        except Exception as exc:  # noqa: BLE001 - eager code after a break
            eager_exc = exc
    counted = {k: v for k, v in counters.get("graph_break", {}).items() if v > 0}

    breaks: list[Break] = []
    seen: set = set()

    def add(b: Break) -> None:
        key = (b.gb_type, b.exc_type if not b.gb_type else "", b.path, b.line)
        if key in seen:
            return
        seen.add(key)
        breaks.append(b)

    for exc, above in recorded:
        try:
            add(att.build(exc, above, source="explain"))
        except Exception as err:  # noqa: BLE001
            result.notes.append(f"could not attribute a break ({type(err).__name__}: {err})")
    if not hooked and explain_out is not None:
        result.notes.append("dynamo's graph-break hook is unavailable: breaks from explain() only")
        for reason in getattr(explain_out, "break_reasons", []) or []:
            fake = _ReasonExc(reason)
            add(att.build(fake, source="explain"))

    if eager_exc is not None:
        site, desc = _exc_site(eager_exc, att)
        where = f" at {site.path}:{site.line}" if site else ""
        result.explain_complete = False
        result.notes.append(f"with fullgraph off, eager code after a break raised {desc}{where}; "
                            "breaks past that point are not listed")
        if site is not None:  # dynamo's own record of that raise is not a barrier
            breaks = [b for b in breaks if not (b.gb_type == _gb.OBSERVED_EXCEPTION
                                                and b.path == site.path and b.line == site.line)]

    # cross-check with dynamo's counters: anything counted but not recorded is still reported
    known = {b.gb_type for b in breaks}
    for msg in counted:
        gb_type = msg.splitlines()[0].strip() if msg else ""
        if gb_type and gb_type not in known and gb_type not in _WRAPPER_GB_TYPES:
            known.add(gb_type)
            fake = _MsgExc(msg, gb_type)
            b = att.build(fake, source="counters")
            add(b)
            result.notes.append(f"dynamo counted a '{gb_type}' break it did not log with a stack")
    return breaks


class _ReasonExc(Exception):
    """Adapter: an explain() GraphCompileReason as an exception for _Attributor.build."""

    def __init__(self, reason) -> None:
        text = getattr(reason, "reason", "") or ""
        super().__init__(text)
        self.msg = text
        self.gb_type = text.splitlines()[0].strip() if text else None
        self.real_stack = getattr(reason, "user_stack", None)


class _MsgExc(Exception):
    def __init__(self, msg: str, gb_type: str) -> None:
        super().__init__(msg)
        self.msg = msg
        self.gb_type = gb_type
        self.real_stack = None


# --------------------------------------------------------------------------------------------
# static vs dynamic
# --------------------------------------------------------------------------------------------
@dataclass
class Comparison:
    confirmed: list[tuple[Any, Any]]  # (break, finding)
    missed: list[Any]  # breaks static did not predict
    unobserved: list[Any]  # findings dynamo did not report
    caveat: str = ""

    def to_json(self) -> dict[str, Any]:
        def bj(b):
            return b.to_json() if hasattr(b, "to_json") else b
        return {"confirmed": [{"break": bj(b), "finding": bj(f)} for b, f in self.confirmed],
                "missed_by_static": [bj(b) for b in self.missed],
                "predicted_not_observed": [bj(f) for f in self.unobserved],
                "caveat": self.caveat}


def _get(obj: Any, name: str) -> Any:
    return obj.get(name) if isinstance(obj, dict) else getattr(obj, name, None)


def _path_keys(path: Optional[str], bases: Sequence[str]) -> list[str]:
    if not path:
        return []
    keys = []
    if os.path.isabs(path):
        keys.append(_real(path))
    else:
        for base in bases:
            cand = os.path.join(base, path)
            if os.path.exists(cand):
                keys.append(_real(cand))
    return keys


def _same_file(a: Optional[str], a_abs: Optional[str], b: Optional[str], bases: Sequence[str]) -> bool:
    if not a or not b:
        return False
    ka = set(_path_keys(a_abs or a, bases)) | set(_path_keys(a, bases))
    kb = set(_path_keys(b, bases))
    if ka & kb:
        return True
    # fall back to suffix comparison on path components
    pa = [p for p in a.replace("\\", "/").split("/") if p not in ("", ".")]
    pb = [p for p in b.replace("\\", "/").split("/") if p not in ("", ".")]
    n = min(len(pa), len(pb))
    return n > 0 and pa[-n:] == pb[-n:]


def compare(breaks: Sequence[Any], findings: Sequence[Any], bases: Sequence[str] = ()) -> Comparison:
    """Match dynamo breaks with static Findings by file and line (a Finding's line range counts).

    Pure: works on Break/Finding objects or their JSON dicts. ``bases`` are directories against
    which relative paths are resolved (cwd, the scan root); unresolvable paths are compared by
    trailing path components.
    """
    bases = list(bases) or [os.getcwd()]
    confirmed: list[tuple[Any, Any]] = []
    used: set[int] = set()
    missed: list[Any] = []
    for b in breaks:
        bpath, babs, bline = _get(b, "path"), _get(b, "abspath"), _get(b, "line")
        hits = []
        for i, f in enumerate(findings):
            fline, fend = _get(f, "line"), _get(f, "end_line") or _get(f, "line")
            if bline is None or fline is None or not (fline <= bline <= max(fline, fend)):
                continue
            if _same_file(bpath, babs, _get(f, "path"), bases):
                hits.append(i)
        if not hits:
            missed.append(b)
        else:
            # one pair per break; other findings at that site (other roots) are confirmed too
            confirmed.append((b, findings[hits[0]]))
            used.update(hits)
    unobserved = [f for i, f in enumerate(findings) if i not in used]
    return Comparison(confirmed, missed, unobserved)


def package_dir(module_file: Optional[str]) -> Optional[str]:
    """The top-level package directory holding a module file (or the file itself)."""
    if not module_file:
        return None
    d = os.path.dirname(_real(module_file))
    if not os.path.exists(os.path.join(d, "__init__.py")):
        return _real(module_file)
    while os.path.exists(os.path.join(os.path.dirname(d), "__init__.py")):
        d = os.path.dirname(d)
    return d


def run_static(result: TraceResult) -> tuple[Optional[list], Optional[str]]:
    """(findings, None) from ``compilelint.scan`` on the target's source package with the traced
    function as the only root, or (None, why not). Never raises."""
    try:
        from compilelint.scan import scan  # type: ignore
    except Exception as exc:  # noqa: BLE001 - the scanner is optional here
        return None, f"static scanner unavailable ({type(exc).__name__}: {exc})"
    pkg = package_dir(result.module_file)
    if pkg is None:
        return None, "cannot locate the target's source package"
    if not result.root_spec:
        return None, f"cannot name {result.traced} as a static root"
    search = [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p and os.path.isdir(p)]
    attempts = [
        dict(roots=[result.root_spec], roots_mode="compiled", search_path=search or None),
        dict(roots=[result.root_spec]),
    ]
    out, last = None, None
    for kw in attempts:
        try:
            out = scan([pkg], **kw)
            break
        except TypeError as exc:
            last = exc
        except Exception as exc:  # noqa: BLE001
            return None, f"static scan failed ({type(exc).__name__}: {exc})"
    if out is None:
        return None, f"static scanner API mismatch ({last})"
    findings = list(getattr(out, "findings", out) or [])
    declared = {getattr(r, "fq", None) for r in getattr(out, "roots", []) or []
                if getattr(r, "kind", None) == "declared"}
    declared.discard(None)
    if declared:
        findings = [f for f in findings if _get(f, "root") in declared]
    return findings, None
