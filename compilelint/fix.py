"""Plan and apply fixes for scan findings.

``plan(findings, targets)`` chooses one strategy per finding (by the rule's ``fix`` and by the
shape of the code: a known kernel on the chain, a version probe, a plain-value probe, a bare side
effect, a tensor function with a derivable fake), tries each candidate as a dry run of its codemod
on the untouched file, keeps the first that applies, then groups the chosen fixes per file and
runs them in one batch per file (parse once, each strategy's codemod once, render once), giving
one ``FileEdit`` per changed file with a unified diff. ``apply_edits`` writes them through
``compilelint.writer`` (atomic, encoding/newline/mode preserving, refusing stale files).

Fixes are written only into files of the given targets. A barrier that lives outside the targets
is fixed at the call site: in the last frame of the chain that lies inside the targets.
"""
from __future__ import annotations

import ast

import difflib
import functools
import os
import re
from dataclasses import dataclass, field
from typing import Any, Iterable, Optional, Sequence

import libcst as cst

from compilelint import writer
from compilelint.findings import Finding, FixPolicy
from compilelint.names import display_path
from compilelint.fixers import SAFE, UNSAFE, Outcome, Target, run_on_tree
from compilelint.fixers._common import anchor_of, find_function, header_span, iter_statement_blocks
from compilelint.fixers.guard_side_effect import _RNG_REASON, RNG_SETTERS
from compilelint.rules import by_code
from compilelint.rules import known_kernels as kb

# the chain step the scan writes for a branch on a property returning a tensor (rules/tensor_data.py)
_TENSOR_PROPERTY = re.compile(r"on property `(\w+)`, which may return a tensor")

# order of the batched codemods inside one file
ORDER = ("guard_side_effect", "constant_probe", "version_probe", "compiler_disable", "opaque_op", "assert_check",
         "tensor_predicate", "tensor_where", "torch_cond", "early_exit", "while_loop", "masked_write",
         "address_assumption", "warm_property", "scalar_clamp")
def policy_of(code: str) -> FixPolicy:
    """The fix policy a rule declares (``Rule.fix_policy``), else the default."""
    own = getattr(by_code().get(code), "fix_policy", None)
    return own if isinstance(own, FixPolicy) else FixPolicy()


@dataclass
class Location:
    path: str  # absolute
    module: str
    qualname: str  # inside the module

    @property
    def fq(self) -> str:
        return f"{self.module}.{self.qualname}" if self.module else self.qualname


@dataclass
class Candidate:
    strategy: str
    loc: Location
    target: Target
    why: str = ""

    def key(self) -> tuple:
        o = self.target.options
        return (self.strategy, self.loc.path, self.target.function, self.target.anchor, self.target.anchor_n,
                self.target.line,
                bool(o.get("call")), bool(o.get("call_site")), bool(o.get("whole_body")), bool(o.get("lock")), bool(o.get("check_only")), o.get("callee"),
                o.get("kernel"), o.get("factory"), bool(o.get("hoist")), o.get("body"), bool(o.get("strict")))


@dataclass
class Fix:
    strategy: str
    path: str
    function: str
    safety: str
    message: str
    findings: list[Finding] = field(default_factory=list)


@dataclass
class FileEdit:
    path: str
    source: writer.SourceFile
    new_text: str
    fixes: list[Fix] = field(default_factory=list)
    display: str = ""

    @property
    def changed(self) -> bool:
        return self.new_text != self.source.text

    @property
    def diff(self) -> str:
        name = self.display or self.path
        a = self.source.text.splitlines(keepends=True)
        b = self.new_text.splitlines(keepends=True)
        lines = list(difflib.unified_diff(a, b, fromfile=f"a/{name}", tofile=f"b/{name}"))
        return "".join(l if l.endswith(("\n", "\r")) else l + "\n\\ No newline at end of file\n" for l in lines)


@dataclass
class Unfixed:
    finding: Finding
    reason: str
    unsafe_fix: Optional[str] = None  # the unsafe fix that exists, when --unsafe-fixes is off


@dataclass
class FixPlan:
    edits: list[FileEdit] = field(default_factory=list)
    unfixed: list[Unfixed] = field(default_factory=list)
    fixed: list[tuple[Finding, Fix]] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)


