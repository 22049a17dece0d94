"""Folding small pure helpers to the value they return under the deployment profile.

A selection often hangs on a helper rather than a branch the summaries can read:
``attn = "flash_attention_2" if is_flash_attention_requested(config) else config._attn_implementation``
then ``CLASSES[attn](config)``. The helper's body is plain (``if``/``return``/assignments,
comparisons, attribute reads); under a profile that pins ``_attn_implementation`` every path of
it returns False, so only the ``sdpa`` entry of the registry is built.

``Folder`` interprets one function body abstractly, forking at a branch whose test it cannot
decide (at most ``MAX_PATHS`` paths, ``MAX_STEPS`` statements): parameters are unknown unless
the call passes a value it knows or leaves them at a literal default; an attribute is known when
the profile pins its last name (``config._attn_implementation``, ``cfg["rope_type"]``); calls
of program functions are folded in turn (``MAX_DEPTH`` deep). Loops, ``try``, ``with`` and any
construct it does not model make the whole answer unknown: it decides only what every path
decides.
"""
from __future__ import annotations

import ast
import copy
import functools
import operator
import re
from dataclasses import dataclass
from typing import Optional

from compilelint.index.schema import T_CLASS, T_EXT, T_FUNC, T_INST
from compilelint.names import dotted

MAX_PATHS = 32
# platform predicates, decided by the deployment profile (vLLM's ``current_platform.is_rocm()``,
# sglang's ``is_cuda()`` / ``_is_hip = is_hip()``): the platforms each one is true on
PLATFORM_PREDICATES = {
    "is_cuda": ("cuda",), "is_cuda_alike": ("cuda", "rocm"), "is_hip": ("rocm",), "is_rocm": ("rocm",),
    "is_npu": ("npu",), "is_xpu": ("xpu",), "is_cpu": ("cpu",), "is_tpu": ("tpu",), "is_hpu": ("hpu",),
    "is_musa": ("musa",), "is_mlu": ("mlu",), "is_neuron": ("neuron",),
}
MAX_STEPS = 400
MAX_DEPTH = 3


class _Unknown:
    __slots__ = ()

    def __repr__(self) -> str:
        return "UNKNOWN"


class _NotNone:
    __slots__ = ()

    def __repr__(self) -> str:
        return "NOT_NONE"


class OneOf:
    """One of several literals (a profile pin written as a set), which one unknown."""
    __slots__ = ("values",)

    def __init__(self, values: frozenset):
        self.values = values

    def __eq__(self, other) -> bool:
        return type(other) is OneOf and other.values == self.values

    def __hash__(self) -> int:
        return hash(self.values)

    def __repr__(self) -> str:
        return f"OneOf({sorted(self.values, key=repr)})"


def _agree(results: list):
    """The one value (or truth) every alternative gives, else UNKNOWN."""
    first = results[0]
    if all(_known(r) and type(r) is type(first) and r == first for r in results):
        return first
    return UNKNOWN


class EnumMember:
    """``AttnForwardMethod.MLA``: a member of an enum class, named as written (``Cls.MEMBER``)."""
    __slots__ = ("cls", "name")

    def __init__(self, cls: str, name: str):
        self.cls, self.name = cls, name

    def __eq__(self, other) -> bool:
        return type(other) is EnumMember and other.cls == self.cls and other.name == self.name

    def __hash__(self) -> int:
        return hash((self.cls, self.name))

    def __bool__(self) -> bool:
        return True

    def __repr__(self) -> str:
        return f"{self.cls}.{self.name}"


UNKNOWN = _Unknown()
NOT_NONE = _NotNone()  # an object known only not to be None


class _Positive:
    __slots__ = ()

    def __repr__(self) -> str:
        return "POSITIVE"


POSITIVE = _Positive()  # an int known only to be at least 1 (the compiled batch's token count)
# the per-token tensors of a serving forward: the batch a serving engine compiles is never empty
# (its CUDA-graph capture sizes start at 1), so their first dimension is at least 1 where the
# profile says so (``nonempty_batch=True``); an idle-rank guard (``if hidden_states.shape[0] == 0``)
# is dead there
TOKEN_TENSORS = frozenset({"hidden_states", "input_ids", "positions"})
_CONST_TYPES = (type(None), bool, int, float, str, bytes, EnumMember)


class _Abort(Exception):
    """A construct the folder does not model: the answer is unknown."""


class _Raises(Exception):
    """This path raises (``None.attr``): it returns nothing."""


def _known(v) -> bool:
    return v is not UNKNOWN and v is not NOT_NONE and v is not POSITIVE and type(v) is not OneOf


def truth(v):
    """True / False / UNKNOWN."""
    if v is UNKNOWN:
        return UNKNOWN
    if v is NOT_NONE:
        return UNKNOWN
    if type(v) is OneOf:
        return _agree([truth(x) for x in v.values])
    try:
        return bool(v)
    except Exception:  # noqa: BLE001 - a value whose truth raises
        return UNKNOWN


_CMP = {ast.Eq: operator.eq, ast.NotEq: operator.ne, ast.Lt: operator.lt, ast.LtE: operator.le,
        ast.Gt: operator.gt, ast.GtE: operator.ge}


def _compare(op: type, a, b):
    if a is POSITIVE or b is POSITIVE:
        return _positive_compare(op, a, b)
    if type(a) is OneOf:
        return _agree([_compare(op, x, b) for x in a.values])
    if type(b) is OneOf:
        return _agree([_compare(op, a, x) for x in b.values])
    if op is ast.Is or op is ast.IsNot:
        if b is None or a is None:
            other = a if b is None else b
            if other is UNKNOWN:
                return UNKNOWN
            same = other is None
            return same if op is ast.Is else not same
        return UNKNOWN
    if not (_known(a) and _known(b)):
        return UNKNOWN
    try:
        if op in _CMP:
            return _CMP[op](a, b)
        if op is ast.In:
            return a in b
        if op is ast.NotIn:
            return a not in b
    except Exception:  # noqa: BLE001 - ``"x" in None`` and the like: not a value the folder knows
        return UNKNOWN
    return UNKNOWN


