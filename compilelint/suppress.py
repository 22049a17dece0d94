"""In-source suppressions: ``# compilelint: ignore[CL101]`` and ``# compilelint: ignore-file[CL101]``.

Where a line comment counts for a finding (every place the user could reasonably want to say
"not this one"):

* the barrier itself: any line of the flagged statement (``line`` .. ``end_line``);
* every call on the chain from the compiled root down to the barrier: the line of the call in
  the root that leads there, and the call line in each function after it. The scanner records
  these call lines per finding (``detail["steps"]``); for findings without them the call lines
  are recovered from the source (calls in the caller whose callee name matches the next chain
  element; ``self.sub(x)`` for a ``forward`` / ``__call__`` step, ``Cls(...)`` for ``__init__``);
* the compiled root: the line the scanner reports for it (the ``torch.compile(...)`` call, the
  class line of a ``forward`` root, the ``def`` line of a decorated function) and the decorator
  lines directly above a ``def``.

``ignore-file`` anywhere in a file suppresses the findings whose barrier is in that file. A bare
``ignore`` / ``ignore-file`` (no codes) covers every rule; codes may be prefixes (``CL1``).

Comments are read with :mod:`tokenize` (a ``#`` inside a string is not a comment), only from the
files the findings touch - or from every scanned file with ``--show-unused-suppressions``, which
lists suppressions (per code) that matched no finding.
"""
from __future__ import annotations

import ast
import functools
import io
import os
import re
import tokenize
from dataclasses import dataclass, field
from typing import Iterable, Optional

from compilelint.names import definitions, display_path, split_qualname


@functools.lru_cache(maxsize=65536)
def _abspath_in(path: str, cwd: str) -> str:
    return os.path.normpath(os.path.join(cwd, path))


def _abspath(path: str) -> str:
    """``os.path.abspath``, memoized per working directory (thousands of findings, few paths)."""
    return _abspath_in(os.fspath(path), os.getcwd())

DIRECTIVE = re.compile(r"compilelint\s*:\s*(ignore-file|ignore)\b(?:\[([^\]]*)\])?", re.IGNORECASE)


@dataclass
class Suppression:
    path: str  # absolute
    line: int
    codes: Optional[tuple[str, ...]]  # None: every rule
    file_level: bool
    text: str
    used: set = field(default_factory=set)  # codes (or "*") that matched a finding

    def covers(self, code: str) -> Optional[str]:
        """The entry that covers ``code`` ("*" for a bare directive), or None."""
        if self.codes is None:
            return "*"
        for c in self.codes:
            if c == "ALL" or code.startswith(c):
                return c
        return None

    def unused_codes(self) -> list[str]:
        if self.codes is None:
            return [] if self.used else ["*"]
        return [c for c in self.codes if c not in self.used]

    def display(self) -> str:
        return display_path(self.path)


def parse_comment(comment: str) -> list[tuple[bool, Optional[tuple[str, ...]]]]:
    """Directives in one comment: (file_level, codes or None)."""
    out = []
    for m in DIRECTIVE.finditer(comment):
        file_level = m.group(1).lower() == "ignore-file"
        codes = None
        if m.group(2) is not None:
            codes = tuple(c.strip().upper() for c in m.group(2).split(",") if c.strip()) or None
        out.append((file_level, codes))
    return out


def read_suppressions(path: str) -> list[Suppression]:
    """Every compilelint directive in one file (empty when it has none or cannot be read)."""
    try:
        with open(path, "rb") as fh:
            data = fh.read()
    except OSError:
        return []
    if b"compilelint" not in data:
        return []
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        text = data.decode("latin-1")
    out: list[Suppression] = []
    ap = _abspath(path)
    try:
        for tok in tokenize.generate_tokens(io.StringIO(text).readline):
            if tok.type == tokenize.COMMENT and "compilelint" in tok.string:
                for file_level, codes in parse_comment(tok.string):
                    out.append(Suppression(ap, tok.start[0], codes, file_level, tok.string.strip()))
    except (tokenize.TokenError, IndentationError, SyntaxError):
        # unparsable file: fall back to a line scan of '#' comments
        out = []
        for i, line in enumerate(text.splitlines(), 1):
            pos = line.find("#")
            if pos >= 0 and "compilelint" in line[pos:]:
                for file_level, codes in parse_comment(line[pos:]):
                    out.append(Suppression(ap, i, codes, file_level, line[pos:].strip()))
    return out