# ---------------------------------------------------------------------------------------------
# targets -> files and modules
# ---------------------------------------------------------------------------------------------
class TargetIndex:
    """The fix targets' files by module and by real path (``resolve_targets`` of the targets)."""

    def __init__(self, targets: Sequence[str], search_path: Optional[list[str]] = None, target_set=None):
        if target_set is None:
            from compilelint.targets import resolve_targets

            target_set = resolve_targets(list(targets), search_path)
        self.search_path = list(search_path or []) + [os.getcwd()]
        self._memo: dict[str, Optional[tuple[str, str]]] = {}
        self.by_module: dict[str, str] = {}
        self.by_path: dict[str, str] = {}
        for f in target_set.files:
            p = os.path.realpath(f.path)
            self.by_module.setdefault(f.module, p)
            self.by_path[p] = f.module
        self.problems = [f"{p}: {m}" for p, m in target_set.problems]

    @classmethod
    def from_target_set(cls, target_set, search_path: Optional[list[str]] = None) -> "TargetIndex":
        """The index of targets the caller has already resolved (``engine.Report.target_set``)."""
        return cls((), search_path, target_set=target_set)

    def locate(self, fq: Optional[str]) -> Optional[Location]:
        """The target file and in-module qualname of a dotted function name, else None."""
        if not fq:
            return None
        if ":" in fq:
            mod, _, qual = fq.partition(":")
            p = self.by_module.get(mod)
            return Location(p, mod, qual) if p else None
        parts = fq.split(".")
        for i in range(len(parts) - 1, 0, -1):
            mod = ".".join(parts[:i])
            p = self.by_module.get(mod) or self._by_file(mod)
            if p:
                return Location(p, mod, ".".join(parts[i:]))
        # a target inside a namespace package is named from its first __init__-less ancestor
        # (``quantization.modelopt_quant``) while the chain has the importable name
        for i in range(len(parts) - 1, 0, -1):
            mod = ".".join(parts[:i])
            for k, p in self.by_module.items():
                if mod.endswith("." + k) and self._prefix_matches_dirs(mod[: -len(k) - 1], k, p):
                    return Location(p, mod, ".".join(parts[i:]))
        return None

    @staticmethod
    def _prefix_matches_dirs(prefix: str, k: str, path: str) -> bool:
        """``prefix`` (``sglang.srt.layers``) names the folders above target module ``k``'s file."""
        d = os.path.dirname(path)
        depth = k.count(".") + (0 if os.path.basename(path) == "__init__.py" else 0)
        if os.path.basename(path) == "__init__.py":
            depth += 1
        for _ in range(depth):
            d = os.path.dirname(d)
        want = prefix.split(".")
        got = d.split(os.sep)[-len(want):]
        return got == want

    def _by_file(self, mod: str) -> Optional[str]:
        """The target file that importing ``mod`` would load, found without importing."""
        if mod in self._memo:
            hit = self._memo[mod]
            return hit[0] if hit else None
        from compilelint.targets import find_package

        found = None
        try:
            loc = find_package(mod, self.search_path)
        except Exception:  # noqa: BLE001 - a lookup problem is just a miss
            loc = None
        if loc:
            cand = os.path.join(loc, "__init__.py") if os.path.isdir(loc) else loc
            real = os.path.realpath(cand)
            if real in self.by_path:
                found = real
        self._memo[mod] = (found, mod) if found else None
        return found


# ---------------------------------------------------------------------------------------------
# parsed files (one parse per file, shared by every dry run)
# ---------------------------------------------------------------------------------------------
class Files:
    def __init__(self):
        self.sources: dict[str, writer.SourceFile] = {}
        self.trees: dict[str, cst.Module] = {}
        self.errors: dict[str, str] = {}
        self.asts: dict[str, Optional[ast.Module]] = {}

    def ast_tree(self, path: str) -> Optional[ast.Module]:
        """The stdlib AST of the file as this plan read it (one parse per file and plan)."""
        if path not in self.asts:
            tree = self.tree(path)
            try:
                self.asts[path] = ast.parse(tree.code) if tree is not None else None
            except SyntaxError:
                self.asts[path] = None
        return self.asts[path]

    def tree(self, path: str) -> Optional[cst.Module]:
        if path in self.trees or path in self.errors:
            return self.trees.get(path)
        try:
            sf = writer.read_source(path)
            tree = cst.parse_module(sf.text)
        except (OSError, UnicodeDecodeError, SyntaxError, cst.ParserSyntaxError, ValueError, RecursionError) as e:
            # (libcst raises ValueError for sources it cannot configure, e.g. a form feed in the
            # first indentation: "invalid value for default_indent")
            self.errors[path] = f"{path}: cannot parse: {str(e).splitlines()[0] if str(e) else type(e).__name__}"
            return None
        if tree.default_indent.strip(" \t"):
            # libcst cannot print or extend (add imports to) a module whose first indentation has
            # other whitespace (a form feed): leave the file alone, say why
            self.errors[path] = f"{path}: cannot fix: indentation with a form feed or other unusual whitespace"
            return None
        self.sources[path] = sf
        self.trees[path] = tree
        return tree


_POSITIONS: dict[int, tuple[cst.Module, Any]] = {}


def _anchor_n(tree: cst.Module, qualname: str, line: Optional[int]) -> Optional[tuple[str, int]]:
    """(anchor, occurrence number) - see ``anchor_code`` - of the innermost statement of
    ``qualname`` whose header spans ``line``."""
    if line is None:
        return None
    from libcst.metadata import MetadataWrapper, PositionProvider

    cached = _POSITIONS.get(id(tree))
    if cached is None or cached[0] is not tree:
        wrapper = MetadataWrapper(tree, unsafe_skip_copy=True)
        cached = (tree, wrapper.resolve(PositionProvider))
        if len(_POSITIONS) > 64:
            _POSITIONS.clear()
        _POSITIONS[id(tree)] = cached
    pos = cached[1]
    found = find_function(tree, qualname)
    if found is None:
        return None
    best = None
    for _block, stmt in iter_statement_blocks(found[0]):
        lo, hi = header_span(stmt, lambda n: pos[n])
        if lo <= line <= hi:
            best = stmt
    return anchor_of(tree, found[0], best) if best is not None else None


# ---------------------------------------------------------------------------------------------
# strategy choice
# ---------------------------------------------------------------------------------------------
def _match_codes(code: str, prefixes: Optional[Iterable[str]]) -> bool:
    return any(code.startswith(p.strip().upper()) for p in prefixes or () if p.strip())


def _frames(f: Finding) -> tuple[list[str], str]:
    chain = list(f.chain or [])
    if not chain:
        return ([f.function] if f.function else []), ""
    return chain[:-1], chain[-1]