class Folder:
    """Folds calls and expressions of one program (``Program``) under its profile."""

    def __init__(self, program):
        self.p = program
        self._memo: dict = {}
        self._unpacked: dict = {}  # module name -> {global: (call, index, width) or None}

    def unpacked_globals(self, mod) -> dict:
        """A module's top-level ``a, b = probe(...)`` bindings: name -> (the call, the name's index,
        the tuple's width); None for a name more than one such statement binds. Read from the
        module's tree once per module."""
        got = self._unpacked.get(mod.name)
        if got is None:
            got = self._unpacked[mod.name] = {}
            tree = self.p.module_tree(mod)
            for st in tree.body if tree is not None else ():
                if type(st) is ast.Assign and len(st.targets) == 1 and type(st.targets[0]) is ast.Tuple \
                        and type(st.value) is ast.Call:
                    names = [x.id if type(x) is ast.Name else None for x in st.targets[0].elts]
                    for n in dict.fromkeys(x for x in names if x is not None):
                        got[n] = None if n in got else (st.value, names.index(n), len(names))
        return got

    # ---- entry points ----------------------------------------------------------------------
    def call(self, fq: str, args: tuple = (), kwargs: tuple = (), depth: int = 0, self_cls: Optional[str] = None):
        """The value every path of ``fq`` returns for these arguments (values or UNKNOWN), or
        UNKNOWN; ``self_cls``: the receiver's class of a method (its own reads of ``self`` are
        unknown unless pinned)."""
        key = (fq, args, kwargs, self_cls)
        if key in self._memo:
            return self._memo[key]
        self._memo[key] = UNKNOWN  # cycle guard
        got = UNKNOWN
        if depth <= MAX_DEPTH:
            try:
                got = self._call(fq, args, kwargs, depth, self_cls)
            except (_Abort, RecursionError):
                got = UNKNOWN
        self._memo[key] = got
        return got

    def local_values(self, fq: str, name: str, self_cls: Optional[str] = None,
                     at_line: Optional[int] = None) -> Optional[frozenset]:
        """The values a local of ``fq`` can hold: every plain ``name = value`` store of the body
        folded (parameters unknown), or None when a store is of another kind or unknown. With
        ``at_line`` (a use outside any loop): the stores written before that line only."""
        key = ("local", fq, name, self_cls, at_line)
        if key not in self._memo:
            self._memo[key] = None  # cycle guard
            self._memo[key] = self._local_values(fq, name, self_cls, at_line)
        return self._memo[key]

    def _local_values(self, fq: str, name: str, self_cls: Optional[str],
                      at_line: Optional[int] = None) -> Optional[frozenset]:
        node = self.p.function_node(fq)
        got = self.p.function(fq)
        if node is None or got is None:
            return None
        mod, info = got
        if any(a.arg == name for a in (*node.args.posonlyargs, *node.args.args, *node.args.kwonlyargs)):
            return None
        use_line = at_line
        facts = _fn_facts(node)
        if at_line is not None and any(a <= at_line <= b for a, b in facts.loops):
            at_line = None  # a store later in a loop body can reach the use on the next pass
        stores = facts.stores.get(name)
        if not stores:
            return None
        other_arms = list(_other_arms(node, use_line) if use_line is not None else ())
        other_arms.extend(self._dead_arms(node, fq, self_cls))
        values: set = set()
        seen = False
        fallback = facts.fallback
        for n in stores:
            if id(n) in fallback:
                continue
            if at_line is not None and isinstance(n, ast.stmt) and n.lineno >= at_line:
                continue
            if other_arms and isinstance(n, ast.stmt) and any(a <= n.lineno <= b for a, b in other_arms):
                continue  # the other arm of an ``if`` the use sits in: its stores never reach the use
            t = type(n)
            if t in (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef):
                return None  # a def of that name
            if t is ast.Assign:
                hit = [x for x in n.targets if type(x) is ast.Name and x.id == name]
                if not hit:
                    unpack = [x for x in n.targets if type(x) in (ast.Tuple, ast.List) and name in _names(x)]
                    if len(n.targets) == 1 and len(unpack) == 1 and all(type(e) is ast.Name for e in unpack[0].elts):
                        # ``major, minor = torch.cuda.get_device_capability(device)`` / ``= 0, 0``
                        v = self.expr_value(n.value, fq, self_cls=self_cls)
                        if type(v) is not tuple or len(v) != len(unpack[0].elts):
                            return None
                        seen = True
                        values.update(item for e, item in zip(unpack[0].elts, v) if e.id == name)
                        continue
                    if any(type(x) is not ast.Name and name in _names(x) for x in n.targets):
                        return None
                    continue
                seen = True  # ``a = b = None`` stores the value in every name
                v = self.expr_value(n.value, fq, self_cls=self_cls)
                if type(v) is OneOf:
                    values.update(v.values)
                    continue
                if not _known(v):
                    return None
                values.add(v)
            else:
                return None  # bound by another kind of statement (``for``, ``with``, ``+=``, an import)
        return frozenset(values) if seen and values else None

    def _dead_arms(self, fn: ast.AST, fq: str, self_cls: Optional[str]) -> list:
        """Line ranges of ``if`` arms whose test folds the other way (``if _SGLANG_X:`` with the
        flag off): stores there never run."""
        key = ("dead_arms", fq, self_cls)
        if key in self._memo:
            return self._memo[key]
        self._memo[key] = []  # cycle guard
        out: list = []
        for n in _fn_facts(fn).ifs:
            v = truth(self.expr_value(n.test, fq, self_cls=self_cls, with_locals=False))
            if v is UNKNOWN and _local_none_test(n.test):
                # a local's None-ness folds through its stores (``limits = self._limits(x)``
                # returning None while compiling, then ``if limits is not None:``); the memo's
                # cycle guards stop a local that depends on itself
                v = truth(self.expr_value(n.test, fq, self_cls=self_cls, with_locals=True))
            arm = n.body if v is False else n.orelse if v is True else None
            if arm:
                out.append((arm[0].lineno, arm[-1].end_lineno or arm[-1].lineno))
        self._memo[key] = out
        return out

    def expr_value(self, expr: ast.AST, fq: str, depth: int = 0, self_cls: Optional[str] = None,
                   with_locals: bool = True):
        """One expression of ``fq`` folded with the function's parameters unknown; ``with_locals``:
        a name the body stores is read from its stores before the use."""
        got = self.p.function(fq)
        if got is None:
            return UNKNOWN
        mod, info = got
        frame = _Frame(self, fq, mod, info, depth, self_cls)
        frame.locals_of = with_locals
        try:
            return frame.expr(expr, {})
        except (_Abort, RecursionError):
            return UNKNOWN

    def property_value(self, holder: str, attr: str, fq: str, self_cls: Optional[str] = None):
        """``holder.attr`` read in ``fq`` where ``attr`` is a one-expression property of the
        holder's one program class (``self.config.dump_enabled``), folded; else UNKNOWN."""
        got = self.p.function(fq)
        if got is None:
            return UNKNOWN
        frame = _Frame(self, fq, got[0], got[1], 0, self_cls)
        try:
            return frame._property_value(holder, attr)
        except (_Abort, RecursionError):
            return UNKNOWN

    def module_expr(self, expr: ast.AST, mod, depth: int = 0):
        """One expression of a module's import-time code folded (``CFG = Config(flag=_env_flag("X"))``:
        the helper's body under the profile's environment)."""
        frame = _Frame(self, mod.name, mod, {}, depth)
        frame.scope = None
        try:
            return frame.expr(expr, {})
        except (_Abort, RecursionError):
            return UNKNOWN

    def module_constant(self, name: str, mod):
        """A module global (or a name the module imports) as its module computes it at import,
        else UNKNOWN; profile pins are not consulted (``Frame.expr`` does that for names)."""
        frame = _Frame(self, mod.name, mod, {}, 0)
        frame.scope = None
        try:
            return frame._module_constant(name)
        except (_Abort, RecursionError):
            return UNKNOWN

    def module_attr(self, modname: str, attr: str, depth: int = 0):
        """``envs.VLLM_X`` read from a module whose ``__getattr__`` computes its attributes from a
        module-level dict of lambdas (``environment_variables = {"VLLM_X": lambda:
        bool(int(os.getenv("VLLM_X", "0")))}``): the lambda's body folded under the profile's
        environment; UNKNOWN for any other module or attribute."""
        key = ("modattr", modname, attr)
        if key in self._memo:
            return self._memo[key]
        self._memo[key] = UNKNOWN  # cycle guard
        got = UNKNOWN
        mod = self.p.get_module(modname)
        if mod is None or mod.error or depth > MAX_DEPTH:
            self._memo[key] = got
            return got
        if "__getattr__" in mod.summary["functions"]:
            body = _module_tables(mod.path)[0].get(attr)
            if type(body) is tuple:
                got = self._factory_value(mod, body[1], depth)
            elif body is not None:
                info = mod.summary["functions"]["__getattr__"]
                frame = _Frame(self, f"{modname}.__getattr__", mod, info, depth + 1)
                try:
                    got = frame.expr(body, {})
                except (_Abort, _Raises, RecursionError):
                    got = UNKNOWN
        elif (len([d for d in mod.summary["globals"].get(attr) or () if d[0] != "ann"]) == 1 or (mod.summary.get("flags") or {}).get(
                attr, ("",))[0] == "mg") and not self.p.mutated(attr):
            # ``DEBUG_DUMP = _get_bool("X_DEBUG_DUMP", False)``: a flag read once, at import, from
            # the environment (the profile's variables), folded as the module computes it
            value = _module_tables(mod.path)[1].get(attr)
            if value is not None:
                frame = _Frame(self, f"{modname}.<module>", mod, {"cls": None}, depth + 1)
                try:
                    got = frame.expr(value, {})
                except (_Abort, _Raises, RecursionError):
                    got = UNKNOWN
        self._memo[key] = got
        return got

    def _factory_value(self, mod, call: ast.Call, depth: int):
        """``"X": _bool_env("X", False)`` in an ``envs`` table: the module function returns a
        closure (``def getter(): ...; return getter``) that ``__getattr__`` calls; its body folded
        with the factory's parameters bound to the call's arguments (literals, or what the module
        computes)."""
        fq = f"{mod.name}.{call.func.id}"
        node = self.p.function_node(fq)
        got = self.p.function(fq)
        if node is None or got is None or type(node) is not ast.FunctionDef or not node.body:
            return UNKNOWN
        last = node.body[-1]
        inner = next((st for st in node.body if type(st) is ast.FunctionDef and type(last) is ast.Return
                      and type(last.value) is ast.Name and last.value.id == st.name), None)
        a = node.args
        if inner is None or a.vararg is not None or a.kwarg is not None or a.posonlyargs or a.kwonlyargs or \
                inner.args.args or inner.args.vararg or inner.args.kwarg or inner.args.kwonlyargs or \
                len(call.args) > len(a.args):
            return UNKNOWN
        outer = _Frame(self, f"{mod.name}.<module>", mod, {"cls": None}, depth + 1)
        env: dict = {}
        defaults = dict(zip([x.arg for x in a.args][len(a.args) - len(a.defaults):], a.defaults))
        passed = dict(zip([x.arg for x in a.args], call.args))
        passed.update({k.arg: k.value for k in call.keywords if k.arg})
        try:
            for x in a.args:
                e = passed.get(x.arg, defaults.get(x.arg))
                if e is None:
                    return UNKNOWN
                env[x.arg] = outer.expr(e, {})
            return self._body_value(_Frame(self, fq, mod, got[1], depth + 1), inner.body, env)
        except (_Abort, _Raises, RecursionError):
            return UNKNOWN

    # ---- interpretation ----------------------------------------------------------------------
    def _call(self, fq: str, args: tuple, kwargs: tuple, depth: int, self_cls: Optional[str] = None):
        node = self.p.function_node(fq)
        got = self.p.function(fq)
        if node is None or got is None or type(node) is not ast.FunctionDef:
            return UNKNOWN
        mod, info = got
        a = node.args
        if a.vararg is not None or a.kwarg is not None or _placeholder(node, info):
            return UNKNOWN
        positional = [*a.posonlyargs, *a.args]
        if info.get("cls") and positional and not any(
                x.rsplit(".", 1)[-1] == "staticmethod" for x in info.get("decorators", ())):
            positional = positional[1:]
        env: dict = {}
        if len(args) > len(positional):
            return UNKNOWN
        defaults = dict(zip([x.arg for x in positional][len(positional) - len(a.defaults):], a.defaults))
        for x, d in zip(a.kwonlyargs, a.kw_defaults):
            if d is not None:
                defaults[x.arg] = d
        passed = dict(zip([x.arg for x in positional], args))
        for k, v in kwargs:
            if k in passed:
                return UNKNOWN
            passed[k] = v
        for x in (*positional, *a.kwonlyargs):
            if x.arg in passed:
                env[x.arg] = passed[x.arg]
            elif x.arg in defaults:
                d = defaults[x.arg]
                env[x.arg] = d.value if type(d) is ast.Constant else UNKNOWN
            else:
                return UNKNOWN  # a required parameter the call leaves out: not this callee
        return self._body_value(_Frame(self, fq, mod, info, depth, self_cls), node.body, env)

    @staticmethod
    def _body_value(frame, body: list, env: dict):
        """What a function body returns when run in ``frame`` with its names bound by ``env``:
        one value, one of several where paths disagree, else UNKNOWN."""
        results = frame.run(body, env)
        if not results:
            return UNKNOWN  # every path raises
        alts: dict = {}
        for r in results:
            for v in (r.values if type(r) is OneOf else (r,)):
                if not _known(v):
                    return UNKNOWN
                alts[(type(v), v)] = v
        if len(alts) == 1:
            return next(iter(alts.values()))
        return OneOf(frozenset(alts.values()))  # paths that disagree: one of their values


