"""The scan pipeline: targets -> program -> roots -> reach -> ``ScanResult``, with the whole result
cached for a warm run over unchanged files and an unchanged engine."""
from __future__ import annotations

import dataclasses
import functools
import gc
import hashlib
import os
import time
from dataclasses import dataclass, field
from typing import Iterable, Optional

from compilelint.findings import Finding, Problem
from compilelint import __version__
from compilelint.index import Cache, summary_fingerprint
from compilelint.profile import DEFAULT as DEFAULT_PROFILE, Profile
from compilelint.program import Program
from compilelint.targets import TargetSet, resolve_targets
from compilelint.names import display_path as _display_path
from compilelint.scan.reach import Reacher
from compilelint.scan.roots import DEFAULT_REGISTRARS, DEFAULT_WRAPPERS, Root, RootFinder


@dataclass
class ScanResult:
    findings: list[Finding] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)
    roots: list[Root] = field(default_factory=list)
    unresolved_compiles: list[tuple[str, int, str]] = field(default_factory=list)
    unresolved_calls: list[tuple[str, int, str, str]] = field(default_factory=list)
    roots_mode: str = "auto"
    profile: Profile = DEFAULT_PROFILE
    files: int = 0
    followed_modules: int = 0
    seconds: float = 0.0
    cache_hits: int = 0
    cache_misses: int = 0
    # compiles left out because they belong to a feature the profile turns off: {feature: count}
    features_off: dict = field(default_factory=dict)

    def summary(self) -> dict:
        by_rule: dict[str, int] = {}
        for f in self.findings:
            by_rule[f.rule] = by_rule.get(f.rule, 0) + 1
        return {"findings": len(self.findings), "errors": sum(f.severity == "error" for f in self.findings),
                "by_rule": dict(sorted(by_rule.items())), "roots": len(self.roots), "roots_mode": self.roots_mode,
                "files": self.files, "followed_modules": self.followed_modules,
                "problems": len(self.problems), "unresolved_compiles": len(self.unresolved_compiles),
                "seconds": round(self.seconds, 3), "cache_hits": self.cache_hits,
                "cache_misses": self.cache_misses, "profile": self.profile.describe(),
                "roots_by_fullgraph": _count_flags(self.roots), "roots_left_out": dict(self.features_off),
                "by_severity": {s: sum(f.severity == s for f in self.findings) for s in ("error", "warning")},
                "undecided_tests": undecided_tests(self.findings)}


def undecided_tests(findings, top: int = 10) -> list:
    """The branch tests the scan could not decide that gate most findings (``detail.undecided``):
    where a deployment fact or a ``--value`` pin would settle many findings at once."""
    count: dict = {}
    for f in findings:
        for u in {(u["path"], u["line"], u["test"], u["needs"]) for u in (f.detail or {}).get("undecided", ())}:
            count[u] = count.get(u, 0) + 1
    ranked = sorted(count.items(), key=lambda kv: (-kv[1], kv[0]))[:top]
    return [{"path": p, "line": ln, "test": t, "needs": n, "findings": c} for (p, ln, t, n), c in ranked]


def _count_flags(roots) -> dict:
    out = {"true": 0, "false": 0, "dynamic": 0}
    for r in roots:
        out["true" if r.fullgraph is True else "dynamic" if isinstance(r.fullgraph, str) else "false"] += 1
    return out