def candidates(f: Finding, index: TargetIndex) -> tuple[list[Candidate], str]:
    """Ordered fix candidates for one finding, or ([], reason)."""
    frames, barrier = _frames(f)
    if f.function and (not frames or frames[-1] != f.function):
        frames = frames + [f.function]
    locs = [index.locate(q) for q in frames]
    rule = by_code().get(f.rule)
    policy = policy_of(f.rule)
    out: list[Candidate] = []

    def cand(strategy, loc, line=None, why="", **options):
        out.append(Candidate(strategy, loc, Target(loc.qualname, line=line, options=dict(options)), why))

    # 1. a known kernel on the chain: one opaque op there covers everything below it
    for i, q in enumerate(frames):
        k = kb.lookup(q)
        if k is None:
            continue
        if locs[i] is not None:
            cand("opaque_op", locs[i], why=f"known kernel {k.key}", kernel=k.key)
        elif i > 0 and locs[i - 1] is not None:
            cand("opaque_op", locs[i - 1], why=f"known kernel {k.key} outside the targets",
                 call_site=True, callee=q, kernel=k.key)
        break
    if not policy.fixable:
        holder = locs[-1] if locs else None
        # a test on a property the scan found returning a tensor: the rewrites may take it as one
        props = tuple(_TENSOR_PROPERTY.findall(barrier))
        if props:
            cand = functools.partial(cand, tensor_attrs=props)
        if policy.eager_check and holder is not None:
            # ``if scale < MIN: scale = MIN`` on a number read from a tensor: ``max``, the same value
            cand("scalar_clamp", holder, line=f.line, why="clamp of a number read from a tensor")
            # a data-dependent *check* (``if <tensor test>: raise``): an assertion kept in the graph
            cand("assert_check", holder, line=f.line, why="data-dependent check")
            # else (raise / log on NaN, overflow): run it only in eager code
            cand("guard_side_effect", holder, line=f.line, why="data-dependent check", check_only=True)
            # a helper whose whole body is ``return bool(<tensor test>)``: return the tensor (its
            # callers' tests then become tensor tests the strategies below keep in the graph)
            cand("tensor_predicate", holder, line=f.line, why="predicate helper reading a tensor into a bool")
            # a data-dependent choice between tensors (``if t.max().item() > c: x = x.clamp(..)``)
            cand("tensor_where", holder, line=f.line, why="data-dependent choice between tensors")
            # ... or between calls of tensor functions (``y = self.a(x)`` / ``y = self.b(x)``)
            cand("torch_cond", holder, line=f.line, why="data-dependent choice between calls")
            # ... or an early exit (``if <tensor test>: return A`` / ``continue``)
            cand("early_exit", holder, line=f.line, why="data-dependent early exit")
            # ... or a loop on a tensor's value (``while x.abs().max() > bound: x = x * 0.5``)
            cand("while_loop", holder, line=f.line, why="data-dependent while loop")
            # ... or writes through a mask behind a test of that mask (``if m.any(): x[m] = v``)
            cand("masked_write", holder, line=f.line, why="writes through a tested mask")
        if policy.address_test and holder is not None:
            # a test on an address (alignment, aliasing): the general case assumed while compiling
            cand("address_assumption", holder, line=f.line, why="address test")
            if len(locs) > 1 and locs[-2] is not None:
                # a predicate reading the address, called by a sanity check in the caller
                cand("address_assumption", locs[-2], why="sanity check on an address predicate",
                     callee=frames[-1])
        # a value read from a tensor only for side effects (telemetry: ``self.trace.record(
        # summarize_topk(vals, idx))`` whose ``.tolist()`` feeds a record, a histogram, a counter):
        # the function, or the call reaching it from its caller, runs only in eager code (the guard
        # refuses a call whose result or written state the rest of the function reads)
        # (``strict``: nothing guarded may write tensor state - a KV-cache write, a buffer a
        # capacity check re-registers - at any depth of the module's calls)
        inner = _function_at(index, f.path, f.line)
        if holder is not None and inner and inner != holder.fq:
            # the value is read in a helper the holder hands a tensor (``summarize_topk(vals, idx)``
            # does the ``.tolist()``): the holder's statement calling it
            cand("guard_side_effect", holder, why=f"side-effect call of `{inner}`", callee=inner, strict=True)
        if holder is not None and len(frames) > 1:
            cand("guard_side_effect", holder, why="side-effect-only function", whole_body=True, strict=True)
        for k in range(len(locs) - 2, 0, -1):  # never the compiled root's own statements
            if locs[k] is not None and k + 1 < len(frames):
                cand("guard_side_effect", locs[k], why=f"side-effect call of `{frames[k + 1]}`", callee=frames[k + 1],
                     strict=True)
        if out:
            return out, ""
        return [], f"{f.rule}: no automatic fix ({rule.fix_safety if rule else 'data-dependent code'})"

    if barrier.startswith("generator="):
        # a seeded torch.Generator handed to a random op: skipping the op or dropping the
        # generator changes the numbers it draws (measured: blind23 t004 gave other outputs)
        return out, "" if out else (f"{f.rule}: a torch.Generator passed as `{barrier.split(' ', 1)[0]}` draws "
                                    "per-request random numbers; skipping the op or the generator changes them; "
                                    "draw the noise outside the compiled region and pass it in")
    if barrier in RNG_SETTERS:
        # skipped while compiling or frozen at compile time, reseeding changes what later random ops
        # give: no rewrite keeps the eager results
        return out, "" if out else f"{f.rule}: {_RNG_REASON.format(barrier)}; no automatic fix"
    holder = locs[-1] if locs else None
    if holder is None:
        # the barrier lives outside the targets: fix at the call site, in the last frame inside
        j = max((i for i, l in enumerate(locs) if l is not None), default=None)
        if j is None:
            if out:
                return out, ""
            return [], "no function of the chain lies inside the fix targets"
        callee = frames[j + 1] if j + 1 < len(frames) else barrier
        site = locs[j]
        cand("guard_side_effect", site, why=f"call of external `{callee}`", callee=callee)
        cand("constant_probe", site, why=f"call of external `{callee}`", call=True, callee=callee)
        for k in range(j, 0, -1):  # never the compiled root itself: its results are the graph's
            if locs[k] is not None:
                cand("constant_probe", locs[k], why="plain-value probe on the chain")
        if not out:
            return [], f"the barrier is in `{callee}`, outside the targets"
        return out, ""

    line = f.line
    cold = (f.detail or {}).get("cold_property")
    if cold and barrier.endswith(COLD_READ):
        # the first read of a ``functools.cached_property`` (its lock): the value the caller reads
        # frozen at compile time when dynamo can hold it, else the property warmed at construction
        expr = barrier[: -len(COLD_READ)].strip()
        cand("constant_probe", holder, line=line, why="cold cached_property read", call=True, callee=expr,
             attr=True, attr_kind=_getter_kind(files_of(index), index.locate(cold)))
        getter = index.locate(cold)
        if getter is not None:
            cand("warm_property", getter, why="cold cached_property read")
    if policy.disabled_function:
        disabled = index.locate(barrier)
        if disabled is not None:
            body = (f.detail or {}).get("disabled_body")
            if body == "traces":
                cand("compiler_disable", disabled, why="torch.compiler.disable of a body that traces", body=body)
            cand("compiler_disable", disabled, why="torch.compiler.disable under fullgraph")
            # (a project decorator that wraps torch.compiler.disable - ``@host_side`` - is no
            # decorator compiler_disable rewrites: the call of a side-effect-only function is
            # guarded instead)
            cand("guard_side_effect", holder, line=line, why="call of a disabled function", callee=barrier)
        else:
            cand("guard_side_effect", holder, line=line, why="call of an external disabled function", callee=barrier)
    if rule is not None and rule.fix == "version_probe":
        cand("version_probe", holder, why="CUDA version probe")
    if policy.guard == "diagnostic":
        cand("guard_side_effect", holder, line=line, why="diagnostic side effect", rule=f.rule)
    if policy.guard == "lock" or barrier.startswith("with "):
        # (``with self.span:`` on a context manager made outside the region - the measured
        # ``construct:with-object`` - is entered as a null context while compiling, like a lock)
        cand("guard_side_effect", holder, line=line, why="lock in traced code" if policy.guard == "lock" else
             "context manager made outside the region", lock=True)
    cand("constant_probe", holder, why="plain-value probe")
    if policy.guard == "side_effect":
        cand("guard_side_effect", holder, line=line, why="side effect", rule=f.rule)
    if len(frames) > 1:
        cand("guard_side_effect", holder, why="side-effect-only function", whole_body=True)
    if policy.guard != "lock":
        cand("constant_probe", holder, line=line, why="probe expression", call=True, callee=barrier)
    # up the chain: the call in each caller, guarded (with the statements reading its result)
    for k in range(len(locs) - 2, -1, -1):
        if locs[k] is not None and k + 1 < len(frames):
            cand("guard_side_effect", locs[k], why=f"side-effect call of `{frames[k + 1]}`", callee=frames[k + 1])
    # a plain-value probe calling the holder, else an opaque op with a derivable fake
    for k in range(len(locs) - 2, 0, -1):  # never the compiled root itself: its results are the graph's
        if locs[k] is not None:
            cand("constant_probe", locs[k], why="plain-value probe on the chain")
    # a probe whose result dynamo cannot hold (a set, a dict): the caller's expression reducing it
    # to a plain value (``"avx512" in cpu_flags()``) is frozen instead
    for k in range(len(locs) - 2, -1, -1):
        if locs[k] is not None and k + 1 < len(frames):
            cand("constant_probe", locs[k], why=f"plain-value use of `{frames[k + 1]}`", call=True,
                 callee=frames[k + 1])
    # a probe whose value dynamo cannot hold as a constant (a function, a module), called from a
    # method: evaluated once in the class's __init__ instead
    for k in range(len(locs) - 2, -1, -1):
        if locs[k] is not None and k + 1 < len(frames):
            cand("constant_probe", locs[k], why=f"call of `{frames[k + 1]}` hoisted into __init__",
                 hoist=True, callee=frames[k + 1])
    for k in range(len(locs) - 1, -1, -1):
        if locs[k] is not None:
            cand("opaque_op", locs[k], why="tensor function reaching the barrier")
    # a dataclass built in traced code whose field factory is the barrier (a creation clock)
    if barrier and "." in barrier and policy.factory:
        seen_paths: set = set()
        for k in range(len(locs) - 1, -1, -1):
            if locs[k] is not None and locs[k].path not in seen_paths:
                seen_paths.add(locs[k].path)
                cand("guard_side_effect", locs[k], why="dataclass default_factory", factory=barrier)
        # ... or a helper of the chain is the factory (``default_factory=_request_id``, which calls
        # ``uuid.uuid4``)
        for k in range(len(locs) - 1, 0, -1):
            if locs[k] is not None:
                cand("guard_side_effect", locs[k], why="dataclass default_factory", factory=frames[k])
    return out, ""