@dataclass(frozen=True)
class DeviceProperties:
    """``torch.cuda.get_device_properties(d)`` on the profile's device: its ``major``/``minor``."""
    major: int
    minor: int


_VERSION_RE = re.compile(r"v?(\d+(?:\.\d+)*)(?:[-_.]?(a|b|rc|alpha|beta|c)[-_.]?(\d*))?(?:[-_.]?post[-_.]?(\d*))?"
                         r"(?:[-_.]?dev[-_.]?(\d*))?(?:\+[\w.]*)?")


@dataclass(frozen=True, eq=False)
class Version:
    """A ``packaging.version`` value (``version.parse(torch.__version__)``): ordered by release, a
    dev build before a pre-release before the release before a post release."""
    text: str

    def _parts(self) -> Optional[tuple]:
        """(the regex match, the release numbers), or None for text that is no version."""
        m = _VERSION_RE.fullmatch(self.text.strip().lower())
        return None if m is None else (m, tuple(int(x) for x in m.group(1).split(".")))

    def key(self) -> Optional[tuple]:
        parts = self._parts()
        if parts is None:
            return None
        m, rel = parts
        rel = rel + (0,) * max(0, 4 - len(rel))
        while len(rel) > 4 and rel[-1] == 0:
            rel = rel[:-1]
        if m.group(5) is not None:
            phase = (0, 0)
        elif m.group(2) is not None:
            phase = (1, {"a": 0, "alpha": 0, "b": 1, "beta": 1}.get(m.group(2), 2), int(m.group(3) or 0))
        elif m.group(4) is not None:
            phase = (3, int(m.group(4) or 0))
        else:
            phase = (2, 0)
        return rel, phase

    def _cmp(self, other, op):
        if type(other) is not Version:
            return NotImplemented
        a, b = self.key(), other.key()
        if a is None or b is None:
            raise ValueError("not a version")
        return op(a, b)

    def __eq__(self, other):
        if type(other) is not Version:
            return NotImplemented
        return self.key() is not None and self.key() == other.key()

    def __hash__(self):
        return hash(self.key() or self.text)

    def __lt__(self, other):
        return self._cmp(other, operator.lt)

    def __le__(self, other):
        return self._cmp(other, operator.le)

    def __gt__(self, other):
        return self._cmp(other, operator.gt)

    def __ge__(self, other):
        return self._cmp(other, operator.ge)

    def attr(self, name: str):
        """``.base_version`` / ``.public`` / ``.release`` / ``.major`` / ``.minor`` / ``.micro``."""
        parts = self._parts()
        if parts is None:
            return UNKNOWN
        m, rel = parts
        if name == "base_version":
            return m.group(1)
        if name == "public":
            return self.text.split("+", 1)[0]
        if name == "release":
            return rel
        if name in ("major", "minor", "micro"):
            i = ("major", "minor", "micro").index(name)
            return rel[i] if i < len(rel) else 0
        return UNKNOWN


_VERSION_PARSERS = frozenset({"packaging.version.parse", "packaging.version.Version", "pkg_resources.parse_version",
                              "setuptools.extern.packaging.version.parse"})
_VERSION_ATTRS = frozenset({"base_version", "public", "release", "major", "minor", "micro"})


def _deployed_torch_version() -> Optional[str]:
    """The torch the deployment runs: the one whose dynamo the barrier catalogue measured."""
    from compilelint import catalogue

    return catalogue.torch_version()


# true while dynamo compiles (resolved names); the helpers that return them are found from bodies
COMPILING_EXT = frozenset({
    "torch.compiler.is_compiling", "torch.compiler.is_dynamo_compiling", "torch._dynamo.is_compiling",
    "torch._dynamo.external_utils.is_compiling", "torch._utils.is_compiling",
    "torch._dynamo.eval_frame.is_compiling",
    "transformers.utils.is_torchdynamo_compiling", "transformers.utils.import_utils.is_torchdynamo_compiling",
})
# false while dynamo compiles (dynamo folds them)
NOT_COMPILING_EXT = frozenset({
    "torch.jit.is_tracing", "torch.jit.is_scripting", "torch.jit._trace.is_tracing",
    "torch._jit_internal.is_scripting", "torch._C._get_tracing_state", "torch.fx._symbolic_trace.is_fx_tracing",
})

# whether the torch profiler is recording: false in the deployment the scan assumes (a profiling
# run is a separate deployment; its spans are host-side bookkeeping)
PROFILER_EXT = frozenset({"torch.autograd._profiler_enabled", "torch.autograd.profiler._is_profiler_enabled",
                          "torch._C._autograd._profiler_enabled"})


def external_value(name: str, profile):
    """The value of a call of ``name`` (outside the program) on the profile's device:
    ``torch.cuda.get_device_capability()`` is (9, 0) on sm90, ``torch.cuda.get_device_properties()``
    has that ``major``/``minor``; ``torch.compiler.is_compiling()`` is true (the folder reads code
    on the traced path); UNKNOWN otherwise."""
    if name in COMPILING_EXT:
        return True
    if name in NOT_COMPILING_EXT:
        return False
    if name in PROFILER_EXT:
        return False  # the deployment serves without the torch profiler running
    if name in ("torch.cuda.get_device_capability", "torch.cuda.get_device_properties"):
        cap = profile.device_capability()
        if cap is not None:
            return cap if name.endswith("capability") else DeviceProperties(*cap)
    if name in ("torch.cuda.is_available", "torch.cuda.is_initialized") and profile.platform in (
            "cuda", "rocm", "cpu"):
        # the engine runs its model on the profile's device: CUDA (HIP under ROCm) is there and in
        # use by the time a model runs; a CPU deployment has none
        return profile.platform != "cpu"
    return UNKNOWN