class Scanner(RootFinder, Reacher):
    def __init__(self, program: Program, wrappers: Iterable[str] = (), registrars: Iterable[str] = (),
                 select: Optional[set[str]] = None, ignore: Optional[set[str]] = None):
        self.p = program
        self.wrappers = set(DEFAULT_WRAPPERS) | set(wrappers)
        self.wrapper_last = {w.rsplit(".", 1)[-1] for w in self.wrappers}
        self.registrars = set(DEFAULT_REGISTRARS) | set(registrars)
        self.select = select
        self.ignore = ignore or set()
        self._kind_memo: dict[str, str] = {}
        self.features_off: dict[str, int] = {}  # feature -> compiled names left out (``_feature_off``)
        self._off_names: set = set()
        self._edges_memo: dict[tuple, tuple[list, list]] = {}
        self._class_hooks_memo: Optional[dict] = None  # class -> forward hooks registered on its objects
        self._listed_memo: dict[str, set] = {}  # caller fq -> its ``.tolist()`` loop names (``_dd_passed``)
        self._findable: dict[tuple, bool] = {}  # ("findable", top package) -> found on this machine
        self._registered: Optional[set[str]] = None
        self.unresolved: dict[tuple, str] = {}
        self._wrap_memo: dict[str, list[str]] = {}
        self._wrap_recv: dict[tuple, str] = {}  # (function, wrapper method) -> the wrapper object's class
        # decorator wrappers around a module's forward, entered where the module is called: their
        # optional work runs only where the scan decides its test in favour
        self._forward_wrappers: set[str] = set()
        self._live_wrap_memo: dict[str, bool] = {}  # wrapper -> its decorator can return it
        self._in_targets_memo: dict[str, bool] = {}
        self._ext_memo: dict[tuple, tuple] = {}
        self.inner_roots: set = set()
        self._pathof_memo: dict[str, str] = {}
        self._chain_memo: dict[tuple, tuple] = {}
        self._nodecls_memo: dict[tuple, tuple] = {}
        self._methods_by_name: Optional[dict[str, list]] = None
        self.cond = program.conditions
        self._mode: Optional[str] = None  # the mode of the root being walked
        # (caller node, mode, callee node, line) -> environment queries guarding that call, or ()
        # when one call on that line is unguarded
        self._edge_guard: dict[tuple, tuple] = {}
        self._firm_memo: dict[tuple, set] = {}
        self._any_guard = False
        self._escapes: Optional[tuple] = None
        self._ret_dd: Optional[bool] = None
        self._prop_names: Optional[frozenset] = None
        self._getattr_memo: Optional[frozenset] = None
        self._descr_memo: Optional[frozenset] = None
        self._cold_reads: dict = {}  # (path, line, column) -> a cached_property read there (reach)


def scan(targets: list[str], roots: Iterable[str] = (), roots_mode: str = "auto",
         search_path: Optional[list[str]] = None, no_cache: bool = False, jobs: int = 0, follow: bool = True,
         select: Optional[Iterable[str]] = None, ignore: Optional[Iterable[str]] = None,
         wrappers: Iterable[str] = (), registrars: Iterable[str] = (), follow_only: Optional[Iterable[str]] = None,
         exclude: Iterable[str] = (), profile: Optional[Profile] = None,
         optional_roots: Iterable[str] = (), target_set: Optional[TargetSet] = None) -> ScanResult:
    """Scan targets statically. Raises TargetError / RootError for usage errors (``roots``);
    ``optional_roots`` that cannot be placed are left out silently. ``target_set``: ``targets``
    already resolved by the caller (``resolve_targets(targets, search_path)``)."""
    roots = list(roots)
    optional_roots = [s for s in optional_roots if s not in roots]
    t0 = time.perf_counter()
    profile = profile or DEFAULT_PROFILE
    ts = target_set if target_set is not None else resolve_targets(list(targets), search_path)
    files = ts.files
    if exclude:
        import fnmatch
        pats = list(exclude)
        files = [f for f in files if not any(fnmatch.fnmatch(_display_path(f.path), p) or
                                             fnmatch.fnmatch(f.path, p) for p in pats)]
    cache = Cache(enabled=not no_cache)
    # a warm run over unchanged files (targets and every followed module) reuses the whole result
    sig = None
    if cache.enabled:
        h = hashlib.blake2b(digest_size=16)
        h.update(_engine_fingerprint().encode())
        h.update(repr((summary_fingerprint(), __version__, sorted(roots), sorted(optional_roots), roots_mode, search_path, follow,
                       sorted(select or ()), sorted(ignore or ()), sorted(wrappers), sorted(registrars),
                       sorted(follow_only) if follow_only is not None else None, os.getcwd(), profile)).encode())
        for f in files:
            key, _, err = cache.file_key(f.path)
            h.update(f"{f.path}\0{key or err}\n".encode())
        sig = h.hexdigest()
        hit = cache.get_result(sig)
        if hit is not None and "profile_values" in hit and _still_valid(cache, hit["followed"]):
            result = _result_from_plain(hit)
            result.cache_hits, result.cache_misses = len(files), 0
            result.profile = dataclasses.replace(profile, values=tuple(tuple(v) for v in hit["profile_values"]),
                                                 unpinned=tuple(hit.get("unpinned", ())))
            result.seconds = time.perf_counter() - t0
            cache.save()
            return result
    # the scan builds millions of small acyclic objects (summaries, memo entries): the cyclic
    # collector would rescan the whole growing heap again and again (5-9 s of 23 s on sglang).
    # It is switched back on only once the program is released: switched on while that heap is
    # alive, its first pass would walk all of it (about 6 s on sglang)
    gc_was = gc.isenabled()
    gc.disable()
    try:
        program = Program(files, cache, search_path=search_path, follow=follow, jobs=jobs,
                          follow_only=set(follow_only) if follow_only is not None else None, profile=profile)
        try:
            scanner = Scanner(program, wrappers=wrappers, registrars=registrars,
                              select=set(select) if select else None, ignore=set(ignore or ()))
            root_list, unresolved = scanner.find_roots(roots_mode, list(roots), optional_roots)
            mode = roots_mode
            if roots_mode == "auto":
                mode = "forwards" if any(r.kind == "forwards" for r in root_list) else "compiled"
            findings = scanner.reach(root_list)
        finally:
            program.close()
        kept = [r for r in root_list if (r.fq, r.self_cls) not in scanner.inner_roots]
        result = ScanResult(findings=findings, roots=kept, unresolved_compiles=unresolved, roots_mode=mode,
                            files=len(files), followed_modules=program.stats.followed_modules,
                            profile=program.profile,
                            features_off=dict(scanner.features_off))
        for path, msg in ts.problems:
            result.problems.append(Problem(_display_path(path), msg))
        for mod in program.modules.values():
            if mod.error and mod.in_targets:
                result.problems.append(Problem(_display_path(mod.path), mod.error))
        result.unresolved_calls = [(p, l, e, fn) for (p, l, e), fn in sorted(scanner.unresolved.items())]
        followed = [m.path for m in program.modules.values() if not m.in_targets and m.path.endswith(".py")]
        del program, scanner
    finally:
        if gc_was:
            gc.enable()
    result.cache_hits, result.cache_misses = cache.hits, cache.misses
    result.seconds = time.perf_counter() - t0
    if sig is not None:
        plain = _result_to_plain(result)
        plain["followed"] = [(path, cache.file_key(path)[0]) for path in followed]
        plain["unpinned"] = list(result.profile.unpinned)
        plain["profile_values"] = [list(v) for v in result.profile.values]
        cache.put_result(sig, plain)
    cache.save()
    return result