_FN_AT: dict = {}


COLD_READ = "(first read of a functools.cached_property)"
_PLAIN_ANNOTATIONS = {"bool", "int", "float", "str", "None"}


def files_of(index: TargetIndex) -> "Files":
    """One parsed-file cache per target index (candidates read the getter of a property)."""
    got = getattr(index, "_files", None)
    if got is None:
        got = index._files = Files()
    return got


def _getter_kind(files: "Files", loc: Optional[Location]) -> Optional[str]:
    """None when the property getter returns a value dynamo holds as a constant (declared ``bool``,
    ``int``, ``float``, ``str``, optionally ``Optional``; or returning only literals, comparisons
    and boolean operations); else what it returns, in words."""
    fn = _fn_node(files, loc) if loc is not None else None
    if fn is None:
        return "a value of unknown kind (its getter was not found)"
    ann = ast.unparse(fn.returns).replace(" ", "") if fn.returns is not None else ""
    if ann:
        parts = {p.strip("'\"") for p in re.split(r"[|\[\],]", ann.replace("Optional", "")) if p}
        parts.discard("typing.")
        return None if parts and parts <= _PLAIN_ANNOTATIONS else f"a `{ann}`"
    plain = (ast.Constant, ast.Compare, ast.BoolOp, ast.UnaryOp)
    rets = [n.value for n in ast.walk(fn) if isinstance(n, ast.Return)]
    if rets and all(isinstance(r, plain) or (isinstance(r, ast.Call) and isinstance(r.func, ast.Name)
                                            and r.func.id in ("bool", "int", "float", "str")) for r in rets):
        return None
    return "a value of undeclared kind (no plain return annotation)"