_STR_METHODS = frozenset({"lower", "upper", "strip", "lstrip", "rstrip", "casefold"})


def _local_none_test(test: ast.AST) -> bool:
    """``x is None`` / ``x is not None`` / ``x`` / ``not x`` on a plain name."""
    if type(test) is ast.UnaryOp and type(test.op) is ast.Not:
        test = test.operand
    if type(test) is ast.Name:
        return True
    return (type(test) is ast.Compare and len(test.ops) == 1 and type(test.left) is ast.Name
            and type(test.ops[0]) in (ast.Is, ast.IsNot) and type(test.comparators[0]) is ast.Constant
            and test.comparators[0].value is None)


@functools.lru_cache(maxsize=32)
def _module_tables(path: str) -> tuple[dict, dict]:
    """Two tables of ``path``'s module-level statements, from one parse: ``{"NAME": <body>}`` of
    every dict literal whose values are argument-less lambdas keyed by string literals (vLLM's
    ``environment_variables``; ``("factory", <call>)`` where the value is a module function's call
    that returns a closure), and ``{"NAME": <value>}`` of the names assigned once
    (``NAME = expr``; a name assigned twice is left out)."""
    try:
        with open(path, "rb") as fh:
            tree = ast.parse(fh.read())
    except (OSError, SyntaxError, ValueError):
        return {}, {}
    lambdas: dict = {}
    assigned: dict = {}
    twice: set = set()
    for st in tree.body:
        value = st.value if type(st) in (ast.Assign, ast.AnnAssign) else None
        if type(value) is ast.Dict:
            for k, v in zip(value.keys, value.values):
                if type(k) is ast.Constant and type(k.value) is str and type(v) is ast.Lambda and \
                        not (v.args.args or v.args.posonlyargs or v.args.vararg or v.args.kwonlyargs or v.args.kwarg):
                    lambdas[k.value] = v.body
                elif type(k) is ast.Constant and type(k.value) is str and type(v) is ast.Call and \
                        type(v.func) is ast.Name:
                    lambdas[k.value] = ("factory", v)  # ``"X": _bool_env("X", False)``: a closure
        if type(st) is ast.Assign and len(st.targets) == 1 and type(st.targets[0]) is ast.Name:
            name = st.targets[0].id
        elif type(st) is ast.AnnAssign and type(st.target) is ast.Name and st.value is not None:
            name = st.target.id
        else:
            continue
        if name in assigned:
            twice.add(name)
        assigned[name] = st.value
    return lambdas, {k: v for k, v in assigned.items() if k not in twice}


def _desc_constant(d: tuple, depth: int = 0):
    """A module binding's descriptor as a constant: a literal, or a tuple/list of them (as a tuple)."""
    if d[0] == "const":
        return d[1] if isinstance(d[1], _CONST_TYPES) else UNKNOWN
    if d[0] == "list" and depth < 3 and len(d[1]) <= 64:
        items = tuple(_desc_constant(x, depth + 1) for x in d[1])
        return items if all(_known(x) for x in items) else UNKNOWN
    return UNKNOWN


def _positive_compare(op: type, a, b):
    """A comparison of POSITIVE (an int >= 1) with a number: decided where every int >= 1 agrees."""
    flip = {ast.Lt: ast.Gt, ast.Gt: ast.Lt, ast.LtE: ast.GtE, ast.GtE: ast.LtE}
    if b is POSITIVE:
        a, b = b, a
        op = flip.get(op, op)
    if a is not POSITIVE or type(b) not in (int, float):
        return UNKNOWN
    if op is ast.Eq:
        return False if b < 1 or b != int(b) else UNKNOWN
    if op is ast.NotEq:
        return True if b < 1 or b != int(b) else UNKNOWN
    if op is ast.Gt:
        return True if b < 1 else UNKNOWN
    if op is ast.GtE:
        return True if b <= 1 else UNKNOWN
    if op is ast.Lt:
        return False if b <= 1 else UNKNOWN
    if op is ast.LtE:
        return False if b < 1 else UNKNOWN
    return UNKNOWN


_ARITH = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.FloorDiv: operator.floordiv,
          ast.Mod: operator.mod}


def _other_arms(fn: ast.AST, line: int) -> list:
    """Line ranges of the ``if`` arms a use at ``line`` is not in, for each ``if`` (outside any
    loop) that holds the use in one arm: a store there runs on another path than the use."""
    out: list = []

    def walk(n: ast.AST, in_loop: bool) -> None:
        for c in ast.iter_child_nodes(n):
            t = type(c)
            if t in (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef):
                continue
            if not (c.lineno <= line <= (c.end_lineno or c.lineno)) if isinstance(c, ast.stmt) else False:
                continue
            if t is ast.If and not in_loop and c.body and c.orelse:
                arms = [(c.body[0].lineno, c.body[-1].end_lineno or c.body[-1].lineno),
                        (c.orelse[0].lineno, c.orelse[-1].end_lineno or c.orelse[-1].lineno)]
                inside = [a <= line <= b for a, b in arms]
                if any(inside):
                    out.extend(arm for arm, hit in zip(arms, inside) if not hit)
            walk(c, in_loop or t in (ast.For, ast.AsyncFor, ast.While))

    walk(fn, False)
    return out


_BUILTIN_NAMES = frozenset(dir(__import__("builtins")))


class _FnFacts:
    """What ``local_values`` and ``_dead_arms`` read of one ``def``, gathered in one walk and kept on
    the node (the folder asks each function about many names)."""
    __slots__ = ("loops", "stores", "fallback", "ifs", "at")

    def __init__(self, fn: ast.AST):
        self.loops: list = []
        self.stores: dict = {}
        self.ifs: list = []
        self.fallback: set = set()
        # (kind, line, column) -> the first node there: "test" a comparison or an attribute,
        # "call" a call (``compilelint.conditions`` finds the expression a summary names)
        self.at: dict = {}
        stores = self.stores
        at = self.at
        for n in ast.walk(fn):
            if n is fn:
                continue
            t = type(n)
            if t is ast.Compare or t is ast.Attribute or (
                    t is ast.Subscript and type(n.value) is ast.Name and type(n.slice) is ast.Constant):
                at.setdefault(("test", n.lineno, n.col_offset), n)
                continue
            if t is ast.Call:
                at.setdefault(("call", n.lineno, n.col_offset), n)
                if type(n.func) is ast.Name and n.func.id == "isinstance":
                    at.setdefault(("test", n.lineno, n.col_offset), n)
                continue
            if t is ast.Try:
                _device_query_fallback(n, self.fallback)
            if t in (ast.For, ast.AsyncFor, ast.While):
                self.loops.append((n.lineno, n.end_lineno or n.lineno))
            if t is ast.If:
                self.ifs.append(n)
            if t in (ast.If, ast.While, ast.IfExp):
                # a bare name read as a truth (``if dump_dir:``, ``if not a and b:``)
                todo = [n.test]
                while todo:
                    x = todo.pop()
                    if type(x) is ast.Name:
                        at.setdefault(("test", x.lineno, x.col_offset), x)
                    elif type(x) is ast.BoolOp:
                        todo.extend(x.values)
                    elif type(x) is ast.UnaryOp and type(x.op) is ast.Not:
                        todo.append(x.operand)
            if t in (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef):
                names = (n.name,)
            elif t is ast.Assign:
                names = set().union(*(_names(x) for x in n.targets))
            elif t in _BINDERS:
                names = _bound_by(n)
            else:
                continue
            for name in names:
                stores.setdefault(name, []).append(n)


_BINDERS = frozenset({ast.AugAssign, ast.AnnAssign, ast.For, ast.AsyncFor, ast.With, ast.AsyncWith, ast.NamedExpr,
                      ast.comprehension, ast.ExceptHandler, ast.Delete, ast.Global, ast.Nonlocal, ast.Import,
                      ast.ImportFrom})