# ---- where a finding may be suppressed ------------------------------------------------------------
class ChainLocator:
    """Maps chain elements (dotted qualnames) to files and call lines in the scanned sources."""

    def __init__(self, files: Iterable = ()):  # SourceFile-like: .path, .module
        self.mods: dict[str, str] = {}
        for f in files:
            self.mods.setdefault(f.module, _abspath(f.path))
        self._defs: dict[str, dict[str, ast.AST]] = {}

    def file_of(self, fq: str) -> Optional[tuple[str, str]]:
        got = split_qualname(fq, self.mods)
        return (self.mods[got[0]], got[1]) if got else None

    def _defs_of(self, path: str) -> dict[str, ast.AST]:
        got = self._defs.get(path)
        if got is not None:
            return got
        try:
            with open(path, "rb") as fh:
                defs = definitions(ast.parse(fh.read(), filename=path))
        except (OSError, SyntaxError, ValueError, RecursionError):
            defs = {}
        self._defs[path] = defs
        return defs

    def def_node(self, fq: str) -> Optional[tuple[str, ast.AST]]:
        got = self.file_of(fq)
        if got is None:
            return None
        path, qual = got
        qual = ".".join(p for p in qual.split(".") if p != "<locals>")
        node = self._defs_of(path).get(qual)
        return (path, node) if node is not None else None

    def call_lines(self, caller: str, callee: str) -> list[tuple[str, int]]:
        """Lines in ``caller`` that call ``callee`` (matched by name)."""
        got = self.def_node(caller)
        if got is None:
            return []
        path, node = got
        parts = callee.split(".")
        last = parts[-1]
        names = {last}
        if last == "__init__" and len(parts) > 1:
            names = {parts[-2]}
        loose = last in ("forward", "__call__")
        out: list[tuple[str, int]] = []
        for call in _calls_in(node):
            fn = call.func
            name = fn.id if isinstance(fn, ast.Name) else fn.attr if isinstance(fn, ast.Attribute) else None
            hit = name in names
            if not hit and loose:
                hit = isinstance(fn, ast.Name) or (isinstance(fn, ast.Attribute) and isinstance(fn.value, ast.Name)
                                                   and fn.value.id == "self")
            if hit:
                out.append((path, call.lineno))
        return out


def _calls_in(fn: ast.AST):
    stack = list(ast.iter_child_nodes(fn))
    while stack:
        node = stack.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
            continue
        if isinstance(node, ast.Call):
            yield node
        stack.extend(ast.iter_child_nodes(node))


def _steps(finding) -> Optional[list[tuple[str, int]]]:
    steps = (finding.detail or {}).get("steps") if hasattr(finding, "detail") else None
    if not steps:
        return None
    out = []
    for s in steps:
        try:
            path, line = s[0], int(s[1])
        except (TypeError, ValueError, IndexError):
            return None
        if path:
            out.append((_abspath(path), line))
    return out


def call_sites(finding, locator: Optional[ChainLocator]) -> list[tuple[str, int]]:
    """(file, line) of each call on the chain, root first (the barrier's own line excluded)."""
    steps = _steps(finding)
    if steps is not None:
        return steps[:-1] if steps else []
    if locator is None:
        return []
    out: list[tuple[str, int]] = []
    chain = list(finding.chain or [])
    for caller, callee in zip(chain[:-2], chain[1:-1]):
        out.extend(locator.call_lines(caller, callee))
    return out


def chain_files(finding, locator: Optional[ChainLocator]) -> set[str]:
    """Every file the chain passes through: the barrier's, each caller's and the root's."""
    files = {_abspath(finding.path)}
    files.update(p for p, _ in call_sites(finding, locator))
    if locator is not None:
        for fq in (finding.chain or [])[:-1]:
            got = locator.file_of(fq)
            if got is not None:
                files.add(got[0])
    return files


@dataclass
class Outcome:
    kept: list
    suppressed: list
    unused: list[tuple[Suppression, list[str]]]  # (directive, codes that matched nothing)