def _function_at(index: TargetIndex, path: str, line: int) -> Optional[str]:
    """The dotted name of the innermost function of the targets' file ``path`` spanning ``line``."""
    real = os.path.realpath(path)
    mod = index.by_path.get(real)
    if mod is None or not line:
        return None
    try:
        st = os.stat(real)
    except OSError:
        return None
    key = (real, st.st_mtime_ns, st.st_size)
    spans = _FN_AT.get(key)
    if spans is None:
        spans = []
        try:
            tree = ast.parse(writer.read_source(real).text)
        except (OSError, UnicodeDecodeError, SyntaxError, ValueError, RecursionError):
            tree = None

        def walk(body, prefix):
            for n in body:
                if type(n) in (ast.FunctionDef, ast.AsyncFunctionDef):
                    spans.append((n.lineno, n.end_lineno or n.lineno, prefix + n.name))
                    walk(n.body, prefix + n.name + ".<locals>.")
                elif type(n) is ast.ClassDef:
                    walk(n.body, prefix + n.name + ".")
        if tree is not None:
            walk(tree.body, "")
        _FN_AT[key] = spans
    inside = [s for s in spans if s[0] <= line <= s[1]]
    return f"{mod}.{min(inside, key=lambda s: s[1] - s[0])[2]}" if inside else None


def _argument_writer_below(files: Files, frames: list, locs: list, k: int) -> Optional[tuple]:
    """(function, written) for the first function of the chain below frame ``k`` that writes into
    an argument it is handed (``fixers.guard_side_effect._argument_write``), else None."""
    from compilelint.fixers.guard_side_effect import _argument_write
    for j in range(k + 1, len(frames)):
        fn = _fn_node(files, locs[j]) if locs[j] is not None else None
        if fn is None:
            continue
        w = _argument_write(fn.body, fn)
        if w:
            return frames[j], w
    return None


def _returns_call_of(files: Files, loc: Location, callee: str) -> bool:
    """Whether every ``return`` of the function at ``loc`` returns a call of ``callee`` (by its last
    name: ``return get_ops()`` / ``return jit.get_ops()``)."""
    fn = _fn_node(files, loc)
    if fn is None:
        return False
    last = callee.rsplit(".", 1)[-1]
    rets = [n for n in ast.walk(fn) if isinstance(n, ast.Return)]
    return bool(rets) and all(
        isinstance(r.value, ast.Call) and (ast.unparse(r.value.func).rsplit(".", 1)[-1] == last) for r in rets)


def _version_shaped(files: Files, c: Candidate) -> bool:
    from compilelint.fixers.version_probe import looks_like_version_probe

    tree = files.tree(c.loc.path)
    found = find_function(tree, c.loc.qualname) if tree is not None else None
    if found is None:
        return False
    code = tree.code_for_node(found[0])
    return looks_like_version_probe(code, found[0].name.value)


def _fn_node(files: "Files", loc: Location) -> Optional[ast.AST]:
    """The stdlib AST of the function ``loc`` names (``Cls.meth``, ``outer.<locals>.inner``)."""
    node = files.ast_tree(loc.path)
    for part in loc.qualname.replace(".<locals>", "").split("."):
        if node is None:
            return None
        node = next((n for n in getattr(node, "body", ()) if isinstance(
            n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and n.name == part), None)
    return node if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) else None


def _params(fn: ast.AST) -> list[str]:
    a = fn.args
    return [x.arg for x in (*a.posonlyargs, *a.args, *a.kwonlyargs)]


_SHAPE_READS = frozenset({"shape", "ndim", "dtype", "device", "is_cuda", "size", "dim", "numel", "stride",
                          "element_size", "nelement", "is_contiguous"})


def _reads_value(e: ast.AST, names: set) -> bool:
    """Whether ``e`` reads the value of one of ``names`` or of a tensor's data (``.tolist()``,
    ``.item()``); a read of a shape, dtype or device (``x.shape[0]``, ``len(x)``) is none: dynamo
    hands those over as constants."""
    meta: set = set()
    for x in ast.walk(e):
        if isinstance(x, ast.Attribute) and x.attr in _SHAPE_READS:
            meta.update(id(y) for y in ast.walk(x.value) if isinstance(y, ast.Name))  # ``layer.weight.shape``
        elif isinstance(x, ast.Call) and isinstance(x.func, ast.Name) and x.func.id == "len" and x.args:
            meta.update(id(y) for y in ast.walk(x.args[0]) if isinstance(y, ast.Name))
    return any((isinstance(x, ast.Name) and x.id in names and id(x) not in meta) or (
        isinstance(x, ast.Attribute) and x.attr in ("tolist", "item")) for x in ast.walk(e))


def _stored_names(t: ast.AST) -> list:
    """The local names a store target binds or mutates: ``a``, ``a, b``, ``buf`` of ``buf[:n] = x``
    (not ``n``, and never ``self``)."""
    if isinstance(t, ast.Name):
        return [t.id]
    if isinstance(t, (ast.Tuple, ast.List)):
        return [n for e in t.elts for n in _stored_names(e)]
    if isinstance(t, ast.Starred):
        return _stored_names(t.value)
    while isinstance(t, (ast.Subscript, ast.Attribute)):
        t = t.value
    return [t.id] if isinstance(t, ast.Name) and t.id not in ("self", "cls") else []