def _fn_facts(fn: ast.AST) -> _FnFacts:
    got = fn.__dict__.get("_cl_facts")
    if got is None:
        got = fn._cl_facts = _FnFacts(fn)
    return got


def _device_query_fallback(n: ast.Try, out: set) -> None:
    """Adds to ``out`` the ids of the assignments in the ``except`` handlers of a ``try`` whose body
    only queries the CUDA device (``try: major, minor = torch.cuda.get_device_capability(
    torch.cuda.current_device()) except Exception: major, minor = 0, 0``): on the profile's device
    those queries return, so the fallback values are never what the function computes there."""
    if not n.handlers:
        return
    calls = [c for st in n.body for c in ast.walk(st) if type(c) is ast.Call]
    if not calls or not all(type(st) in (ast.Assign, ast.Expr) for st in n.body):
        return
    if not all((dotted(c.func) or "").startswith("torch.cuda.") for c in calls):
        return
    for h in n.handlers:
        for st in h.body:
            for x in ast.walk(st):
                if type(x) is ast.Assign:
                    out.add(id(x))


def _placeholder(node: ast.FunctionDef, info: dict) -> bool:
    """An abstract method or a stub (``@abstractmethod``, a body of ``...`` / ``pass`` / a docstring /
    ``raise NotImplementedError``): what runs is a subclass's override, never this body."""
    if any(d.rsplit(".", 1)[-1] == "abstractmethod" for d in info.get("decorators", ())):
        return True
    body = node.body
    if body and type(body[0]) is ast.Expr and type(body[0].value) is ast.Constant and type(body[0].value.value) is str:
        body = body[1:]
    if not body:
        return True
    if len(body) != 1:
        return False
    st = body[0]
    if type(st) is ast.Pass or (type(st) is ast.Expr and type(st.value) is ast.Constant and st.value.value is Ellipsis):
        return bool(info.get("cls"))  # a method left empty for subclasses (a module function may mean None)
    if type(st) is ast.Raise and st.exc is not None:
        e = st.exc.func if type(st.exc) is ast.Call else st.exc
        return type(e) is ast.Name and e.id == "NotImplementedError"
    return False


def _names(node: ast.AST) -> set:
    return {n.id for n in ast.walk(node) if type(n) is ast.Name}


def _bound_by(node: ast.AST) -> set:
    t = type(node)
    if t in (ast.AugAssign, ast.AnnAssign, ast.NamedExpr):
        return _names(node.target)
    if t in (ast.For, ast.AsyncFor, ast.comprehension):
        return _names(node.target)
    if t in (ast.With, ast.AsyncWith):
        return set().union(*(_names(i.optional_vars) for i in node.items if i.optional_vars is not None))
    if t is ast.ExceptHandler:
        return {node.name} if node.name else set()
    if t is ast.Delete:
        return set().union(*(_names(x) for x in node.targets))
    if t in (ast.Global, ast.Nonlocal):
        return set(node.names)
    if t in (ast.Import, ast.ImportFrom):
        return {(x.asname or x.name).split(".")[0] for x in node.names}
    return set()