_NOT_ENGINE = frozenset({"__main__.py", "cli.py", "config.py", "docs.py", "fix.py", "fix_cli.py", "suppress.py",
                         "trace.py", "trace_cli.py", "writer.py"})


@functools.lru_cache(maxsize=1)
def _engine_fingerprint() -> str:
    """Hash of compilelint's own code and rules: a changed engine never reuses old results."""
    import compilelint
    import compilelint.rules

    h = hashlib.blake2b(digest_size=16)
    for pkg in (compilelint, compilelint.rules):
        base = os.path.dirname(pkg.__file__)
        for dirpath, dirnames, filenames in os.walk(base):
            # the reporters and the other commands run after the cached step: editing them must
            # not make every warm scan cold
            dirnames[:] = sorted(d for d in dirnames if d not in ("__pycache__", "report", "trace"))
            for name in sorted(filenames):
                if name.endswith((".py", ".json")) and not (pkg is compilelint and name in _NOT_ENGINE):
                    with open(os.path.join(dirpath, name), "rb") as fh:
                        h.update(name.encode() + fh.read())
    return h.hexdigest()


_FINDING_FIELDS = ("rule", "severity", "path", "line", "column", "message", "root", "chain", "hint",
                   "gb_type", "gb_id", "end_line", "function", "detail", "fullgraph")


_ROOT_FIELDS = ("fq", "self_cls", "kind", "path", "line", "fullgraph")


def _result_to_plain(r: ScanResult) -> dict:
    """ScanResult as marshal-able plain data (the warm-run cache entry)."""
    return {
        "findings": [tuple(getattr(f, k) for k in _FINDING_FIELDS) for f in r.findings],
        "problems": [(p.path, p.message, p.kind) for p in r.problems],
        "roots": [tuple(getattr(x, k) for k in _ROOT_FIELDS) for x in r.roots],
        "unresolved_compiles": [tuple(u) for u in r.unresolved_compiles],
        "unresolved_calls": [tuple(u) for u in r.unresolved_calls],
        "meta": (r.roots_mode, r.files, r.followed_modules),
        "features_off": dict(r.features_off),
    }


def _result_from_plain(d: dict) -> ScanResult:
    r = ScanResult()
    r.findings = [Finding(**dict(zip(_FINDING_FIELDS, t))) for t in d["findings"]]
    r.problems = [Problem(*p) for p in d["problems"]]
    r.roots = [Root(*t) for t in d["roots"]]
    r.unresolved_compiles = [tuple(u) for u in d["unresolved_compiles"]]
    r.unresolved_calls = [tuple(u) for u in d["unresolved_calls"]]
    r.roots_mode, r.files, r.followed_modules = d["meta"]
    r.features_off = dict(d.get("features_off", {}))
    return r


def _still_valid(cache: Cache, followed: list[tuple[str, str]]) -> bool:
    return all(cache.file_key(path)[0] == key for path, key in followed)