def _tainted_locals(fn: ast.AST, seeds: set) -> set:
    """Names of ``fn`` that may hold what ``seeds`` hold (stores from expressions reading them, loop
    targets over them), or a value read from a tensor (``.tolist()``, ``.item()``)."""
    out = set(seeds)
    stores = []
    for n in ast.walk(fn):
        if isinstance(n, ast.Assign):
            stores.append((n.targets, n.value))
        elif isinstance(n, (ast.AnnAssign, ast.AugAssign)) and n.value is not None:
            stores.append(([n.target], n.value))
        elif isinstance(n, (ast.For, ast.comprehension)):
            stores.append(([n.target], n.iter))
        if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and isinstance(n.func.value, ast.Name) \
                and n.func.value.id not in ("self", "cls"):
            # ``h.update(tokens)``: the object now holds what the call hands it
            stores.append(([n.func.value], ast.Tuple(elts=[*n.args, *(k.value for k in n.keywords)])))
    for _ in range(6):
        grew = False
        for targets, value in stores:
            if _reads_value(value, out):
                for t in targets:
                    for name in _stored_names(t):
                        if name not in out:
                            out.add(name)
                            grew = True
        if not grew:
            break
    return out


_BUILTIN_CALLS = frozenset({"len", "int", "float", "bool", "str", "range", "min", "max", "sum", "abs", "isinstance",
                            "getattr", "hasattr", "print", "tuple", "list", "dict", "set", "enumerate", "zip"})


def _source_of(node: ast.AST) -> Optional[str]:
    try:
        return ast.unparse(node)
    except Exception:  # noqa: BLE001 - an odd node names nothing
        return None


def _specialized_params(root: ast.AST) -> set:
    """Parameters of a compiled root dynamo always holds as constants: annotated ``bool`` or
    ``str`` (never made dynamic), or ``int`` under ``@torch.compile(..., dynamic=False)`` on the
    root itself (otherwise a second call with another int recompiles it as a symbolic int)."""
    static = any(isinstance(d, ast.Call) and _source_of(d.func) in ("torch.compile", "compile") and any(
        k.arg == "dynamic" and isinstance(k.value, ast.Constant) and k.value.value is False for k in d.keywords)
        for d in getattr(root, "decorator_list", ()))
    kinds = ("bool", "str", "int") if static else ("bool", "str")
    a = root.args  # type: ignore[attr-defined]
    return {x.arg for x in a.posonlyargs + a.args + a.kwonlyargs
            if x.annotation is not None and _source_of(x.annotation) in kinds}


def _fed_by_inputs(files: "Files", frames: list, locs: list, k: int) -> Optional[set]:
    """The parameters of ``frames[k]`` the chain hands a value computed from the compiled root's
    inputs (``token_ids`` from ``input_ids.tolist()``), else None. Measured on torch 2.13:
    ``assume_constant_result`` given such a value fails ("argument conversion failed")."""
    root = locs[0] and _fn_node(files, locs[0])
    if root is None:
        return None
    tainted = {p for p in _params(root) if p not in ("self", "cls")} - _specialized_params(root)
    for i in range(k):
        fn = _fn_node(files, locs[i]) if locs[i] is not None else None
        callee = _fn_node(files, locs[i + 1]) if locs[i + 1] is not None else None
        if fn is None or callee is None:
            return None
        names = _tainted_locals(fn, tainted)
        last = frames[i + 1].rsplit(".", 1)[-1]
        cparams = _params(callee)
        bound = cparams[1:] if cparams[:1] in (["self"], ["cls"]) else cparams
        fed: set = set()
        calls = [c for c in ast.walk(fn) if isinstance(c, ast.Call)]
        named = [c for c in calls if (isinstance(c.func, ast.Name) and c.func.id == last)
                 or (isinstance(c.func, ast.Attribute) and c.func.attr == last)]
        if not named and last in ("forward", "__call__"):
            # ``_layer(x, seq_lens)`` / ``self.efficiency(seq_lens)``: a module called as an object
            # runs its ``forward``; any such call may be the one on the chain
            # (not ``torch.where(...)`` nor a method of a value read from the inputs: ``h.view(...)``)
            named = [c for c in calls if isinstance(c.func, (ast.Name, ast.Attribute))
                     and _source_of(c.func) not in _BUILTIN_CALLS
                     and not (_source_of(c.func) or "").startswith(("torch.", "F.", "nn.", "math."))
                     and not (isinstance(c.func, ast.Attribute) and _reads_value(c.func.value, names))]
        for c in named:
            for j, a in enumerate(c.args):
                if isinstance(a, ast.Starred):
                    if _reads_value(a, names):
                        fed.update(bound)
                elif j < len(bound) and _reads_value(a, names):
                    fed.add(bound[j])
            for kw in c.keywords:
                if kw.arg is None:
                    if _reads_value(kw.value, names):
                        fed.update(bound)
                elif kw.arg in bound and _reads_value(kw.value, names):
                    fed.add(kw.arg)
        if not fed:
            return None
        tainted = fed
    return tainted or None


_CALLER_TEST_STRATEGIES = ("assert_check", "tensor_where", "torch_cond", "early_exit", "while_loop")