class Suppressor:
    def __init__(self, roots: Iterable = (), locator: Optional[ChainLocator] = None):
        self.roots = list(roots)
        self.locator = locator
        self._by_file: dict[str, list[Suppression]] = {}
        self._lines: dict[str, list[str]] = {}
        self._roots_by_fq: Optional[dict] = None

    def directives(self, path: str) -> list[Suppression]:
        got = self._by_file.get(path)
        if got is None:
            got = self._by_file[path] = read_suppressions(path)
        return got

    def _decorator_lines(self, path: str, line: int) -> list[int]:
        """Decorator lines directly above a ``def`` / ``class`` line."""
        lines = self._lines.get(path)
        if lines is None:
            try:
                with open(path, encoding="utf-8", errors="replace") as fh:
                    lines = fh.read().splitlines()
            except OSError:
                lines = []
            self._lines[path] = lines
        out = []
        i = line - 2
        while 0 <= i < len(lines) and lines[i].lstrip().startswith(("@", ")", "#")):
            out.append(i + 1)
            i -= 1
        return out

    def places(self, finding) -> list[tuple[str, int]]:
        path = _abspath(finding.path)
        places = [(path, ln) for ln in range(finding.line, max(finding.line, finding.end_line or finding.line) + 1)]
        places.extend(call_sites(finding, self.locator))
        if self._roots_by_fq is None:
            self._roots_by_fq = {}
            for r in self.roots:
                if getattr(r, "line", 0):
                    self._roots_by_fq.setdefault(r.fq, []).append((_abspath(r.path), r.line))
        for rp, rl in self._roots_by_fq.get(finding.root, ()):
            places.append((rp, rl))
            places.extend((rp, d) for d in self._decorator_lines(rp, rl))
        return places

    def check(self, finding) -> bool:
        """True when a directive suppresses the finding (and marks the directives used)."""
        hit = False
        for s in self.directives(_abspath(finding.path)):
            if s.file_level:
                c = s.covers(finding.rule)
                if c is not None:
                    s.used.add(c)
                    hit = True
        wanted: dict[str, set[int]] = {}
        for p, ln in self.places(finding):
            wanted.setdefault(p, set()).add(ln)
        for p, lines in wanted.items():
            for s in self.directives(p):
                if not s.file_level and s.line in lines:
                    c = s.covers(finding.rule)
                    if c is not None:
                        s.used.add(c)
                        hit = True
        return hit

    def apply(self, findings: Iterable, unused_in: Optional[Iterable[str]] = None) -> Outcome:
        kept, suppressed = [], []
        for f in findings:
            (suppressed if self.check(f) else kept).append(f)
        unused: list[tuple[Suppression, list[str]]] = []
        if unused_in is not None:
            for path in sorted({_abspath(p) for p in unused_in}):
                for s in self.directives(path):
                    codes = s.unused_codes()
                    if codes:
                        unused.append((s, codes))
        return Outcome(kept, suppressed, unused)


# ---- the whole post-scan step (``engine.run`` calls it once per scan) ----------------------------
def scanned_files(targets: list, search_path: Optional[list] = None, exclude: Iterable[str] = ()) -> list:
    """The SourceFiles a scan of ``targets`` reads (``exclude``: globs as passed to scan())."""
    from compilelint.targets import exclude_files, resolve_targets

    try:
        files = resolve_targets(list(targets), search_path or None).files
    except Exception:  # resolution succeeded inside scan(); never fail a report on it
        return []
    return exclude_files(files, exclude)


def postprocess(result, cfg=None, targets: Iterable[str] = (".",), search_path: Optional[list] = None,
                exclude: Iterable[str] = (), changed: Optional[set] = None, show_unused: bool = False,
                files: Optional[list] = None):
    """Apply ``per-file-ignores`` (from ``cfg``, a :class:`compilelint.config.Config`), in-source
    suppressions and - with ``changed`` (absolute paths) - the changed-files filter to a ScanResult.

    ``files``: the scanned SourceFiles when the caller has them (``engine.run`` does); otherwise
    ``targets`` are resolved here. Returns (kept findings, suppressed findings, unused
    suppressions, locator).
    """
    findings = list(result.findings)
    if cfg is not None and cfg.per_file_ignores:
        from compilelint.config import code_matches

        findings = [f for f in findings if not code_matches(f.rule, cfg.ignored_codes_for(f.path))]
    locator = None
    need = any(not (f.detail or {}).get("steps") for f in findings) or changed is not None
    if (findings and need) or show_unused:
        if files is None:
            files = scanned_files(list(targets), search_path, exclude)
        locator = ChainLocator(files)
    sup = Suppressor(result.roots, locator)
    unused_scope = None
    if show_unused:
        unused_scope = [f.path for f in files or []]
        if changed is not None:
            unused_scope = [p for p in unused_scope if _abspath(p) in changed]
    outcome = sup.apply(findings, unused_in=unused_scope)
    kept, suppressed = outcome.kept, outcome.suppressed
    if changed is not None:
        kept = [f for f in kept if chain_files(f, locator) & changed]
        suppressed = [f for f in suppressed if chain_files(f, locator) & changed]
    return kept, suppressed, outcome.unused, locator


def describe_unused(s: Suppression, codes: list[str]) -> str:
    what = "suppresses nothing" if codes == ["*"] or (s.codes and len(codes) == len(s.codes)) \
        else f"{', '.join(codes)} suppress(es) nothing"
    return f"{s.display()}:{s.line}: unused suppression `{s.text}`: {what}"


__all__ = ["Suppression", "Suppressor", "ChainLocator", "Outcome", "read_suppressions", "parse_comment",
           "call_sites", "chain_files", "describe_unused", "postprocess", "scanned_files"]