class _Frame:
    def __init__(self, folder: Folder, fq: str, mod, info: dict, depth: int, self_cls: Optional[str] = None):
        self.f = folder
        self.fq = fq
        self.mod = mod
        self.scope = fq[len(mod.name) + 1:]
        self.cls = self_cls or (f"{mod.name}.{info['cls']}" if info.get("cls") else None)
        self.depth = depth
        self.steps = 0
        self.locals_of = False

    # statements: a list of (returned value) over the paths that return
    def run(self, body: list, env: dict) -> list:
        out: list = []
        for kind, value in self._block(body, env):
            if kind == "ret":
                out.append(value)
            elif kind == "fall":
                out.append(None)  # falling off the end returns None
        return out

    def _block(self, body: list, env: dict):
        paths = [("fall", dict(env))]
        for stmt in body:
            nxt = []
            for kind, e in paths:
                if kind != "fall":
                    nxt.append((kind, e))
                    continue
                try:
                    nxt.extend(self._stmt(stmt, e))
                except _Raises:
                    pass
            paths = nxt
            if len(paths) > MAX_PATHS:
                raise _Abort()
        return paths

    def _stmt(self, s: ast.stmt, env: dict) -> list:
        self.steps += 1
        if self.steps > MAX_STEPS:
            raise _Abort()
        t = type(s)
        if t is ast.Return:
            return [("ret", None if s.value is None else self.expr(s.value, env))]
        if t is ast.Raise:
            return []
        if t is ast.Pass or (t is ast.Expr and type(s.value) is ast.Constant):
            return [("fall", env)]
        if t is ast.Expr:
            return [("fall", env)]  # a call for its effect: the folder tracks no state it could change
        if t is ast.Assign:
            v = self.expr(s.value, env)
            for tgt in s.targets:
                if type(tgt) is ast.Name:
                    env[tgt.id] = v
                elif type(tgt) in (ast.Tuple, ast.List):
                    if type(v) is tuple and len(v) == len(tgt.elts) and all(type(x) is ast.Name for x in tgt.elts):
                        for x, item in zip(tgt.elts, v):  # ``major, minor = get_device_capability()``
                            env[x.id] = item
                        continue
                    for n in _names(tgt):
                        env[n] = UNKNOWN
                # an attribute or item store changes no local
            return [("fall", env)]
        if t is ast.AnnAssign:
            if type(s.target) is ast.Name:
                env[s.target.id] = self.expr(s.value, env) if s.value is not None else UNKNOWN
            return [("fall", env)]
        if t is ast.AugAssign:
            for n in _names(s.target):
                env[n] = UNKNOWN
            return [("fall", env)]
        if t is ast.Assert:
            return [] if truth(self.expr(s.test, env)) is False else [("fall", env)]
        if t in (ast.Import, ast.ImportFrom):
            for n in _bound_by(s):  # a function-level import binds names the folder does not know
                env[n] = UNKNOWN
            return [("fall", env)]
        if t is ast.Try and not any(type(x) in (ast.Import, ast.ImportFrom) for b in (s.body, s.orelse)
                                    for st in b for x in ast.walk(st)):
            # ``try: return True, importlib.metadata.version(name) except ...:``: the path without
            # an exception (a probe that imports is the deployment's question, left unknown)
            return self._block(list(s.body) + list(s.orelse) + list(s.finalbody), env)
        if t is ast.If:
            v = truth(self.expr(s.test, env))
            if v is True:
                return self._block(s.body, env)
            if v is False:
                return self._block(s.orelse, env)
            yes, no = dict(env), dict(env)
            self._refine(s.test, yes, no)
            return self._block(s.body, yes) + self._block(s.orelse, no)
        raise _Abort()

    # expressions
    def expr(self, e: ast.AST, env: dict):
        t = type(e)
        if t is ast.Constant:
            return e.value if isinstance(e.value, _CONST_TYPES) else UNKNOWN
        if t is ast.Name:
            if e.id in env:
                return env[e.id]
            if self.locals_of and e.id not in _BUILTIN_NAMES:
                # ``should_trim = is_extend and ...`` after ``is_extend = mode.is_extend()``
                vals = self.f.local_values(self.fq, e.id, self.cls, at_line=getattr(e, "lineno", None))
                if vals:
                    return next(iter(vals)) if len(vals) == 1 else OneOf(vals)
            # a module global the deployment fixes (``is_capture_mode``: sglang compiles while it
            # captures CUDA graphs), or a module constant no loaded module changes
            # (``SUPPORTED = ((10, 0), (10, 3))``); anything else is unknown
            if e.id in _BUILTIN_NAMES:
                return UNKNOWN
            got = self._pinned(e.id)
            return got if got is not UNKNOWN else self._module_constant(e.id)
        if t in (ast.Tuple, ast.List, ast.Set):
            vals = [self.expr(x, env) for x in e.elts]
            if all(_known(v) and isinstance(v, _CONST_TYPES) for v in vals):
                return tuple(vals) if t is not ast.Set else frozenset(vals)
            return UNKNOWN
        if t is ast.Attribute:
            if e.attr == "environ" and type(e.value) is ast.Name and e.value.id not in env and \
                    self.f.p.resolve(f"{e.value.id}.environ", self.mod, self.scope, self.cls) == [(T_EXT, "os.environ")]:
                # ``"X" in os.environ``: the deployment sets the profile's variables and no others
                return frozenset(k for k, _ in self.f.p.profile.env)
            if type(e.value) is ast.Name and e.value.id not in env and e.value.id[:1].isupper() \
                    and not e.attr.isupper() and e.value.id not in _BUILTIN_NAMES:
                # ``TorchKernel.name`` (a registry's key): a class attribute's literal
                cls_t = self.f.p.resolve(e.value.id, self.mod, self.scope, self.cls)
                if len(cls_t) == 1 and cls_t[0][0] == T_CLASS:
                    known, v = self.f.p.conditions.class_attr_literal(cls_t[0][1], e.attr)
                    if known:
                        return v
            if type(e.value) is ast.Name and e.value.id not in env and e.value.id[:1].isupper() \
                    and e.attr.isupper():
                return EnumMember(e.value.id, e.attr)  # ``AttnForwardMethod.MLA``
            if type(e.value) is ast.Name and e.value.id not in env and e.attr.isupper():
                # ``envs.VLLM_X``: an attribute a module computes on access
                targets = self.f.p.resolve(e.value.id, self.mod, self.scope, self.cls)
                if len(targets) == 1 and targets[0][0] == "mod":
                    got = self.f.module_attr(targets[0][1], e.attr, self.depth)
                    if got is not UNKNOWN:
                        return got
            if type(e.value) is ast.Name and e.value.id not in env and e.value.id not in ("self", "cls") \
                    and e.value.id not in _BUILTIN_NAMES and not e.attr.isupper():
                # ``PENALTY_CONFIG.debug_checks``: a dataclass field every construction of the
                # object's class leaves at one literal (or folds to it)
                known, v = self.f.p.conditions._field_default(e.value.id, e.attr, self.mod, self.scope, self.cls)
                if known:
                    return v
            if type(e.value) is ast.Name and e.value.id not in env and e.value.id not in ("self", "cls") \
                    and e.value.id not in _BUILTIN_NAMES:
                # ``envs.SGLANG_TIME_ATTN_METADATA`` on a module-level ``envs = _Envs()`` whose
                # property returns ``get_bool_env_var("...")``: the getter folded
                got = self._property_value(e.value.id, e.attr)
                if got is not UNKNOWN:
                    return got
            if type(e.value) is ast.Attribute and not e.attr.isupper():
                # ``self.config.lora_backend`` (``self.config = config or LoRAConfig()``): the same,
                # for an object reached through attributes
                holder = dotted(e.value)
                root = holder.split(".", 1)[0] if holder else None
                if holder and "(" not in holder and "[" not in holder and root not in env \
                        and root not in _BUILTIN_NAMES:
                    known, v = self.f.p.conditions._field_default(holder, e.attr, self.mod, self.scope, self.cls)
                    if known:
                        return v
                    got = self._property_value(holder, e.attr)
                    if got is not UNKNOWN:
                        return got
            if e.attr == "__version__" and dotted(e.value) and \
                    self.f.p.resolve(dotted(e.value), self.mod, self.scope, self.cls) in ([("mod", "torch")], [(T_EXT, "torch")]):
                return _deployed_torch_version() or UNKNOWN  # ``torch.__version__``
            if e.attr in _VERSION_ATTRS and type(e.value) is ast.Call:
                base = self.expr(e.value, env)  # ``version.parse(v).base_version``
                if type(base) is Version:
                    return base.attr(e.attr)
            base = self.expr(e.value, env) if type(e.value) is ast.Name and e.value.id in env else UNKNOWN
            if base is None:
                raise _Raises()  # ``None.attr``: this path raises
            if type(base) is Version and e.attr in _VERSION_ATTRS:
                return base.attr(e.attr)
            if type(base) is DeviceProperties and e.attr in ("major", "minor"):
                return getattr(base, e.attr)
            return self._pinned(e.attr)
        if t is ast.Subscript:
            key = e.slice
            if type(e.value) is ast.Name and e.value.id not in env and type(key) is ast.Constant \
                    and type(key.value) in (str, int) and not self.f.p.binds_name(e.value.id, self.mod, self.scope):
                # ``global_server_args_dict["enable_nan_detection"]``: the literal a module-level
                # dict literal nobody changes holds under the key
                got = self._dict_item(e.value.id, key.value, self.mod, 0)
                if got is not UNKNOWN:
                    return got
            if type(key) is ast.Constant and type(key.value) is str and key.value.isidentifier():
                return self._pinned(key.value)
            if type(key) is ast.Constant and key.value == 0 and self._token_tensor(e.value, ".shape"):
                return POSITIVE  # ``hidden_states.shape[0]``
            if type(key) is ast.Constant and type(key.value) is int:
                base = self.expr(e.value, env)
                if type(base) is tuple and -len(base) <= key.value < len(base):
                    return base[key.value]  # ``torch.cuda.get_device_capability()[0]``
            return UNKNOWN
        if t is ast.Compare:
            left = self.expr(e.left, env)
            result = True
            for op, right_node in zip(e.ops, e.comparators):
                right = self.expr(right_node, env)
                r = _compare(type(op), left, right)
                if r is UNKNOWN:
                    return UNKNOWN
                if not r:
                    return False
                left = right
            return result
        if t is ast.BoolOp:
            is_and = type(e.op) is ast.And
            unknown = False
            last = None
            for x in e.values:
                v = self.expr(x, env)
                tv = truth(v)
                if tv is UNKNOWN:
                    unknown = True
                    continue
                if is_and and tv is False:
                    return v if not unknown else False
                if not is_and and tv is True:
                    return v if not unknown else True
                last = v
            return UNKNOWN if unknown else last
        if t is ast.UnaryOp and type(e.op) is ast.Not:
            v = truth(self.expr(e.operand, env))
            return UNKNOWN if v is UNKNOWN else (not v)
        if t is ast.IfExp:
            v = truth(self.expr(e.test, env))
            if v is UNKNOWN:
                a, b = self.expr(e.body, env), self.expr(e.orelse, env)
                alts = set()
                for x in (a, b):
                    if type(x) is OneOf:
                        alts.update(x.values)
                    elif _known(x):
                        alts.add(x)
                    else:
                        return UNKNOWN
                return next(iter(alts)) if len(alts) == 1 else OneOf(frozenset(alts))
            return self.expr(e.body if v else e.orelse, env)
        if t is ast.Call:
            return self._call(e, env)
        if t is ast.BinOp and type(e.op) in _ARITH:
            a, b = self.expr(e.left, env), self.expr(e.right, env)
            if type(a) in (int, float) and type(b) in (int, float):  # ``major * 10 + minor``
                try:
                    return _ARITH[type(e.op)](a, b)
                except (ArithmeticError, ValueError):
                    return UNKNOWN
        return UNKNOWN

    def _table_lambda(self, table: str, key):
        """``_ENV["X_TRACE"]()``: the argument-less lambda a module-level dict literal of this
        module holds under ``key`` (a table of environment readers), called: its body folded."""
        if table in self.mod.summary["imports"] or self.f.p.mutated(table):
            return UNKNOWN
        d = _module_tables(self.mod.path)[1].get(table)
        if type(d) is not ast.Dict:
            return UNKNOWN
        for k, v in zip(d.keys, d.values):
            if type(k) is ast.Constant and k.value == key:
                if type(v) is ast.Lambda and not (v.args.args or v.args.posonlyargs or v.args.vararg
                                                  or v.args.kwonlyargs or v.args.kwarg):
                    return self.expr(v.body, {})
                if type(v) is ast.Call:
                    # ``"X_DEBUG": _bool_env("X_DEBUG")``: the lambda the factory returns, called
                    return self._factory_lambda(v)
                return UNKNOWN
        return UNKNOWN

    def _factory_lambda(self, call: ast.Call):
        """A call of a module function whose body is ``return lambda: <expr>`` (a reader factory:
        ``def _bool_env(name, default="0"): return lambda: os.environ.get(name, default) ...``),
        and the lambda it returns called: its body folded with the factory's parameters bound to
        the call's constant arguments (defaults where it leaves them out)."""
        name = dotted(call.func)
        if name is None or any(type(a) is ast.Starred for a in call.args) or any(k.arg is None for k in call.keywords):
            return UNKNOWN
        targets = self.f.p.resolve(name, self.mod, None, None)
        if len(targets) != 1 or targets[0][0] != T_FUNC:
            return UNKNOWN
        fq = targets[0][1]
        node = self.f.p.function_node(fq)
        got = self.f.p.function(fq)
        if node is None or got is None or type(node) is not ast.FunctionDef:
            return UNKNOWN
        body = [st for st in node.body if not (type(st) is ast.Expr and type(st.value) is ast.Constant)]
        if len(body) != 1 or type(body[0]) is not ast.Return or type(body[0].value) is not ast.Lambda:
            return UNKNOWN
        lam = body[0].value
        if lam.args.args or lam.args.posonlyargs or lam.args.vararg or lam.args.kwonlyargs or lam.args.kwarg:
            return UNKNOWN
        a = node.args
        if a.vararg is not None or a.kwarg is not None or a.kwonlyargs or len(call.args) > len(a.args):
            return UNKNOWN
        bound: dict = {}
        for arg, d in zip(a.args[len(a.args) - len(a.defaults):], a.defaults):
            bound[arg.arg] = self.expr(d, {})
        for arg, v in zip(a.args, call.args):
            bound[arg.arg] = self.expr(v, {})
        for k in call.keywords:
            if not any(x.arg == k.arg for x in a.args):
                return UNKNOWN
            bound[k.arg] = self.expr(k.value, {})
        if any(x.arg not in bound or not _known(bound[x.arg]) for x in a.args):
            return UNKNOWN
        frame = _Frame(self.f, fq, got[0], got[1], self.depth + 1)
        return frame.expr(lam.body, bound)

    def _dict_item(self, name: str, key, mod, depth: int):
        """The constant under ``key`` in the module-level dict literal ``name`` of ``mod`` (or of the
        module it imports the name from), when no code stores into or updates a dict of that name."""
        if depth > 4 or mod is None or mod.error or self.f.p.mutated(name):
            return UNKNOWN
        if name in mod.summary["imports"]:
            module, attr, level = mod.summary["imports"][name][0]
            home = self.f.p.get_module(self.f.p._abs_module(mod, module, level)) if attr else None
            return self._dict_item(attr, key, home, depth + 1) if home is not mod else UNKNOWN
        d = _module_tables(mod.path)[1].get(name)
        if type(d) is not ast.Dict:
            return UNKNOWN
        for k, v in zip(d.keys, d.values):
            if k is None:
                return UNKNOWN  # ``{**base, ...}``
            if type(k) is ast.Constant and k.value == key and type(k.value) is type(key):
                try:
                    value, ok = ast.literal_eval(v), True
                except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
                    value, ok = None, False
                return value if ok and (value is None or type(value) in (bool, int, float, str)) else UNKNOWN
        return UNKNOWN

    def _token_tensor(self, node: ast.AST, suffix: str) -> bool:
        """``hidden_states<suffix>`` on a per-token tensor (by name) of a deployment whose batches
        are never empty (``nonempty_batch=True``)."""
        name = dotted(node)
        if not name or not name.endswith(suffix):
            return False
        head = name[:-len(suffix)]
        return head in TOKEN_TENSORS and self.f.p.profile.value_of("nonempty_batch") == (True, True)

    def _module_constant(self, name: str):
        if name in self.mod.summary["imports"] and self.depth < MAX_DEPTH:
            # ``from .env import BACKEND``: the constant as the module that defines it computes it
            module, attr, level = self.mod.summary["imports"][name][0]
            home = self.f.p.get_module(self.f.p._abs_module(self.mod, module, level)) if attr else None
            if home is None or home.error or home is self.mod:
                return UNKNOWN
            frame = _Frame(self.f, home.name, home, {}, self.depth + 1)
            frame.scope = None
            return frame._module_constant(attr)
        descs = self.mod.summary["globals"].get(name) or ()
        if (not descs or all(d[0] == "item" and type(d[1]) is str and d[1].endswith("()") for d in descs)) \
                and name not in self.mod.summary["imports"] and not self.f.p.mutated(name):
            # (``a, b = probe()``: the index gives each name the entry of the call's result, for
            # the objects it may be; its value is what the call folds to)
            return self._unpacked_global(name)
        if len(descs) != 1 or name in self.mod.summary["imports"] or self.f.p.mutated(name):
            return UNKNOWN
        d = descs[0]
        if d[0] == "call" and type(d[1]) is str and d[1].endswith(".get") and not (len(d) > 3 and d[3]):
            return self._env_default(d[1], None)  # ``_SGLANG_X = envs.SGLANG_X.get()`` at import time
        if d[0] == "call" and type(d[1]) is str and d[1].endswith(("environ.get", "getenv")) and len(d) > 3 and d[3]:
            # ``DUMP_DIR = os.environ.get("X_DUMP_DIR")`` at import time: the profile's environment
            args = dict(d[3])
            key, default = args.get(0), args.get(1, ("const", None))
            if key and key[0] == "const" and type(key[1]) is str and default and default[0] == "const" and \
                    self.f.p.resolve(d[1], self.mod, None, None) in ([(T_EXT, "os.environ.get")], [(T_EXT, "os.getenv")]):
                return dict(self.f.p.profile.env).get(key[1], default[1])
            return UNKNOWN
        return _desc_constant(d)

    def _unpacked_global(self, name: str):
        """``_torch_available, _torch_version = _is_package_available("torch")`` at module level (the
        module's one binding of the name): that element of what the call returns."""
        if self.depth >= MAX_DEPTH:
            return UNKNOWN
        found = self.f.unpacked_globals(self.mod).get(name)
        if found is None:
            return UNKNOWN
        frame = _Frame(self.f, self.mod.name, self.mod, {}, self.depth + 1)
        frame.scope = None
        got = frame.expr(found[0], {})
        return got[found[1]] if type(got) is tuple and len(got) == found[2] else UNKNOWN

    def _env_default(self, name: str, scope: Optional[str]):
        """``envs.SGLANG_X.get()`` on a flag declared ``EnvBool(False)``: its literal default (or
        None) when the profile leaves the variable unset, else UNKNOWN."""
        raw = self.f.p.conditions._env_raw(name, self.mod, scope, self.cls if scope else None)
        return raw if type(raw) is bool or raw is None else UNKNOWN

    def _property_value(self, holder: str, attr: str):
        """``self.config.dump_enabled`` where every object the holder can be is of one program class
        whose ``dump_enabled`` is a property returning one expression
        (``return self.debug_dump_dir is not None``): that expression folded with ``self`` the
        holder's object (its fields read as ``_field_default`` reads them); else UNKNOWN."""
        if self.depth >= MAX_DEPTH:
            return UNKNOWN
        targets = self.f.p.resolve(holder, self.mod, self.scope, self.cls)
        classes = {t[1] for t in targets if t[0] == T_INST}
        if len(classes) != 1 or len(targets) != 1:
            return UNKNOWN
        cls = next(iter(classes))
        _owner, found = self.f.p.lookup(cls, attr)
        getters = [f[1] for f in found if f[0] == "method"]
        if len(getters) != 1 or not self.f.p._is_property(getters[0]):
            return UNKNOWN
        node = self.f.p.function_node(getters[0])
        body = [st for st in node.body if not (type(st) is ast.Expr and type(st.value) is ast.Constant)] \
            if node is not None else []
        if len(body) != 1 or type(body[0]) is not ast.Return or body[0].value is None:
            return UNKNOWN
        expr = body[0].value
        names = {n.id for n in ast.walk(expr) if type(n) is ast.Name}
        if names - {"self"}:
            if "self" not in names:
                # ``return get_bool_env_var("SGLANG_TIME_ATTN_METADATA")`` of an ``envs`` object:
                # the getter folded as a call, in its own module
                return self.f.call(getters[0], (), (), self.depth + 1, cls)
            return UNKNOWN  # (another name would be read in the getter's module, not this one)
        holder_ast = ast.parse(holder, mode="eval").body

        class _Sub(ast.NodeTransformer):
            def visit_Name(self, n):
                return holder_ast if n.id == "self" else n

        self.depth += 1
        try:
            return self.expr(_Sub().visit(copy.deepcopy(expr)), {})
        finally:
            self.depth -= 1

    def _param_constant(self, name: str):
        """The plain constant every call of this frame's function gives its parameter ``name``
        (a body that rebinds it: UNKNOWN)."""
        node = self.f.p.function_node(self.fq)
        if node is None or not any(a.arg == name for a in (*node.args.posonlyargs, *node.args.args,
                                                            *node.args.kwonlyargs)):
            return UNKNOWN
        if _fn_facts(node).stores.get(name):
            return UNKNOWN
        v = self.f.p.conditions.param_value(self.fq, name)
        return v if isinstance(v, (type(None), bool, int, float, str)) else UNKNOWN

    def _pinned(self, name: str):
        got = self.f.p.profile.choices_of(name)
        if not got:
            return UNKNOWN
        return next(iter(got)) if len(got) == 1 else OneOf(got)

    def _call(self, e: ast.Call, env: dict):
        got = self._call_raw(e, env)
        if got is UNKNOWN and not e.keywords and len(e.args) <= 1:
            # ``get_world_size(group)`` whose body the scan cannot fold (``dist.is_initialized()``)
            # where the profile fixes ``world_size``: its value (a getter named for the pinned
            # quantity, whatever group it is asked about)
            name = dotted(e.func)
            last = name.rsplit(".", 1)[-1] if name else ""
            if last.startswith("get_"):
                pinned, v = self.f.p.profile.value_of(last[4:])
                if pinned:
                    return v
        return got

    def _call_raw(self, e: ast.Call, env: dict):
        f = e.func
        if type(f) is ast.Attribute and f.attr in _STR_METHODS and not e.args and not e.keywords:
            v = self.expr(f.value, env)  # ``os.getenv("X", "0").strip().lower()``
            return getattr(v, f.attr)() if type(v) is str else UNKNOWN
        if type(f) is ast.Subscript and type(f.value) is ast.Name and not e.args and not e.keywords \
                and self.depth < MAX_DEPTH:
            # ``_ENV["X"]()``, or ``environment_variables[name]()`` in a helper that takes the name
            key = f.slice.value if type(f.slice) is ast.Constant else self.expr(f.slice, env)
            if type(key) is str:
                return self._table_lambda(f.value.id, key)
        name = dotted(e.func)
        if name is None or any(type(a) is ast.Starred for a in e.args) or any(k.arg is None for k in e.keywords):
            return UNKNOWN
        if name == "isinstance":
            # ``isinstance(state, HcPending)`` where the deployment never builds the class
            if len(e.args) == 2 and not e.keywords and dotted(e.args[1]):
                cls = [t for t in self.f.p.resolve(dotted(e.args[1]), self.mod, self.scope, self.cls)
                       if t[0] == T_CLASS]
                if len(cls) == 1 and self.f.p.never_constructed(cls[0][1]):
                    return False
            return UNKNOWN
        if (name.endswith(".size") and len(e.args) == 1 and type(e.args[0]) is ast.Constant and e.args[0].value == 0
                and self._token_tensor(e.func, ".size")) or (
                name.endswith(".numel") and not e.args and self._token_tensor(e.func, ".numel")) or (
                name == "len" and len(e.args) == 1 and self._token_tensor(e.args[0], "")):
            return POSITIVE  # ``hidden_states.size(0)``, ``input_ids.numel()``, ``len(positions)``
        if name in ("bool", "str", "int", "float", "len") and len(e.args) == 1 and not e.keywords:
            v = self.expr(e.args[0], env)
            if not _known(v):
                return UNKNOWN
            try:
                return {"bool": bool, "str": str, "int": int, "float": float, "len": len}[name](v)
            except Exception:  # noqa: BLE001
                return UNKNOWN
        if self.depth >= MAX_DEPTH:
            return UNKNOWN
        if name.endswith(".get") and not e.args and not e.keywords:
            raw = self._env_default(name, self.scope)
            if raw is not UNKNOWN:
                return raw
        last = name.rsplit(".", 1)[-1]
        plats = PLATFORM_PREDICATES.get(last)
        if plats is not None and not e.args and self.f.p.profile.platform != "any":
            return self.f.p.profile.platform in plats  # ``is_musa()``, ``current_platform.is_rocm()``
        targets = self.f.p.resolve(name, self.mod, self.scope, self.cls)
        if len(targets) == 1 and targets[0][0] == T_EXT:
            if targets[0][1] in ("os.environ.get", "os.getenv") and 1 <= len(e.args) <= 2 and not e.keywords:
                # an environment variable: the profile's value, else the default the call gives
                # (``os.environ.get(name, str(default))`` with the locals folded)
                key = self.expr(e.args[0], env)
                default = self.expr(e.args[1], env) if len(e.args) == 2 else None
                if default is UNKNOWN and type(e.args[1]) is ast.Name and e.args[1].id not in env:
                    # ``os.getenv(name, default)`` in a helper: the one default every call gives it
                    # (the parameter's own where no call passes one: ``get_bool_env_var("X")``)
                    default = self._param_constant(e.args[1].id)
                if type(key) is str and (default is None or type(default) is str):
                    return dict(self.f.p.profile.env).get(key, default)
                if key is UNKNOWN and (default is None or type(default) is str) and not self.f.p.profile.env:
                    # a name the helper takes (``os.getenv(name, default)``): the deployment sets no
                    # variables, so whichever it is, the call gives the default
                    return default
                return UNKNOWN
            if len(e.args) == 1 and not e.keywords:
                got = self._version_call(targets[0][1], e.args[0], env)
                if got is not UNKNOWN:
                    return got
            return external_value(targets[0][1], self.f.p.profile)
        if not targets and not e.args:
            only = self.f.p.unique_enum_method(name)
            if only is not None:
                targets = [(T_FUNC, only, None)]
        if targets and not e.args:
            # ``forward_batch.forward_mode.is_extend()`` on an enum the profile fixes
            # (``ForwardMode=DECODE``): the method's value for that member, as a branch test reads
            # it (the members' own ``auto()`` values add nothing)
            conds = self.f.p.conditions
            enum_targets = [x for x in targets if not (x[0] == T_EXT and x[1].startswith("enum.auto()"))]
            pinned = [conds._enum_call(x, self.depth) for x in enum_targets]
            if pinned and all(v is None or type(v) is bool for v in pinned) and all(
                    k.arg is not None and type(k.value) is ast.Constant for k in e.keywords):
                given = tuple((k.arg, k.value.value) for k in e.keywords)  # the rest at their defaults
                got = {conds.enum_method_value(x[1], self.f.p.profile.enum_member(x[1].rsplit(".", 2)[-2]),
                                               self.depth, given) for x in enum_targets}
                if len(got) == 1 and type(next(iter(got))) is bool:
                    return next(iter(got))
        if not targets or any(x[0] != T_FUNC for x in targets):
            return UNKNOWN
        args = tuple(self.expr(a, env) for a in e.args)
        kwargs = tuple(sorted((k.arg, self.expr(k.value, env)) for k in e.keywords))
        values = []
        for x in targets:
            # a method: its receiver's state is not modelled (reads of ``self`` are unknown)
            values.append(self.f.call(x[1], args, kwargs, self.depth + 1, x[2]))
        first = values[0]
        if all(_known(v) and type(v) is type(first) and v == first for v in values):
            return first
        return UNKNOWN

    def _version_call(self, name: str, arg: ast.AST, env: dict):
        """``version.parse(v)`` of a known version string; ``importlib.metadata.version("torch")``
        and ``importlib.util.find_spec("torch")``: the deployment's torch (the catalogue's)."""
        if name in _VERSION_PARSERS:
            v = self.expr(arg, env)
            if type(v) is Version:
                return v
            return Version(v) if type(v) is str and Version(v).key() is not None else UNKNOWN
        if name in ("importlib.metadata.version", "importlib_metadata.version", "importlib.util.find_spec"):
            if self.expr(arg, env) == "torch":
                ver = _deployed_torch_version()
                if name.endswith("find_spec"):
                    return NOT_NONE
                return ver if ver else UNKNOWN
        return UNKNOWN

    def _refine(self, test: ast.AST, yes: dict, no: dict) -> None:
        """What an undecided test tells each branch about a local: ``x is None`` / ``x is not
        None``, ``x == V`` / ``x != V`` (the equal branch knows ``x``)."""
        if type(test) is not ast.Compare or len(test.ops) != 1 or type(test.left) is not ast.Name:
            return
        n, op = test.left.id, type(test.ops[0])
        right = test.comparators[0]
        if type(right) is ast.Constant and right.value is None:
            if op is ast.Is:
                yes[n], no[n] = None, NOT_NONE
            elif op is ast.IsNot:
                yes[n], no[n] = NOT_NONE, None
            return
        if op in (ast.Eq, ast.NotEq, ast.Is, ast.IsNot):
            v = self.expr(right, yes)
            if _known(v):
                if op in (ast.Eq, ast.Is):
                    yes[n] = v
                else:
                    no[n] = v