def _predicate_caller(f: Finding, index: "TargetIndex", files: "Files", dry: dict):
    """(candidate, outcome) of the first data-dependent strategy that keeps the test on a predicate
    helper's result in the graph at the call the chain makes (the step before the helper), or None."""
    frames, _ = _frames(f)
    steps = (f.detail or {}).get("steps") or []
    if len(frames) < 2 or len(steps) < 2:
        return None
    loc = index.locate(frames[-2])
    line = steps[-2][1]
    if loc is None or not line:
        return None
    tree = files.tree(loc.path)
    if tree is None:
        return None
    got = _anchor_n(tree, loc.qualname, line)
    # a property (``if d.is_empty:``): the caller reads it as an attribute, which the rewrites
    # then take as the tensor it now returns
    helper = index.locate(frames[-1])
    node = _fn_node(files, helper) if helper is not None else None
    props = (node.name,) if node is not None and any(
        isinstance(d, ast.Name) and d.id == "property" for d in node.decorator_list) else ()
    for strategy in _CALLER_TEST_STRATEGIES:
        c = Candidate(strategy, loc, Target(loc.qualname, line=line), "test on a predicate helper's result")
        if props:
            c.target.options["tensor_attrs"] = props
        if got:
            c.target.anchor, c.target.anchor_n = got
        k = c.key()
        if k not in dry:
            _, outs = run_on_tree(strategy, tree, [c.target], loc.module, loc.path)
            mine = [o for o in outs if o.target is c.target]
            dry[k] = mine[0] if mine else Outcome(c.target, False, "no outcome", strategy=strategy)
        if dry[k].applied:
            return c, dry[k]
    return None


def plan(findings: Sequence[Finding], targets: Sequence[str], unsafe: bool = False,
         select: Optional[Iterable[str]] = None, ignore: Optional[Iterable[str]] = None,
         search_path: Optional[list[str]] = None, index: Optional[TargetIndex] = None) -> FixPlan:
    """Fixes for ``findings`` inside ``targets`` (``index``: the targets already resolved)."""
    if index is None:
        index = TargetIndex(targets, search_path)
    files = Files()
    result = FixPlan(problems=list(index.problems))
    dry: dict[tuple, Outcome] = {}
    unheld: dict[str, str] = {}  # functions whose result constant_probe refused to freeze (its kind)
    chosen: dict[tuple, tuple[Candidate, list[Finding], Outcome]] = {}
    # barrier lines per holder function: a guard is judged together with its siblings (a timer's
    # start and stop are two findings; guarding one alone would leave a name unset)
    siblings: dict[tuple[str, str], set[int]] = {}
    for f in findings:
        frames, _ = _frames(f)
        loc = index.locate(frames[-1] if frames else f.function)
        if loc is not None and f.line and policy_of(f.rule).fixable:
            siblings.setdefault((loc.path, loc.qualname), set()).add(f.line)
    for f in findings:
        if select and not _match_codes(f.rule, select):
            continue
        if ignore and _match_codes(f.rule, ignore):
            continue
        cands, reason = candidates(f, index)
        if not cands:
            result.unfixed.append(Unfixed(f, reason))
            continue
        reasons = []
        picked = None
        frames_f = None
        for c in cands:
            if c.strategy == "version_probe" and not _version_shaped(files, c):
                continue
            if c.strategy == "guard_side_effect" and c.target.options.get("callee"):
                # skipping a call whose callee (or a function below it on the chain) writes into an
                # argument it is handed - the caller's logits, a layer's weights - changes results
                if frames_f is None:
                    frames_f = _frames(f)[0]
                    if f.function and (not frames_f or frames_f[-1] != f.function):
                        frames_f = frames_f + [f.function]
                    locs_f = [index.locate(q) for q in frames_f]
                k = next((i for i, l in enumerate(locs_f) if l is not None and l.fq == c.loc.fq), None)
                writes = _argument_writer_below(files, frames_f, locs_f, k) if k is not None else None
                if writes:
                    reasons.append(f"guard_side_effect at `{c.loc.fq}`: `{writes[0]}` writes into `{writes[1]}`, which "
                                   "its caller passes; skipping the call in compiled code would change the results")
                    continue
            if c.strategy == "constant_probe" and not c.target.options.get("hoist"):
                # a probe the chain hands a value of the compiled function's inputs cannot be frozen
                if frames_f is None:
                    frames_f = _frames(f)[0]
                    if f.function and (not frames_f or frames_f[-1] != f.function):
                        frames_f = frames_f + [f.function]
                    locs_f = [index.locate(q) for q in frames_f]
                k = next((i for i, l in enumerate(locs_f) if l is not None and l.fq == c.loc.fq), None)
                if c.target.options.get("call") and c.target.options.get("callee") in unheld:
                    # the bare call gives what freezing the callee was refused for (a reduction of it,
                    # ``get_ops().supports(x)``, may still be frozen: the codemod decides)
                    c.target.options["unheld"] = unheld[c.target.options["callee"]]
                if not c.target.options.get("call") and k is not None and k + 1 < len(frames_f) \
                        and frames_f[k + 1] in unheld and _returns_call_of(files, c.loc, frames_f[k + 1]):
                    # ``def ops(self): return get_ops()`` where freezing ``get_ops`` was refused for
                    # its result's kind: the same result, the same refusal
                    reasons.append(f"constant_probe at `{c.loc.fq}`: it returns what `{frames_f[k + 1]}` returns: "
                                   f"{unheld[frames_f[k + 1]]}")
                    continue
                fed = _fed_by_inputs(files, frames_f, locs_f, k) if k else None
                if fed and not c.target.options.get("call"):
                    reasons.append(f"constant_probe at `{c.loc.fq}`: its parameter `{sorted(fed)[0]}` receives a value "
                                   "computed from the compiled function's inputs, which assume_constant_result "
                                   "cannot take (measured on torch 2.13: argument conversion failed)")
                    continue
                if fed:
                    holder_fn = _fn_node(files, c.loc)
                    if holder_fn is not None:
                        c.target.options["tainted"] = sorted(_tainted_locals(holder_fn, fed))
            tree = files.tree(c.loc.path)
            if tree is None:
                reasons.append(files.errors.get(c.loc.path, "cannot parse"))
                continue
            if c.target.line is not None and c.target.anchor is None:
                got = _anchor_n(tree, c.loc.qualname, c.target.line)
                if got:
                    c.target.anchor, c.target.anchor_n = got
            k = c.key()
            if k not in dry:
                batch = [c.target]
                if c.strategy == "guard_side_effect" and c.target.line is not None:
                    for line in sorted(siblings.get((c.loc.path, c.loc.qualname), ())):
                        got = _anchor_n(tree, c.loc.qualname, line) if line != c.target.line else None
                        if got:
                            batch.append(Target(c.loc.qualname, line=line, anchor=got[0], anchor_n=got[1]))
                _, outs = run_on_tree(c.strategy, tree, batch, c.loc.module, c.loc.path)
                mine = [o for o in outs if o.target is c.target]
                dry[k] = mine[0] if mine else Outcome(c.target, False, "no outcome", strategy=c.strategy)
            o = dry[k]
            if c.strategy == "constant_probe" and not o.applied and not c.target.options.get("call") \
                    and not c.target.options.get("hoist") and "cannot hold as a constant" in o.message \
                    and "reduces it to a plain value" not in o.message:
                unheld[c.loc.fq] = o.message
            if o.applied:
                picked = (c, o)
                break
            reasons.append(f"{c.strategy} at `{c.loc.fq}`: {o.message}")
        if picked is None:
            result.unfixed.append(Unfixed(f, "; ".join(dict.fromkeys(reasons)) or "no strategy applies"))
            continue
        c, o = picked
        if o.safety == UNSAFE and not unsafe:
            result.unfixed.append(Unfixed(f, f"an unsafe fix is available ({c.strategy} at `{c.loc.fq}`: "
                                             f"{o.message}); rerun with --unsafe-fixes", unsafe_fix=c.strategy))
            continue
        k = c.key()
        if k in chosen:
            chosen[k][1].append(f)
        else:
            chosen[k] = (c, [f], o)
        if c.strategy == "tensor_predicate":
            # the helper now returns a tensor: the caller's test on it (``if not has_any(idx):
            # return y``) must stay in the graph too, or the root still breaks there
            follow = _predicate_caller(f, index, files, dry)
            if follow is not None:
                k2 = follow[0].key()
                if k2 in chosen:
                    chosen[k2][1].append(f)
                else:
                    chosen[k2] = (follow[0], [f], follow[1])

    # batch per file
    per_file: dict[str, list[tuple[Candidate, list[Finding], Outcome]]] = {}
    for item in chosen.values():
        per_file.setdefault(item[0].loc.path, []).append(item)
    for path, items in sorted(per_file.items()):
        tree = files.tree(path)
        assert tree is not None
        module = items[0][0].loc.module
        edit_fixes: list[Fix] = []
        for strategy in ORDER:
            group = [it for it in items if it[0].strategy == strategy]
            if not group:
                continue
            targets_ = [it[0].target for it in group]
            for it in group:
                it[0].target.key = id(it)
            tree, outs = run_on_tree(strategy, tree, targets_, module, path)
            by_key = {id(o.target): o for o in outs}
            for c, fs, _dry in group:
                o = by_key.get(id(c.target))
                if o is None or not o.applied:
                    for f in fs:
                        result.unfixed.append(Unfixed(f, f"{strategy}: {o.message if o else 'not applied in batch'}"))
                    continue
                fix = Fix(strategy, path, c.loc.qualname, o.safety, o.message, list(fs))
                edit_fixes.append(fix)
                for f in fs:
                    result.fixed.append((f, fix))
        sf = files.sources[path]
        new_text = tree.code
        bad = writer.check_compiles(new_text, path)
        if bad is not None:  # never hand out an edit that does not parse
            for fix in edit_fixes:
                for f in fix.findings:
                    result.unfixed.append(Unfixed(f, f"the fixed file would not compile ({bad}); not applied"))
            result.fixed = [(f, x) for f, x in result.fixed if x not in edit_fixes]
            continue
        if new_text != sf.text:
            result.edits.append(FileEdit(path, sf, new_text, edit_fixes, display=display_path(path)))
    result.problems += list(files.errors.values())
    return result


def plan_fixes(findings: Sequence[Finding], targets: Sequence[str], unsafe: bool = False,
               select: Optional[Iterable[str]] = None, ignore: Optional[Iterable[str]] = None) -> list[FileEdit]:
    """The edits (one per changed file) that fix ``findings`` inside ``targets``."""
    return plan(findings, targets, unsafe=unsafe, select=select, ignore=ignore).edits


def apply_edits(edits: Sequence[FileEdit]) -> list[str]:
    """Write every edit atomically; returns the paths written. Raises ``writer.WriteError`` for
    the first edit that cannot be written (files written before it stay written)."""
    written = []
    for e in edits:
        if writer.write_source(e.source, e.new_text):
            written.append(e.path)
    return written


MAX_ROUNDS = 4  # ``apply_in_rounds``: rounds of scan -> fix while a round still changes something


def apply_in_rounds(first: FixPlan, rescan, replan, max_rounds: int = MAX_ROUNDS) -> tuple[list[str], object]:
    """Write ``first``'s edits, then scan again (``rescan()`` -> what ``replan`` takes: the findings
    left) and fix again until a round plans nothing or ``max_rounds`` ran: a fix can leave the
    same barrier reachable through another chain (``begin_step()`` guarded, a ``remaining_ms``
    property still reading the clock) or expose the next one, and a second run of ``fix`` must
    change nothing. Later rounds' edits are appended to ``first.edits``. Returns (written paths,
    the last rescan)."""
    written = apply_edits(first.edits)
    after = rescan()
    rounds = 1
    while rounds < max_rounds:
        more = replan(after)
        if not more.edits:
            break
        written += [w for w in apply_edits(more.edits) if w not in written]
        first.edits.extend(more.edits)
        rounds += 1
        after = rescan()
    return written, after


__all__ = ["plan", "plan_fixes", "apply_edits", "apply_in_rounds", "FileEdit", "FixPlan", "Fix", "Unfixed", "TargetIndex",
           "SAFE", "UNSAFE"]
