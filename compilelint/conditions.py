"""Branch conditions the scan can decide: ``self`` flags fixed by every construction, and queries of
the machine's environment that dynamo constant-folds.

The index records, per function, regions reached only when a test has one value (``cond``: the
branches of an ``if``/``while``/conditional expression, the statements after an early ``return``,
the right operand of ``and``/``or``) with the test as a small formula (``compilelint.index._formula``).
Here the formulas are evaluated against the program:

* ``self.flag`` / ``self.cfg.flag``: a constructor literal (``Program.flag_value``), a dataclass
  field whose literal default no construction overrides, and ``self.training`` under a root
  compiled after ``.eval()``. A region whose test can never have the required value is dead.
* ``torch.cuda.is_available()``, ``torch.distributed.is_initialized()``, ...: dynamo folds them on
  the machine that compiles, so a region reached only when one is *true* is not reached on a
  machine without the device / process group. Findings there are warnings naming the condition;
  regions reached when one is false stay errors.
* calls of guard helpers (``if not _under_trace(x) and ...:``, ``if in_trace(): return x``): a
  helper is true while compiling when its return value, read from its body through any depth of
  calls (bounded, memoized, cycle-safe), is ``torch.compiler.is_compiling()`` or an alias of it,
  alone, under ``or``, or ``and``-ed with things known true (``hasattr(torch, "compiler")``,
  module constants); ``torch.jit.is_tracing()`` and friends are false. Never from the name.
* memo misses: the branch that fills a Python-level cache (``if key not in self._cache:``,
  ``v = CACHE.get(k)`` / ``if v is None:``, the body of a function whose decorator calls it only
  on a miss, sglang's ``cache_once``) is traced only while the cache is cold. Findings reached
  only there are warnings named ``cold cache: `test` ``, like the environment queries;
  ``functools.cache`` / ``lru_cache`` bodies stay errors (dynamo traces them every time), and so
  does a lazily set attribute (``if self._w is None: self._w = load()``), which is not counted
  as a memo.
"""
from __future__ import annotations

import ast
import re

from compilelint.evaluate import (_fn_facts, COMPILING_EXT, NOT_COMPILING_EXT, PLATFORM_PREDICATES, PROFILER_EXT, UNKNOWN, DeviceProperties, EnumMember, OneOf, _known,
                                  truth as _truth)
from compilelint.index.schema import D_CONST, T_CLASS, T_EXT, T_FUNC, T_INST, T_METHOD
from compilelint.names import absolute_module, dataclass_decorated, decorator_names, dotted
from compilelint.profile import SERVING_ONE_GPU
from typing import Optional

# folded to a constant by dynamo (torch/_dynamo/variables/torch.py, constant_fold_functions)
ENV_QUERIES = frozenset({
    "torch.cuda.is_available", "torch.cuda.is_initialized",
    "torch.distributed.is_available", "torch.distributed.is_initialized",
    "torch.distributed.distributed_c10d.is_initialized",
    "torch.accelerator.is_available", "torch.xpu.is_available", "torch.xpu.is_initialized",
})
MAX_CLASSES = 16

GUARD_DEPTH = 8
# the names the serving profiles pin (``compilelint.profile.SERVING_ONE_GPU``)
_DEPLOYMENT_NAMES = frozenset(k for k, _ in SERVING_ONE_GPU)
COLD = "cold cache: "
_ORDER = {"<": lambda a, b: a < b, "<=": lambda a, b: a <= b, ">": lambda a, b: a > b, ">=": lambda a, b: a >= b}

Span = tuple  # (line, column, end line, end column)


def _param_atoms(f: tuple):
    """Names of the parameters a formula's ("p", name, ...) atoms test."""
    k = f[0]
    if k == "p":
        yield f[1]
    elif k == "kw":
        yield "**"  # ``kwargs.get("name", default)``: the keywords a call writes
    elif k == "n":
        yield from _param_atoms(f[1])
    elif k in ("&", "|"):
        for g in f[1]:
            yield from _param_atoms(g)


def _node_at(fn: ast.AST, kind: str, line: int, col: int) -> Optional[ast.AST]:
    """The first node (walk order) of ``fn`` at (line, col): ``kind`` "test" a comparison or an
    attribute, "call" a call."""
    return _fn_facts(fn).at.get((kind, line, col))


def _scalar(v) -> bool:
    """A folded value that no method call changes in place: None, a bool, number or string (or
    one of several such)."""
    if type(v) is OneOf:
        return all(_scalar(x) for x in v.values)
    return v is None or type(v) in (bool, int, float, str)


def inside(spans, line: int, col: int) -> bool:
    pos = (line, col)
    for s in spans:
        if (s[0], s[1]) <= pos <= (s[2], s[3]):
            return True
    return False


_UNKNOWN = (False, None)
# the class names of deployment configuration objects (``ServerArgs``, ``OutputHeadConfig``)
CONFIG_CLASS = re.compile(r"(Config|Configs|Args|Arguments|Settings|Options)$")


def is_config_class(cls_fq: str) -> bool:
    """A deployment configuration class, by its name (``ServerArgs``, ``OutputHeadConfig``)."""
    return bool(CONFIG_CLASS.search(cls_fq.rsplit(".", 1)[-1]))


def _call_arg(call: ast.Call, pname: str, index: Optional[int]):
    """The argument expression a call passes for ``pname`` (by keyword, or at ``index``), else None;
    a ``*``/``**`` pass reads as None too (nothing known)."""
    kw = next((k.value for k in call.keywords if k.arg == pname), None)
    if kw is not None:
        return kw
    if index is not None and 0 <= index < len(call.args) and not any(
            type(a) is ast.Starred for a in call.args[:index + 1]):
        return call.args[index]
    return None


class Conditions:
    def __init__(self, program):
        self.p = program
        self._value_memo: dict[tuple, tuple] = {}
        self._env_memo: dict[tuple, Optional[str]] = {}
        self._stores: Optional[frozenset] = None
        self._passed_kw: Optional[frozenset] = None
        self._param_memo: dict[tuple, object] = {}
        # compiled roots (set by the scanner): the deployment calls them with their defaults
        self.root_fqs: frozenset = frozenset()
        self._regions_memo: dict[tuple, tuple] = {}
        self._call_memo: dict[tuple, Optional[bool]] = {}
        self._guard_memo: dict[str, Optional[bool]] = {}
        self._deco_memo: dict[tuple, Optional[str]] = {}
        # (function, {parameter: value}) the chain being checked fixes (``regions_bound``)
        self._bind: Optional[tuple] = None
        self._tested_memo: dict[str, frozenset] = {}
        self._flag_memo: dict[tuple, Optional[bool]] = {}
        self._none_guard: set = set()
        self._import_calls: Optional[frozenset] = None

    # ---- regions of one function -------------------------------------------------------------
    def regions_bound(self, fq: str, mod, info: dict, self_cls: Optional[str], mode: Optional[str],
                      bind: dict) -> tuple:
        """``regions`` with some parameters fixed by one call (the chain's: ``self.norm(h)`` leaves
        ``residual`` at its default even where other calls pass one)."""
        key = (fq, self_cls, mode, tuple(sorted(bind.items(), key=lambda kv: kv[0])))
        got = self._regions_memo.get(key)
        if got is not None:
            return got
        saved, self._bind = self._bind, (fq, bind)
        try:
            got = self._regions_memo[key] = self._regions(fq, mod, info, self_cls, mode)
        finally:
            self._bind = saved
        return got

    def regions(self, fq: str, mod, info: dict, self_cls: Optional[str], mode: Optional[str]) -> tuple:
        """(dead spans, [(span, env query names)]) of one function in one receiver context."""
        key = (fq, self_cls, mode)
        got = self._regions_memo.get(key)
        if got is not None:
            return got
        got = self._regions_memo[key] = self._regions(fq, mod, info, self_cls, mode)
        return got

    def _atoms_of(self, fq: str, mod, info: dict, self_cls: Optional[str], mode: Optional[str]):
        """The memoizing atom evaluator of one function in one receiver context."""
        scope = fq[len(mod.name) + 1:]
        cls = self_cls or (f"{mod.name}.{info['cls']}" if info.get("cls") else None) or (
            f"{mod.name}.{info['self_of']}" if info.get("self_of") else None)
        atoms: dict = {}
        open_ = self_cls is None  # any class that inherits the method may be the receiver

        def atom(a: tuple):
            if a not in atoms:
                atoms[a] = self._atom(a, mod, scope, cls, mode, open_)
            return atoms[a]

        return atom

    def _regions(self, fq: str, mod, info: dict, self_cls: Optional[str], mode: Optional[str]) -> tuple:
        dead: list = []
        env: list = []
        conds = info.get("cond") or ()
        if conds:
            atom = self._atoms_of(fq, mod, info, self_cls, mode)
            for c in conds:
                f, want, span = c[0], c[1], tuple(c[2:6])
                value = _eval(f, atom)
                if value is not None and value != want:
                    dead.append(span)
                    continue
                names = _required(f, want, atom)
                if names:
                    env.append((span, tuple(sorted(set(names)))))
        return (dead, env)

    def decided_spans(self, fq: str, mod, info: dict, self_cls: Optional[str], mode: Optional[str]) -> list:
        """Spans of the regions whose test the scan decides in their favour (the branch is taken
        wherever the function runs in this receiver context)."""
        key = ("decided", fq, self_cls, mode)
        got = self._regions_memo.get(key)
        if got is not None:
            return got
        out: list = []
        conds = info.get("cond") or ()
        if conds:
            atom = self._atoms_of(fq, mod, info, self_cls, mode)
            out = [tuple(c[2:6]) for c in conds if _eval(c[0], atom) == c[1]]
        self._regions_memo[key] = out
        return out

    def fails_precondition(self, mod, scope: str, info: dict, cls: str) -> bool:
        """A constructor precondition (``pre``) that is decided against its wanted value."""
        for f, want in info.get("pre", ()):
            value = _eval(f, lambda a: self._atom(a, mod, scope, cls, None))
            if value is not None and value != want:
                return True
        return False

    # ---- parameters every call gives one constant (``backend="auto"`` left at its default) ----------
    def param_value(self, fq: str, pname: str, depth: int = 0):
        """The one constant every call of ``fq`` in the loaded program gives parameter ``pname``
        (an argument written as a literal, a caller's own parameter passed on, or the default when
        the call leaves it out; a compiled root is called with its defaults); ``_NOPARAM`` when the
        calls disagree, a call cannot be read (``*args``, ``**kwargs``, another expression) or no call
        is found. Calls through a module instance (``self.layer(x)``) and through stored references
        are not seen, so a function reached only that way stays undecided."""
        key = (fq, pname)
        if key in self._param_memo:
            return self._param_memo[key]
        self._param_memo[key] = _NOPARAM  # cycle guard
        got = self.p.function(fq)
        value = _NOPARAM
        if got is not None and depth <= PARAM_DEPTH:
            value = self._param_value(fq, got[0], got[1], pname, depth)
        self._param_memo[key] = value
        return value

    def param_classes(self, fq: str, pname: str, depth: int = 0) -> Optional[tuple]:
        """The classes of the objects every call of ``fq`` in the loaded program hands an
        unannotated parameter ``pname`` (``layer(h, past_key_values)`` with the caller's local
        ``past_key_values = DynamicCache(...)``, passed on through module calls): a tuple of
        ``(T_INST, class, exact)``; None when a call passes something else the scan cannot read
        (a literal None adds nothing), when no call is found, or when a decorator may call it
        with other arguments."""
        key = ("cls", fq, pname)
        if key in self._param_memo:
            return self._param_memo[key]
        self._param_memo[key] = None  # cycle guard
        got = self.p.function(fq)
        out = None
        if got is not None and depth <= PARAM_DEPTH and fq not in self.root_fqs:
            out = self._param_classes(fq, got[1], pname, depth)
        self._param_memo[key] = out
        return out

    def _param_classes(self, fq: str, info: dict, pname: str, depth: int) -> Optional[tuple]:
        sig = info.get("sig")
        static = [d.rsplit(".", 1)[-1] for d in info["decorators"]] == ["staticmethod"]
        if sig is None or (info["decorators"] and not static):
            return None
        callers = self.p.callers(fq, limit=PARAM_MAX_CALLS, sites_only=True)
        modcalls = self.p.module_callers(fq, limit=PARAM_MAX_CALLS)
        if callers is None or modcalls is None:
            return None
        through_instance = {id(c) for c in modcalls}  # ``layer(h, ...)``: the instance is ``self``
        callers = list(callers) + list(modcalls)
        if not callers and fq.endswith(".__init__") and info.get("cls"):
            # ``ReplicatedLinear(in_f, out_f, quant_config)`` in a caller's body: the constructions
            # call ``__init__`` with the new object as ``self``
            callers = self._construction_calls(fq[:-len(".__init__")])
            if callers is None:
                return None
            through_instance = {id(c) for c in callers}
        if not callers:
            return None
        # (a staticmethod takes no receiver, however it is called: ``self.key_for(layout, dtype)``)
        method = info.get("cls") is not None and not static
        pos = list(sig[0])
        out: list = []
        for caller in callers:
            m, qual, site = caller
            if qual is None:
                # a module-level construction: the argument's expression, read as stores are
                arg = _call_arg(site, pname, pos.index(pname) - 1 if pname in pos else None)
                if arg is None:
                    continue  # left to its default (a literal: no object)
                vals = []
                if not self.p._flow_add(arg, m, None, vals) or not vals:
                    return None
                for v in vals:
                    if v not in out:
                        out.append(v)
                continue
            if self._dead_site(m, qual, site):
                continue
            shape, line, col = site[5], site[1], site[2]
            if shape is None or shape[1]:
                return None
            cinfo = m.summary["functions"].get(qual) or {}
            cargs = cinfo.get("cargs", {}).get((line, col))
            if pname in shape[2]:
                given = next((v for k, v in cargs[1] if k == pname), None) if cargs else None
            else:
                i = self._arg_index(site, m, qual, pos, pname, method, id(caller) in through_instance)
                if i is None or i >= shape[0]:
                    continue  # left to its default (a literal: no object)
                given = cargs[0][i] if cargs and cargs[0] is not None and i < len(cargs[0]) else None
            if given is None:
                return None
            if given[0] == "k":
                if given[1] is None:
                    continue
                return None
            if given[0] == "p":
                got = self.param_classes(f"{m.name}.{qual}", given[1], depth + 1)
                if got is None:
                    return None
                vals = list(got)
            else:
                name = given[1] if given[0] == "l" else f"self.{given[1]}"
                cls = f"{m.name}.{cinfo['cls']}" if cinfo.get("cls") else None
                vals = self.p.resolve(name, m, qual, cls)
                if not vals or any(v[0] != T_INST for v in vals):
                    return None
            for v in vals:
                if v not in out:
                    out.append(v)
        return tuple(out) if out else None

    def _construction_calls(self, owner: str) -> Optional[list]:
        """(module, function, call site) of every construction of ``owner`` (or of a subclass that
        keeps its ``__init__``) written in a function body; None when one is made elsewhere (at
        module level, through a subclass's own ``__init__``) or none is found."""
        out: list = []
        for c in [owner, *sorted(self.p.subclasses(owner))][:8]:
            if c != owner and self.p._own_init(c) is not None:
                return None
            for m, rec in self.p.constructions_of(c):
                qual = rec[1]
                if not qual:
                    # ``compiled = torch.compile(QuantizedMLP(8, 16, Fp8Config()))`` at module level:
                    # the call itself (its arguments are read from the tree)
                    found = [n for n in self.p.module_level_calls(m, rec[0])]
                    if not found:
                        return None
                    for n in found:
                        if (m, None, n) not in out:
                            out.append((m, None, n))
                    continue
                finfo = m.summary["functions"].get(qual)
                if finfo is None:
                    return None
                found = [s for s in finfo.get("sites", ()) if s[4] == "call" and s[0] == rec[0]]
                if not found:
                    return None
                for s in found:
                    if (m, qual, s) not in out:
                        out.append((m, qual, s))
                if len(out) > PARAM_MAX_CALLS:
                    return None
        return out or None

    def _param_value(self, fq: str, mod, info: dict, pname: str, depth: int):
        sig = info.get("sig")
        if sig is None:
            return _NOPARAM
        defaults = info.get("defaults", {})
        values: list = []
        if fq in self.root_fqs:
            # (an ``Optional[Tensor] = None`` parameter too: exempting those - blind51 s851, whose
            # case passes a mask - made the dynamo-labelled Hugging Face set, called with its
            # defaults, report phi4_multimodal's image path: kept as the defaults)
            if pname not in defaults:
                return _NOPARAM
            values.append(defaults[pname])
        callers = self.p.callers(fq, limit=PARAM_MAX_CALLS, sites_only=True)
        # a module's forward is called through its instance (``self.norm(h)``) too
        modcalls = self.p.module_callers(fq, limit=PARAM_MAX_CALLS)
        if modcalls is None:
            return _NOPARAM  # more calls than are read
        # (a name many calls share, ``forward``, is not searched: explicit ``x.forward(...)`` calls
        # of a module are rare next to its instance calls)
        through_instance = {id(c) for c in modcalls}  # ``layer(h, ...)``: the instance is ``self``
        callers = list(callers or ()) + list(modcalls)
        if not callers and not values:
            if fq.endswith(".__init__") and info.get("cls"):
                return self._ctor_param_value(fq[:-len(".__init__")], info, pname)
            return _NOPARAM
        decos = decorator_names(info["decorators"])
        if decos - _PLAIN_DECORATORS and not self.p.passes_argument(fq, pname, _PLAIN_DECORATORS):
            return _NOPARAM  # a wrapper may call it with other arguments
        method = info.get("cls") is not None and "staticmethod" not in decos
        pos = list(sig[0])
        for caller in callers or ():
            m, qual, site = caller
            if self._dead_site(m, qual, site):
                continue  # a call the deployment never makes gives the parameter nothing
            v = self._arg_value(site, m, qual, pos, defaults, pname, method, depth,
                                bound=True if id(caller) in through_instance else None)
            if v is _NOPARAM:
                return _NOPARAM
            values.append(v)
            if any(type(x) is not type(values[0]) or x != values[0] for x in values):
                return _NOPARAM
        return values[0] if values else _NOPARAM

    def _ctor_param_value(self, owner: str, info: dict, pname: str):
        """The one literal every construction of ``owner`` (or of a subclass that keeps its
        ``__init__``) gives ``__init__``'s parameter ``pname``: written at the call, or the default
        where the call leaves it out (``QuantEngine()`` with ``scheme: str = "static"``), as
        ``Program._ctor_param_literals`` reads them."""
        if pname not in [p[0] for p in info["params"]] or pname in _DEPLOYMENT_NAMES:
            # (a deployment knob - ``quant_config``, ``tp_size`` - is the profile's to decide: a
            # profile that leaves it open, ``quant_config=?``, means any checkpoint, whatever a toy
            # construction in the package passes)
            return _NOPARAM
        got = self.p._ctor_param_literals(owner, info, pname)
        if got is None:
            # ``ProfiledMLP(i, hidden, inter, profiler)`` passing a local of the constructing
            # function (``profiler = None``, its other store in a branch the deployment makes
            # dead): what each construction's argument folds to
            calls = self._construction_calls(owner)
            if calls is None:
                return _NOPARAM
            pos = [p_[0] for p_ in info["params"]]
            vals = []
            for m, qual, site in calls:
                if qual is None:
                    arg = _call_arg(site, pname, pos.index(pname) - 1 if pname in pos else None)
                    if arg is None:
                        v = info.get("defaults", {}).get(pname, _NOPARAM)
                    else:
                        v = arg.value if type(arg) is ast.Constant else _NOPARAM
                else:
                    v = self._arg_value(site, m, qual, pos, info.get("defaults", {}), pname, True, 1, bound=True)
                if v is _NOPARAM or (v is not None and type(v) not in (bool, int, float, str)):
                    return _NOPARAM
                vals.append(v)
            got = set(vals) if vals else None
        return next(iter(got)) if got and len(got) == 1 else _NOPARAM

    def _arg_index(self, site: tuple, m, qual: str, pos: list, pname: str, method: bool, bound) -> Optional[int]:
        """The position a call passes ``pname`` at, among its own positional arguments: the
        parameter's index, less one for a method called on an instance (``bound``: known to be;
        else asked of the call's receiver)."""
        i = pos.index(pname) if pname in pos else None
        if i is not None and method and (bound or self.p.bound_receiver(site[0], m, qual, None)):
            i -= 1
        return i

    def _arg_value(self, site: tuple, m, qual: str, pos: list, defaults: dict, pname: str, method: bool,
                   depth: int, caller_bind: Optional[dict] = None, bound: Optional[bool] = None):
        """What one call site (``compilelint.index`` summary: expression, line, column, shape;
        ``cargs`` for its literal and passed-on arguments) gives parameter ``pname``."""
        line, col, shape = site[1], site[2], site[5]
        if shape is None:
            return _NOPARAM
        npos, star, kws = shape
        cinfo = m.summary["functions"].get(qual) or {}
        cargs = cinfo.get("cargs", {}).get((line, col))
        given = None
        if pname in kws:
            given = next((v for k, v in cargs[1] if k == pname), None) if cargs else None
            if given is None:
                return self._folded_arg(m, qual, line, col, pname, site[0])
        else:
            if star:
                return _NOPARAM
            i = self._arg_index(site, m, qual, pos, pname, method, bound)
            if i is not None and i < npos:
                given = cargs[0][i] if cargs and cargs[0] is not None and i < len(cargs[0]) else None
                if given is None:
                    return self._folded_arg(m, qual, line, col, i, site[0])
            else:
                return defaults.get(pname, _NOPARAM)
        if given[0] == "k":
            return given[1]
        if given[0] == "s":
            # ``self.model(h, self.per_layer_metrics)``: the caller's own attribute, where every
            # store of it gives one plain value (``server_args.enable_metrics_for_all_layers`` of
            # the one construction); an object is no value a branch test reads
            if cinfo.get("cls"):
                known, v = self.p.flag_value(f"{m.name}.{cinfo['cls']}", given[1])
                if known and (v is None or type(v) in (bool, int, float, str)):
                    return v
            return _NOPARAM
        if given[0] == "l":
            # a local of the caller: the one value every store of it folds to
            got = self.p.folder.local_values(f"{m.name}.{qual}", given[1], at_line=line)
            if got is None:
                # not a local: a module constant (``get_backend(BACKEND)``, ``BACKEND`` read from
                # the environment at import), folded as its module computes it
                known, v = self.p._global_const(given[1], m, qual)
                return v if known else _NOPARAM
            return next(iter(got)) if got and len(got) == 1 else _NOPARAM
        if caller_bind is not None and given[1] in caller_bind:
            return caller_bind[given[1]]
        return self.param_value(f"{m.name}.{qual}", given[1], depth + 1)

    def _folded_test(self, line: int, col: int, mod, scope: Optional[str], cls: Optional[str]) -> Optional[bool]:
        """A comparison no other atom reads, or a module attribute (``envs.VLLM_X``), folded
        (``compilelint.evaluate``) where it stands: environment reads under the profile's
        variables, module constants, locals, pinned names."""
        if scope is None:
            return None
        fq = f"{mod.name}.{scope}"
        key = ("x", fq, line, col, cls)
        if key in self._call_memo:
            return self._call_memo[key]
        self._call_memo[key] = None  # cycle guard
        node = self.p.function_node(fq)
        got = None
        if node is not None:
            test = _node_at(node, "test", line, col)
            bare = type(test) is ast.Name
            if bare and test.id not in _fn_facts(node).stores:
                test = None  # a bare name read as a truth is folded only as a local of the function
            if test is not None:
                raw = self.p.folder.expr_value(test, fq, self_cls=cls)
                if bare and not _scalar(raw):
                    # ``loaded = []`` then ``loaded.append(m)`` in a loop: the stores do not say
                    # what a container holds by the time of the test
                    raw = UNKNOWN
                v = _truth(raw)
                got = v if type(v) is bool else None
        self._call_memo[key] = got
        return got

    def _dead_site(self, m, qual: str, site: tuple) -> bool:
        finfo = m.summary["functions"].get(qual)
        if finfo is None or not finfo.get("cond"):
            return False
        cls = f"{m.name}.{finfo['cls']}" if finfo.get("cls") else None
        dead, _ = self.regions(f"{m.name}.{qual}", m, finfo, cls, None)
        return inside(dead, site[1], site[2])

    def _folded_arg(self, m, qual: str, line: int, col: int, which, callee: Optional[str] = None):
        """An argument the index did not record (``get_compute_capability(device)``) folded in the
        caller's body: its one value, else ``_NOPARAM``."""
        caller = f"{m.name}.{qual}"
        node = self.p.function_node(caller)
        if node is None:
            return _NOPARAM
        call = _node_at(node, "call", line, col - 1)
        while call is not None and callee is not None and type(call.func) is ast.Call and dotted(call.func) != callee:
            call = call.func  # ``get_backend(name)()``: the call named like the site, inside the one around it
        if call is None:
            return _NOPARAM
        if type(which) is int:
            arg = call.args[which] if 0 <= which < len(call.args) and type(call.args[which]) is not ast.Starred else None
        else:
            arg = next((k.value for k in call.keywords if k.arg == which), None)
        if arg is None or type(arg) in (ast.Name, ast.Constant):
            return _NOPARAM  # a name or literal the index would have recorded: not foldable here
        finfo = m.summary["functions"].get(qual) or {}
        # (a method's ``self.quant_config.activation_scheme`` read as its own class's)
        v = self.p.folder.expr_value(arg, caller, self_cls=f"{m.name}.{finfo['cls']}" if finfo.get("cls") else None)
        return v if _known(v) and type(v) is not DeviceProperties else _NOPARAM

    def tested_params(self, fq: str, info: dict) -> frozenset:
        """The parameters a function's branch tests read (its ("p", ...) atoms)."""
        got = self._tested_memo.get(fq)
        if got is None:
            got = self._tested_memo[fq] = frozenset(a for c in info.get("cond") or () for a in _param_atoms(c[0]))
        return got

    def call_binding(self, site: tuple, m, qual: str, callee_fq: str, caller_bind: dict) -> dict:
        """The callee's parameters one call fixes: {parameter: constant} for the literals it
        writes, the defaults it leaves, and the caller's parameters it passes on whose value the
        chain (``caller_bind``) or every call (``param_value``) fixes."""
        got = self.p.function(callee_fq)
        if got is None or site[5] is None:
            return {}
        _, info = got
        sig = info.get("sig")
        if sig is None:
            return {}
        used = self.tested_params(callee_fq, info)
        if not used:
            return {}
        decos = decorator_names(info["decorators"])
        method = info.get("cls") is not None and "staticmethod" not in decos
        pos = list(sig[0])
        defaults = info.get("defaults", {})
        out: dict = {}
        for pname in used:
            if pname == "**":
                # the keywords this call writes (none splatted in): a ``kwargs.get("name", d)`` of
                # a name it does not write is ``d`` on this chain, whatever other calls pass
                if not site[5][1] and not decos - _PLAIN_DECORATORS:
                    out["**"] = frozenset(site[5][2])
                continue
            if decos - _PLAIN_DECORATORS and not self.p.passes_argument(callee_fq, pname, _PLAIN_DECORATORS):
                continue
            v = self._arg_value(site, m, qual, pos, defaults, pname, method, 0, caller_bind)
            if v is not _NOPARAM:
                out[pname] = v
        return out

    def forget_module_facts(self) -> None:
        """A module was loaded: facts gathered over all modules (attribute stores) are recomputed."""
        self._stores = None

    def reset_decisions(self) -> None:
        self._param_memo.clear()
        self._regions_memo.clear()

    def _kw_names(self, spec: tuple, mod, scope: Optional[str]) -> Optional[frozenset]:
        """The strings the left side of ``X in kwargs`` can be: a literal; a loop variable over the
        keys of a module-level dict literal (``for old, new in _RENAMED.items()``); a parameter of
        the enclosing decorator factory that every call of it gives a literal
        (``@deprecate_kwarg("layer_past", ...)``). None when unknown."""
        if spec[0] == "c":
            return frozenset((spec[1],))
        name = spec[1]
        if not scope:
            return None
        fq = f"{mod.name}.{scope}"
        node = self.p.function_node(fq)
        if node is None:
            return None
        for n in ast.walk(node):
            if type(n) is not ast.For:
                continue
            tgt = n.target
            first = tgt.elts[0] if type(tgt) is ast.Tuple and tgt.elts else tgt
            if type(first) is not ast.Name or first.id != name:
                continue
            it = n.iter
            if type(it) is ast.Call and type(it.func) is ast.Attribute and it.func.attr in ("items", "keys") \
                    and not it.args:
                it = it.func.value
            elif type(tgt) is not ast.Name:
                return None
            # a module-level dict literal the function reads by name: its keys (``("list",
            # values, keys)`` in the module's summary), when it is bound once
            ds = (mod.summary.get("globals") or {}).get(it.id, ()) if type(it) is ast.Name else ()
            if len(ds) == 1 and ds[0][0] == "list" and len(ds[0]) > 2 and ds[0][2] and \
                    all(type(x) is str for x in ds[0][2]) and it.id not in (mod.summary.get("mutated") or ()):
                return frozenset(ds[0][2])
            return None
        outer_scope = scope
        while ".<locals>." in outer_scope:
            # the nearest enclosing function that has the name as a parameter
            outer_scope = outer_scope.rsplit(".<locals>.", 1)[0]
            outer = f"{mod.name}.{outer_scope}"
            got = self.p.function(outer)
            if got is not None and any(p[0] == name for p in got[1]["params"]):
                v = self.param_value(outer, name)
                if type(v) is str:
                    return frozenset((v,))
                return self._decorator_args(outer, [p[0] for p in got[1]["params"]], name)
        return None

    def _decorator_args(self, factory: str, params: list, name: str) -> Optional[frozenset]:
        """The literal strings the decorator factory ``factory`` gets for parameter ``name`` where it
        decorates a function (``@deprecate_kwarg("layer_past", ...)``); None when one is not a
        literal string or none is found."""
        key = ("decoargs", factory, name)
        if key in self._call_memo:
            return self._call_memo[key]
        self._call_memo[key] = None
        last = factory.rsplit(".", 1)[-1]
        found: set = set()
        pos = params.index(name)
        for m in self.p.target_modules():
            if m.error:
                continue
            for q, finfo in m.summary["functions"].items():
                if not any(d.removesuffix("()").rsplit(".", 1)[-1] == last for d in finfo.get("decorators", ())):
                    continue
                # the def with its decorators (``function_node`` parses a def from its own lines)
                node = self.p.decorated_def(m.path, finfo["line"])
                if node is None:
                    return None
                for d in node.decorator_list:
                    if type(d) is not ast.Call or (dotted(d.func) or "").rsplit(".", 1)[-1] != last:
                        continue
                    if not any(t[0] == T_FUNC and t[1] == factory
                               for t in self.p.resolve(dotted(d.func), m, q.rsplit(".", 1)[0] if "." in q else None)):
                        continue
                    arg = next((k.value for k in d.keywords if k.arg == name), None)
                    if arg is None and pos < len(d.args) and not any(type(a) is ast.Starred for a in d.args[:pos + 1]):
                        arg = d.args[pos]
                    if type(arg) is not ast.Constant or type(arg.value) is not str:
                        return None
                    found.add(arg.value)
        got = frozenset(found) if found else None
        self._call_memo[key] = got
        return got

    def passed_keywords(self) -> frozenset:
        """Every keyword name written in a call of the scanned package's functions."""
        if self._passed_kw is None:
            names: set = set()
            for m in self.p.target_modules():
                if m.error:
                    continue
                for finfo in m.summary["functions"].values():
                    for site in finfo["sites"]:
                        if site[5] is not None:
                            names.update(site[5][2])
            self._passed_kw = frozenset(names)
        return self._passed_kw

    def env_at(self, fq: str, mod, info: dict, self_cls: Optional[str], mode: Optional[str],
               line: int, col: int) -> tuple:
        """Environment queries that must be true for a site of the function to run."""
        _, env = self.regions(fq, mod, info, self_cls, mode)
        out: list = []
        for span, names in env:
            if inside((span,), line, col):
                out.extend(n for n in names if n not in out)
        return tuple(out)

    # ---- atoms ---------------------------------------------------------------------------------
    def _local_call_none(self, name: str, mod, scope: Optional[str]) -> bool:
        """A local assigned once, from a call of program functions that each return None under
        the deployment (``kt_config = create_kt_config_from_server_args(...)``): it is None."""
        finfo = mod.summary["functions"].get(scope) if scope else None
        if finfo is None or any(p[0].lstrip("*") == name for p in finfo["params"]):
            return False
        stores = (finfo.get("none_at") or {}).get(name)
        if stores is not None:
            # ``x = None`` and ``x = make()`` only under a branch the deployment rules out
            return self._other_stores_dead(name, stores, mod, scope, finfo)
        ds = finfo["locals"].get(name) or ()
        if len(ds) != 1 or ds[0][0] != "call":
            return False
        targets = self.p.resolve(ds[0][1], mod, scope)
        return bool(targets) and all(t[0] == T_FUNC and self.p.returns_none(t[1]) for t in targets)

    def _import_choice(self, name: str, mod, scope: Optional[str]) -> tuple:
        """(True, value) for a module global assigned once at import from a conditional expression
        whose test folds under the profile (``_checker = Checker() if CFG.debug_checks else
        None``): the literal taken, or an object (``_AN_OBJECT``) for a construction; else
        (False, None)."""
        if len(mod.summary["globals"].get(name) or ()) != 1 or self.p.mutated(name) or \
                not mod.path.endswith(".py") or self.p.binds_name(name, mod, scope):
            return _UNKNOWN
        tree = self.p.parsed(mod.path)
        stores = [st for st in (tree.body if tree is not None else ()) if type(st) is ast.Assign
                  and any(type(t) is ast.Name and t.id == name for t in st.targets)]
        if len(stores) != 1 or len(stores[0].targets) != 1 or type(stores[0].value) is not ast.IfExp:
            return _UNKNOWN
        e = stores[0].value
        test = _truth(self.p.folder.module_expr(e.test, mod))
        if type(test) is not bool:
            return _UNKNOWN
        chosen = e.body if test else e.orelse
        if type(chosen) is ast.Constant:
            return True, chosen.value
        if type(chosen) is ast.Call and dotted(chosen.func) and any(
                t[0] == T_CLASS for t in self.p.resolve(dotted(chosen.func), mod, None)):
            return True, _AN_OBJECT
        return _UNKNOWN

    def own_value(self, cls: str, attr: str) -> tuple:
        """(known, value) of ``self.attr`` when the program fixes it: every store along the MRO is
        a literal or the ``__init__`` parameter of the same name with a literal default, and the
        constructions the program makes of the class pass that parameter nothing else."""
        values: list = []
        for c in self.p.mro(cls)[0]:
            got = self.p.klass(c)
            if got is None:
                return _UNKNOWN
            mod, info = got
            for d in info["attrs"].get(attr, ()):
                if d[0] == "ann":
                    continue
                if d[0] == "const":
                    values.append(d[1])
                    continue
                if d[0] != "expr" or len(d) < 3 or not d[2] or not d[2].endswith(".__init__") or "." in d[1]:
                    return _UNKNOWN
                init = mod.summary["functions"].get(d[2])
                if init is not None and d[1] not in init.get("defaults", {}) and any(
                        p_[0] == d[1] for p_ in init["params"]) and cls not in self.p.registry_constructed() \
                        and cls not in self.p.indirectly_constructed() and cls not in self.p.returned_classes() \
                        and (c == cls or not self.p.subclasses(c)):
                    # a parameter without a default: what every construction passes (a literal, or a
                    # local of the constructing function that folds to one)
                    v = self.param_value(f"{mod.name}.{d[2]}", d[1])
                    if v is _NOPARAM:
                        return _UNKNOWN
                    values.append(v)
                    continue
                if init is None or d[1] not in init.get("defaults", {}) or cls in self.p.registry_constructed() \
                        or cls in self.p.indirectly_constructed() or cls in self.p.returned_classes():
                    # (built through a name that holds the class - ``backend_cls =
                    # ATTENTION_BACKENDS[name]; backend_cls(..., sliding_window_size=w)`` - or by a
                    # factory's caller: with arguments not read here, not at the default)
                    return _UNKNOWN
                names = [p[0] for p in init["params"]]
                pos = names.index(d[1]) - 1 if d[1] in names else -1
                # the objects built with this ``__init__``: of the class and of every subclass
                # (``SinkBackend(sliding_window=3)`` for ``Base.__init__``'s store); a subclass with
                # an ``__init__`` of its own hands the parameter on in ways not read here
                for sub in sorted({c, cls, *self.p.subclasses(c)}):
                    args = self.p.construction_args(sub)
                    if not args:
                        continue
                    if sub != c and self.p.lookup(sub, "__init__")[0] != c:
                        return _UNKNOWN
                    for lits, other in args:
                        if d[1] in other or any(type(k) is int and k >= pos for k in other) or \
                                any(type(k) is int and k >= pos for k in lits):
                            return _UNKNOWN
                        if d[1] in lits:
                            values.append(lits[d[1]])
                values.append(init["defaults"][d[1]])
        if not values or any(type(v) is not type(values[0]) or v != values[0] for v in values):
            return _UNKNOWN
        return True, values[0]

    def _other_stores_dead(self, name: str, stores: list, mod, scope: str, finfo: dict) -> bool:
        """Whether every non-None store of a local sits in a region of its function that the
        deployment rules out. Only the regions holding a store are evaluated (not ``regions()``,
        which this may be called from for the same function)."""
        key = (mod.name, scope, name)
        if key in self._none_guard:
            return False  # a store's own test reads the local: undecided
        self._none_guard.add(key)
        try:
            cls = f"{mod.name}.{finfo['cls']}" if finfo.get("cls") else None
            conds = finfo.get("cond") or ()
            for line, col, none in stores:
                if none:
                    continue
                dead = False
                for c in conds:
                    if (c[2], c[3]) <= (line, col) <= (c[4], c[5]):
                        v = _eval(c[0], lambda a: self._atom(a, mod, scope, cls, None))
                        if v is not None and v != c[1]:
                            dead = True
                            break
                if not dead:
                    return False
            return True
        finally:
            self._none_guard.discard(key)

    def _atom(self, a: tuple, mod, scope: str, cls: Optional[str], mode: Optional[str], open_: bool = False):
        """("a", path) / ("c", call) -> True / False / None; ("q", name), ("m", memo test),
        ("w", decorator) -> ("env", name) or None."""
        k = a[0]
        if k == "rz":
            # a branch ending in ``raise X(...)``: a path that fails (False) unless the program
            # catches X somewhere (``except AttentionBackendError:`` falling back): then undecided
            return None if self.p.caught(a[1], mod, scope) else False
        if k == "c":
            return self.call_value(a[1], mod, scope, cls, 0, a[2] if len(a) > 2 else None,
                                   a[3] if len(a) > 3 else None, a[4] if len(a) > 4 else ())
        if k == "p":
            fq = f"{mod.name}.{scope}"
            b = self._bind
            pinned, v = self.p.profile.value_of(a[1])
            if pinned and v is None and self.param_classes(fq, a[1]):
                # ``quant_config=None`` pinned, but the program's own constructions hand the
                # parameter objects it can name (``build_mlp`` passing ``Fp8Config()``): both arms
                # stay open
                return None
            if not pinned or a[1] not in self.p.profile.user_pins:
                # (a default pin yields to what every call of the function gives the parameter:
                # ``init_new(layer_id=...)`` leaving ``ep_dispatch_algorithm="static"``)
                own = b[1][a[1]] if b is not None and b[0] == fq and a[1] in b[1] else self.param_value(fq, a[1])
                if not pinned or own is not _NOPARAM:
                    v = own
            if v is _NOPARAM:
                return None
            op, want = a[2], a[3]
            if op == "truth":
                return bool(v)
            if op == "==":
                return v is None if want is None else (v is not None and type(v) is type(want) and v == want)
            return any(type(v) is type(w) and v == w for w in want)
        if k == "g":
            # ``from .utils import _is_cuda``: the flag's value in the module it comes from
            v = self.imported_flag(mod, a[1])
            if v is not None:
                return v
            pinned, v = self.p.profile.value_of(a[1])
            return bool(v) if pinned else None
        if k == "v":
            # a local or parameter that reads as a switch (``is_draft_model``): the profile's pin,
            # else a local every store of which folds to one truth (``use_tail_graph, rows =
            # self.tail.plan(...)`` where every path of ``plan`` returns ``(False, None)``)
            pinned, v = self.p.profile.value_of(a[1])
            if pinned:
                return bool(v)
            if scope:
                got = self.p.folder.local_values(f"{mod.name}.{scope}", a[1], cls)
                if got:
                    hits = {_truth(x) for x in got}
                    if len(hits) == 1 and type(next(iter(hits))) is bool:
                        return hits.pop()
            return None
        if k == "pv":
            # ``cfg.moe_backend == "auto"``, ``self.kv_cache_dtype.startswith("fp8")``: the pin,
            # unless the program fixes ``self.x`` itself (``self.tp_size = tp_size`` of a
            # constructor parameter with a literal default that no construction overrides)
            pinned, v = self.own_value(cls, a[1]) if len(a) > 4 and a[4] == "self" and cls else _UNKNOWN
            if not pinned:
                pinned, v = self.p.profile.value_of(a[1])
                if pinned and len(a) > 4 and not a[4] and scope and a[1] not in self.p.profile.user_pins:
                    # a default pin yields to what every call gives the function's parameter
                    # (``reshape_and_cache(..., self.kv_cache_dtype)`` of an fp8 cache config)
                    fn = self.p.function(f"{mod.name}.{scope}")
                    if fn is not None and any(pn == a[1] for pn, _ in fn[1].get("params", ())):
                        own = self.param_value(f"{mod.name}.{scope}", a[1])
                        if own is not _NOPARAM:
                            v = own
            if not pinned and len(a) > 4 and a[4]:
                pinned, v = self._field_default(a[4], a[1], mod, scope, cls)
                if not pinned and scope and a[4] not in ("cls",):
                    # ``self.config.dump_enabled``: a one-expression property of the holder's class
                    got = self.p.folder.property_value(a[4], a[1], f"{mod.name}.{scope}", cls)
                    if got is None or type(got) in (bool, int, float, str):
                        pinned, v = True, got
            if not pinned and len(a) > 4 and not a[4]:
                pinned, v = self._local_call_none(a[1], mod, scope), None
                if not pinned:
                    # ``_checker = Checker() if CFG.debug else None`` at import: the branch taken
                    pinned, v = self._import_choice(a[1], mod, scope)
                if not pinned and scope:
                    # a local every store of which folds (``major, minor =
                    # torch.cuda.get_device_capability()`` on the profile's device, ``0, 0`` in the
                    # ``except``): decided where all its values agree
                    got = self.p.folder.local_values(f"{mod.name}.{scope}", a[1], cls)
                    if got:
                        hits = {_pv_test(a, x) for x in got}
                        return hits.pop() if len(hits) == 1 else None
                    fn = self.p.function(f"{mod.name}.{scope}")
                    if fn is not None and any(pn == a[1] for pn, _ in fn[1].get("params", ())):
                        # a parameter every call gives one value (``compute_capability not in
                        # _WINDOWS`` where each caller passes the profile's capability)
                        v = self.param_value(f"{mod.name}.{scope}", a[1])
                        if v is not _NOPARAM:
                            return _pv_test(a, v)
            if not pinned and len(a) > 4 and a[4] == "cls" and a[3] == (None,) and a[2] in ("in", "not in") \
                    and scope and self._warm_at_import(f"{mod.name}.{scope}", a[1]):
                # ``if cls._instance is None: cls._instance = cls()`` in a getter that module-level
                # code already called (``_tuner = AutoTuner.get()``): filled at import, before any
                # compile runs
                return a[2] == "not in"
            if not pinned:
                # a pin that is one of several literals: decided where they all agree
                choices = self.p.profile.choices_of(a[1])
                if not choices:
                    return None
                got = {_pv_test(a, c) for c in choices}
                return got.pop() if len(got) == 1 else None
            return _pv_test(a, v)
        if k == "wd":
            # ``layer.weight.dtype == torch.uint8``: an unquantized checkpoint (``quantization`` and
            # ``quant_config`` pinned None) stores its weights in a float dtype, so a comparison
            # with quantized storage types only is False
            if all(d in QUANTIZED_DTYPES for d in a[1]) and all(
                    self.p.profile.value_of(n) == (True, None) for n in ("quantization", "quant_config")):
                return False
            return None
        if k == "em":
            # ``x == ForwardMode.DECODE`` under a profile that pins the enum class
            member = self.p.profile.enum_member(a[1])
            if member is not None:
                return member in a[2]
            if len(a) > 4 and a[4] and cls is not None:
                # ``self.kind == AttnKind.FULL``: the members every construction passes
                classes = [cls, *sorted(self.p.subclasses(cls))] if open_ else [cls]
                if len(classes) > MAX_CLASSES:
                    return None
                seen: set = set()
                for c in classes:
                    got = self.p.enum_attr_values(c, a[4])
                    if got is None:
                        return None
                    seen |= got
                if not seen or any(v.split(".", 1)[0] != a[1] for v in seen):
                    return None
                hits = {v.split(".", 1)[1] in a[2] for v in seen}
                return hits.pop() if len(hits) == 1 else None
            if len(a) > 3 and a[3]:
                # a local the function sets from a call every returning path of which gives one
                # member (HYV4's ``dispatch_attn_forward_method`` raises unless it is MLA)
                got = self.p.folder.local_values(f"{mod.name}.{scope}", a[3], cls)
                if got and all(type(v) is EnumMember and v.cls == a[1] for v in got):
                    hits = {v.name in a[2] for v in got}
                    return hits.pop() if len(hits) == 1 else None
            return None
        if k == "an":
            # ``self.query_quant is None``: pinned, or what every store of the attribute holds
            pinned, v = self.p.profile.value_of(a[1])
            if pinned:
                return v is None
            if cls is None:
                return None
            classes = [cls, *sorted(self.p.subclasses(cls))] if open_ else [cls]
            if len(classes) > MAX_CLASSES:
                return None
            values = {self.p.attr_is_none(c, a[1]) for c in classes}
            return values.pop() if len(values) == 1 else None
        if k == "x":
            return self._folded_test(a[1], a[2], mod, scope, cls)
        if k == "mg":
            # a module flag computed once at import from a comparison: folded as the module does
            v = _truth(self.p.folder.module_attr(mod.name, a[1]))
            return v if type(v) is bool else None
        if k == "imp":
            # the packages a ``try`` body imports before the rest of it runs: False where one is
            # not installed in the deployment (see ``Program.installed``)
            got = [self.p.installed(n, mod) for n in a[1]]
            return False if False in got else (True if all(got) else None)
        if k == "es":
            raw = self._env_raw(a[1], mod, scope, cls)
            if raw is _NO:
                return None
            text = "" if raw is None else str(raw)
            if a[2]:
                text = getattr(text, a[2])()
            return text in a[4]
        if k == "kwin":
            # ``old in kwargs`` (a keyword-renaming wrapper): False when none of the names it can be
            # is a keyword any call in the program writes; else undecided (not every call passes it)
            names = self._kw_names(a[1], mod, scope)
            if names is None:
                return None
            return False if not (names & self.passed_keywords()) else None
        if k == "kw":
            # ``kwargs.get("debug_io", False)``: a keyword no call in the program passes comes only
            # from the caller of the compiled root, which the deployment calls with its defaults
            b = self._bind
            if b is not None and b[0] == f"{mod.name}.{scope}" and "**" in b[1]:
                return None if a[1] in b[1]["**"] else a[2]
            return None if a[1] in self.passed_keywords() else a[2]
        if k == "m":
            return ("env", f"{COLD}`{a[1]}`")
        if k == "w":
            text = self.memo_decorator(a[1], mod)
            return ("env", f"{COLD}`@{a[1]}`") if text else None
        if k == "q":
            key = (mod.name, scope, a[1])
            if key not in self._env_memo:
                name = None
                for t in self.p.resolve(a[1], mod, scope):
                    if t[0] == T_EXT and t[1] in ENV_QUERIES:
                        name = t[1]
                self._env_memo[key] = name
            name = self._env_memo[key]
            if name == "torch.cuda.is_initialized" and self.p.profile.platform in ("cuda", "rocm"):
                return True  # the engine's model already runs on the device when dynamo traces it
            return ("env", name) if name else None
        if cls is None:
            return None
        path = a[1]
        pinned, v = self.p.profile.value_of(path.rsplit(".", 1)[-1])
        if pinned:
            return bool(v)  # ``if self.quant_config:`` under a profile that fixes it
        if path == "training" and self.p.lookup(cls, "training")[0] is None:
            # nn.Module.training: False under a root compiled after ``.eval()`` or a deployment
            # that runs its modules in eval mode, True in train mode, else unknown
            if not self.p.is_module_class(cls):
                return None
            if mode == "eval" or self.p.profile.mode == "eval":
                return False
            return True if self.p.profile.mode == "train" else None
        if "." not in path:
            if open_:
                # the receiver may be a subclass overriding the flag (``use_custom_kernel = False``)
                classes = [cls, *sorted(self.p.subclasses(cls))]
                if len(classes) > MAX_CLASSES:
                    return None
                values = {self.attr_value(c, path) for c in classes}
                return values.pop() if len(values) == 1 else None
            return self.attr_value(cls, path)
        holder, attr = path.split(".", 1)
        targets = self.p.resolve(f"self.{holder}", mod, scope, cls)
        if not targets:
            return None
        values = set()
        for t in targets:
            if t[0] != T_INST:
                return None
            classes = [t[1]] if t[2] else [t[1], *sorted(self.p.subclasses(t[1]))]
            if len(classes) > MAX_CLASSES:
                return None
            for c in classes:
                v = self.attr_value(c, attr)
                if v is None:
                    if scope and "." not in attr:
                        # ``self.config.dump_enabled``: a one-expression property of the holder's
                        # class (``return self.debug_dump_dir is not None``), folded
                        got = self.p.folder.property_value(f"self.{holder}", attr, f"{mod.name}.{scope}", cls)
                        if got is None or type(got) in (bool, int, float, str):
                            return bool(got)
                    return None
                values.add(v)
        return values.pop() if len(values) == 1 else None

    # ---- guard helpers ----------------------------------------------------------------------------
    def imported_flag(self, mod, name: str, depth: int = 0) -> Optional[bool]:
        """The truth of a module flag or constant that ``mod`` imports by ``name``, evaluated in the
        module that sets it (through re-exports, a few modules deep)."""
        key = (mod.name, name)
        if key in self._flag_memo:
            return self._flag_memo[key]
        self._flag_memo[key] = None  # cycle guard
        got = None
        for src, orig, level in mod.summary["imports"].get(name, ())[:1]:
            if orig is None or depth > 4:
                break
            base = self.p.get_module(absolute_module(mod.name, mod.is_package, level, src))
            if base is None or base.error:
                break
            f = (base.summary.get("flags") or {}).get(orig)
            if f is not None:
                got = _eval(f, lambda a: self._atom(a, base, None, None, None))
                break
            descs = base.summary["globals"].get(orig) or ()
            if len(descs) == 1 and descs[0][0] == D_CONST:
                got = bool(descs[0][1])
            elif not descs and orig in base.summary["imports"]:
                got = self.imported_flag(base, orig, depth + 1)
        self._flag_memo[key] = got
        return got

    def call_value(self, name: str, mod, scope: Optional[str], cls: Optional[str], depth: int = 0,
                   args: Optional[tuple] = None, nargs: Optional[int] = None, kwargs: tuple = ()) -> Optional[bool]:
        """Truth of a call's result while dynamo compiles, when the callee decides it; a call
        without arguments (``nargs`` 0) of a function its guard summary does not decide is folded
        (``forward_batch.contains_mm_inputs()`` under ``mm_inputs=None``), and so is one whose
        arguments are all literals (``kwargs``: its literal keywords)."""
        key = (mod.name, scope, cls, name, args, nargs, kwargs)
        if key in self._call_memo:
            return self._call_memo[key]
        self._call_memo[key] = None  # cycle guard
        plats = PLATFORM_PREDICATES.get(name.rsplit(".", 1)[-1])
        platform = self.p.profile.platform
        if plats is not None and platform != "any":
            got = self._call_memo[key] = platform in plats
            return got
        cap = capability_value(name.rsplit(".", 1)[-1], args, self.p.profile)
        if cap is not None:
            self._call_memo[key] = cap
            return cap
        env = self._env_field(name, mod, scope, cls)
        if env is not None:
            self._call_memo[key] = env
            return env
        values: set = set()
        targets = self._platform_targets(self.p.resolve(name, mod, scope, cls), name)
        if not targets and not nargs:
            only = self.p.unique_enum_method(name)
            if only is not None:
                targets = [(T_FUNC, only, None)]
        pinned = [v for v in (self._enum_call(t, depth) for t in targets) if v is not _NO]
        if pinned:
            # ``forward_batch.forward_mode.is_extend()`` on an enum the profile fixes: the method's
            # value for that member (the members' own ``auto()`` values add nothing)
            got = self._call_memo[key] = pinned[0] if all(v == pinned[0] for v in pinned) else None
            return got
        for t in targets:
            if t[0] == T_EXT:
                v = _ext_value(t[1])
            elif t[0] == T_FUNC:
                v = self.guard_value(t[1], depth + 1)
                if v is None and nargs is not None:
                    given = tuple(args) if args and len(args) == nargs else (UNKNOWN,) * nargs
                    tv = _truth(self.p.folder.call(t[1], given, tuple(kwargs), 0, t[2] if len(t) > 2 else None))
                    v = tv if type(tv) is bool else None
            else:
                v = None
            if v is None:
                values = set()
                break
            values.add(v)
        got = self._call_memo[key] = values.pop() if len(values) == 1 else None
        return got

    def _warm_at_import(self, fq: str, attr: str) -> bool:
        """Whether ``fq`` (a classmethod filling ``cls.<attr>``) is called by some module's
        top-level code (``_tuner = AutoTuner.get()``): the memo is then full once the modules are
        imported, before anything is compiled."""
        if self._import_calls is None:
            got: set = set()
            for m in list(self.p.modules.values()):
                summ = m.summary
                if summ.get("error") is not None:
                    continue
                for name, ds in (summ.get("globals") or {}).items():
                    for d in ds:
                        if type(d) is tuple and d and d[0] == "call" and len(d) > 2 and d[2] is None \
                                and type(d[1]) is str and "." in d[1]:
                            try:
                                targets = self.p.resolve(d[1], m, None, None)
                            except RecursionError:
                                continue
                            got.update(t[1] for t in targets if t[0] == T_FUNC)
            self._import_calls = frozenset(got)
        if fq not in self._import_calls:
            return False
        node = self.p.function_node(fq)
        return node is not None and any(
            type(n) is ast.Assign and any(type(t) is ast.Attribute and t.attr == attr and type(t.value) is ast.Name
                                          and t.value.id == "cls" for t in n.targets) for n in ast.walk(node))

    def _field_default(self, holder: str, attr: str, mod, scope: Optional[str], cls: Optional[str]) -> tuple:
        """``vllm_config.kernel_config.moe_backend``: (True, literal) when every object the holder
        can be is a class whose field ``attr`` keeps its literal default (no construction passes
        it, nothing stores it: ``Program.field_constant``) and they agree; ``envs.VLLM_X``: the
        value a module computes for it on access."""
        targets = self.p.resolve(holder, mod, scope, cls) if holder != "self" else (
            [(T_INST, cls, False)] if cls else [])
        if not targets and scope and "." not in holder:
            # an unannotated parameter (``Attention(cache_config)``): the objects every call or
            # construction hands it
            targets = list(self.param_classes(f"{mod.name}.{scope}", holder) or ())
        if not targets or len(targets) > MAX_CLASSES:
            return False, None
        if len(targets) == 1 and targets[0][0] == "mod" and attr.isupper():
            # ``envs.VLLM_X == "auto"``: a module attribute computed on access (``Folder.module_attr``)
            v = self.p.folder.module_attr(targets[0][1], attr)
            return (True, v) if v is None or type(v) in (bool, int, float, str) else (False, None)
        values = []
        for t in targets:
            if t[0] != T_INST:
                return False, None
            ok, v = self.deployment_field(t[1], attr)
            if not ok:
                return False, None
            values.append(v)
        if any(type(v) is not type(values[0]) or v != values[0] for v in values):
            return False, None
        return True, values[0]

    def _enum_call(self, t: tuple, depth: int):
        """A call target that is a method of an enum class whose member the profile fixes
        (``ForwardMode=DECODE``): True / False / None (undecided) for the method's return for that
        member; ``_NO`` for any other target."""
        if t[0] != T_FUNC:
            return _NO
        owner = t[1].rsplit(".", 1)[0]
        member = self.p.profile.enum_member(owner.rsplit(".", 1)[-1])
        if member is None:
            return _NO
        got = self.p.klass(owner)
        if got is None or not any(b.rsplit(".", 1)[-1].endswith(("Enum", "Flag")) for b in got[1]["bases"]):
            return _NO
        return self.enum_method_value(t[1], member, depth)

    def enum_method_value(self, fq: str, member: str, depth: int = 0, given: Optional[tuple] = None) -> Optional[bool]:
        """What ``Enum.MEMBER.method()`` returns, read from a body that is one ``return`` of
        comparisons of ``self`` with the class's members (``self == ForwardMode.EXTEND or ...``),
        ``not``/``and``/``or``/conditional expressions of them and calls of its other such methods;
        a parameter is unknown (three-valued: ``flag and self == X`` is False when ``self`` is not X)
        unless the call is one of the class's own (``self.is_extend()``), whose arguments ``given``
        ((keyword, literal), ...) and the defaults fix it."""
        key = ("enum", fq, member, given)
        if key in self._call_memo:
            return self._call_memo[key]
        self._call_memo[key] = None  # cycle guard
        node = self.p.function_node(fq) if depth <= GUARD_DEPTH else None
        value = None
        if node is not None:
            body = [b for b in node.body if not (type(b) is ast.Expr and type(b.value) is ast.Constant)]
            if len(body) == 1 and type(body[0]) is ast.Return and body[0].value is not None:
                owner = fq.rsplit(".", 1)[0]
                env: dict = {}
                if given is not None:
                    args = node.args
                    plain = args.posonlyargs + args.args
                    for a, dv in zip(plain[len(plain) - len(args.defaults):], args.defaults):
                        if type(dv) is ast.Constant:
                            env[a.arg] = dv.value
                    for a, dv in zip(args.kwonlyargs, args.kw_defaults):
                        if type(dv) is ast.Constant:
                            env[a.arg] = dv.value
                    env.update(dict(given))
                value = self._enum_expr(body[0].value, owner, member, depth, env)
        self._call_memo[key] = value
        return value

    def _enum_expr(self, e, owner: str, member: str, depth: int, env: dict) -> Optional[bool]:
        t = type(e)
        if t is ast.Constant and type(e.value) is bool:
            return e.value
        if t is ast.Name and e.id in env:
            return bool(env[e.id])
        if t is ast.UnaryOp and type(e.op) is ast.Not:
            v = self._enum_expr(e.operand, owner, member, depth, env)
            return None if v is None else not v
        if t is ast.BoolOp:
            return _kleene(type(e.op) is ast.Or, [self._enum_expr(v, owner, member, depth, env) for v in e.values])
        if t is ast.IfExp:
            test = self._enum_expr(e.test, owner, member, depth, env)
            a = self._enum_expr(e.body, owner, member, depth, env)
            b = self._enum_expr(e.orelse, owner, member, depth, env)
            if test is None:
                return a if a == b else None
            return a if test else b
        if t is ast.Call and type(e.func) is ast.Attribute and type(e.func.value) is ast.Name \
                and e.func.value.id == "self":
            given = []
            for k in e.keywords:
                if k.arg is None:
                    return None
                if type(k.value) is ast.Constant:
                    given.append((k.arg, k.value.value))
                elif type(k.value) is ast.Name and k.value.id in env:
                    given.append((k.arg, env[k.value.id]))
                else:
                    return None
            if e.args:
                return None
            return self.enum_method_value(f"{owner}.{e.func.attr}", member, depth + 1, tuple(given))
        if t is ast.Compare and len(e.ops) == 1:
            cname = owner.rsplit(".", 1)[-1]
            left, op, right = e.left, type(e.ops[0]), e.comparators[0]
            if type(right) is ast.Name and right.id == "self" and op in (ast.Eq, ast.NotEq, ast.Is, ast.IsNot):
                left, right = right, left
            if type(left) is not ast.Name or left.id != "self":
                return None

            def name_of(x):
                if type(x) is ast.Attribute and type(x.value) is ast.Name and x.value.id == cname:
                    return x.attr
                return None
            if op in (ast.Eq, ast.NotEq, ast.Is, ast.IsNot):
                other = name_of(right)
                if other is None:
                    return None
                return (member == other) == (op in (ast.Eq, ast.Is))
            if op in (ast.In, ast.NotIn) and type(right) in (ast.Tuple, ast.List, ast.Set):
                names = [name_of(x) for x in right.elts]
                if None in names:
                    return None
                return (member in names) == (op is ast.In)
        return None

    def _env_field(self, name: str, mod, scope: Optional[str], cls: Optional[str]) -> Optional[bool]:
        """``envs.SGLANG_OPT_MOE_QUANT_ONCE.get()``: an environment flag declared as an object
        built with its literal default (``SGLANG_OPT_MOE_QUANT_ONCE = EnvBool(False)``) whose
        ``get`` reads the environment. Its truth is the profile's value of the variable when the
        profile sets it, else the default's."""
        raw = self._env_raw(name, mod, scope, cls)
        if raw is _NO:
            return None
        if name[:-4].rsplit(".", 1)[1] in dict(self.p.profile.env):
            return str(raw).strip().lower() not in ("", "0", "false", "no", "n", "off", "none")
        return bool(raw)

    def _env_raw(self, name: str, mod, scope: Optional[str], cls: Optional[str]):
        """The value ``envs.X.get()`` gives: the profile's string for X when it sets one, else the
        flag object's literal default; ``_NO`` when ``name`` is no such flag."""
        if not name.endswith(".get") or name.count(".") < 2:
            return _NO
        base, attr = name[:-4].rsplit(".", 1)
        if not attr.isupper():
            return _NO
        for t in self.p.resolve(base, mod, scope, cls):
            if t[0] not in (T_INST, T_CLASS, "mod"):
                continue
            if t[0] == "mod":
                m = self.p.get_module(t[1])
                descs = m.summary["globals"].get(attr, ()) if m is not None and not m.error else ()
                owner_mod = m
            else:
                owner, _ = self.p.lookup(t[1], attr)
                got = self.p.klass(owner) if owner else None
                if got is None:
                    continue
                owner_mod, info = got
                descs = info["attrs"].get(attr, ())
            for d in descs:
                if d[0] != "call" or len(d) < 4:
                    continue
                default = _literal_arg(d[3], self._default_position(d[1], owner_mod), "default")
                if default is _NO or not self._reads_environment(d[1], owner_mod):
                    continue
                env = dict(self.p.profile.env)
                return str(env[attr]) if attr in env else default
        return _NO

    def _default_position(self, callee: str, mod) -> int:
        """Where the flag class's constructor takes its default: the position of its ``default``
        parameter (``EnvBool("X", False)`` with ``def __init__(self, name, default)``), else 0
        (sglang's ``EnvBool(False)``)."""
        for t in self.p.resolve(callee, mod, None):
            if t[0] != T_CLASS:
                continue
            _, found = self.p.lookup(t[1], "__init__")
            for f in found:
                got = self.p.function(f[1]) if f[0] == T_METHOD else None
                names = [p_[0] for p_ in got[1]["params"]][1:] if got is not None else []
                if "default" in names:
                    return names.index("default")
        return 0

    def _reads_environment(self, callee: str, mod) -> bool:
        """Whether the class a call constructs has a ``get`` that reads ``os.environ``/``getenv``."""
        for t in self.p.resolve(callee, mod, None):
            if t[0] != T_CLASS:
                continue
            _, found = self.p.lookup(t[1], "get")
            for f in found:
                got = self.p.function(f[1]) if f[0] == T_METHOD else None
                if got is not None and any(site[0] and ("getenv" in site[0] or "environ" in site[0])
                                           for site in got[1]["sites"]):
                    return True
        return False

    def _platform_targets(self, targets: list, name: str) -> list:
        """A method called on a per-platform family's base (``current_platform: Platform``) runs, on
        the profile's platform, as that platform's class implements it (``Program.platform_family``)."""
        bases = [t for t in targets if t[0] == T_FUNC and t[2] is None]
        if len(bases) != 1:
            return targets
        owner = bases[0][1].rsplit(".", 1)[0]
        if self.p.klass(owner) is None:
            return targets
        family = self.p.platform_family(owner)
        if not family:
            return targets
        meth = name.rsplit(".", 1)[-1]
        out: list = []
        for c in family:
            for t in self.p.lookup(c, meth)[1]:
                if t[0] == T_METHOD and (T_FUNC, t[1], c) not in out:
                    out.append((T_FUNC, t[1], c))
        return out or targets

    def guard_value(self, fq: str, depth: int = 0) -> Optional[bool]:
        """What the function returns while compiling, read from its ``guard`` summary."""
        if fq in self._guard_memo:
            return self._guard_memo[fq]
        if depth > GUARD_DEPTH:
            return None
        if fq.rsplit(".", 1)[-1] == "is_torch_available":
            return True  # the program is being compiled by torch
        got = self.p.function(fq)
        if got is None or not got[1].get("guard"):
            self._guard_memo[fq] = None
            return None
        self._guard_memo[fq] = None  # cycle guard
        mod, info = got
        scope = fq[len(mod.name) + 1:]
        cls = f"{mod.name}.{info['cls']}" if info.get("cls") else None

        def atom(a: tuple):
            if a[0] == "c":
                return self.call_value(a[1], mod, scope, cls, depth, a[2] if len(a) > 2 else None,
                                       a[3] if len(a) > 3 else None, a[4] if len(a) > 4 else ())
            if a[0] == "a" and cls is not None:
                # ``return self.fused_input_quant and ...``: a flag every class that may be the
                # receiver (the method's class and its subclasses) sets to the same value
                return self._atom(a, mod, scope, cls, None, open_=True)
            if a[0] in ("pv", "g", "em", "v", "es", "x", "mg"):
                # ``return get_flags().moe.quantization == "modelopt_fp4" and ...``: a pinned or
                # imported value decides the helper as it decides a branch
                return self._atom(a, mod, scope, cls, None)
            return None

        value = _eval(info["guard"], atom)
        self._guard_memo[fq] = value
        return value

    def memo_decorator(self, deco: str, mod) -> Optional[str]:
        """The memo test of a decorator whose wrapper calls the decorated function only on a miss."""
        key = (mod.name, deco)
        if key not in self._deco_memo:
            text = None
            for t in self.p.resolve(deco, mod, None):
                if t[0] == T_FUNC:
                    got = self.p.function(t[1])
                    if got is not None and got[1].get("memo_deco"):
                        text = got[1]["memo_deco"]
            self._deco_memo[key] = text
        return self._deco_memo[key]

    def attr_value(self, cls: str, attr: str) -> Optional[bool]:
        """Truth of ``obj.attr`` for every instance of ``cls`` the program builds, when fixed."""
        key = (cls, attr)
        got = self._value_memo.get(key)
        if got is not None:
            return got[0]
        self._value_memo[key] = (None,)
        known, value = self.p.flag_value(cls, attr)
        result = bool(value) if known else self._field_value(cls, attr)
        if result is None:
            result = self._assigned_value(cls, attr)
        self._value_memo[key] = (result,)
        return result

    def _assigned_value(self, cls: str, attr: str) -> Optional[bool]:
        """Truth of an attribute every assignment of which the scan decides (``self.use_custom_op_call
        = current_platform.is_tpu() or current_platform.use_custom_op_collectives()``)."""
        owner = self.p.attr_owner(cls, attr)
        got = self.p.klass(owner) if owner else None
        if got is None or self._stored_elsewhere(attr):
            return None
        mod, info = got
        entries = list((info.get("attr_f") or {}).get(attr) or ())
        if not entries:
            return None
        descs = [d for d in info["attrs"].get(attr, ()) if d[0] != "ann"]
        consts = [d for d in descs if d[0] == "const"]
        if len(entries) + len(consts) < len(descs):
            return None  # an assignment the formulas do not cover
        entries.extend((("k", bool(d[1])), None) for d in consts)
        values = set()
        for f, scope in entries:
            v = _eval(f, lambda a, scope=scope: self._atom(a, mod, scope, cls, None))
            if v is None:
                return None
            values.add(v)
        return values.pop() if len(values) == 1 else None

    def _stored_elsewhere(self, attr: str) -> bool:
        if self._stores is None:
            names: set = set()
            for m in self.p.target_modules():
                if not m.error:
                    names.update(m.summary.get("stores", ()))
            self._stores = frozenset(names)
        return attr in self._stores

    def _field_value(self, cls: str, attr: str) -> Optional[bool]:
        """A dataclass field with a literal default: its truth unless a construction passes a
        value of the other truth."""
        # (an unbuilt configuration class keeps its literal defaults: ``deployment_field``)
        known, value = self._field_const(cls, attr, bool, unbuilt=is_config_class(cls))
        return value if known else None

    def field_constant(self, cls: str, attr: str) -> tuple:
        """(known, value) of a dataclass field every construction leaves at one literal."""
        return self._field_const(cls, attr, lambda v: (type(v), v))

    def class_attr_literal(self, cls: str, attr: str) -> tuple:
        """(True, literal) for ``Cls.attr`` read on the class itself: the nearest class of its MRO
        that assigns ``attr`` does so only with one literal (``name = "torch"`` in the class body),
        and nothing rebinds the attribute on an object elsewhere; else (False, None)."""
        order, _ext = self.p.mro(cls)
        for c in order:
            got = self.p.klass(c)
            if got is None:
                return False, None
            info = got[1]
            if attr in info["methods"]:
                return False, None
            descs = info["attrs"].get(attr)
            if not descs:
                continue
            if any(d[0] != "const" for d in descs) or len({(type(d[1]), d[1]) for d in descs}) != 1 \
                    or self._stored_elsewhere(attr):
                return False, None
            v = descs[0][1]
            return (True, v) if v is None or type(v) in (bool, int, float, str) else (False, None)
        return False, None

    def deployment_field(self, cls: str, attr: str) -> tuple:
        """``field_default`` for a configuration class the scanned code may never build (the caller
        of the compiled method does: ``Head(OutputHeadConfig())``): the default deployment keeps
        its literal defaults, as for a registry key (``Program.key_values``); ``field_constant``
        for any other class (a per-request ``SamplingParams(seed=...)`` is not a deployment's)."""
        return self.field_default(cls, attr) if is_config_class(cls) else self.p.field_constant(cls, attr)

    def field_default(self, cls: str, attr: str) -> tuple:
        """As ``field_constant``, and also for a dataclass the program never builds in sight (a
        config the runtime constructs): the default deployment keeps the literal default."""
        return self._field_const(cls, attr, lambda v: (type(v), v), unbuilt=True)

    def _field_const(self, cls: str, attr: str, norm, unbuilt: bool = False) -> tuple:
        """(known, value): the field's literal default, when no construction, assignment in a
        method or store elsewhere gives it a value ``norm`` tells apart from it."""
        order, ext = self.p.mro(cls)
        field = None
        dataclass = False
        for c in order:
            got = self.p.klass(c)
            if got is None:
                return _UNKNOWN
            _, info = got
            if attr in info["methods"]:
                return _UNKNOWN
            if dataclass_decorated(info.get("decorators", ())):
                dataclass = True
            if field is None:
                for f in info.get("fields", ()):
                    if f[0] == attr:
                        field = f
                        break
        if field is None or not dataclass or self._stored_elsewhere(attr):
            return _UNKNOWN
        raw = field[3]
        if not field[2]:
            # ``field(default_factory=lambda: _env_flag("X_DUMP"))``: the lambda's value under the
            # profile, when it folds to a literal
            ok, raw = self._factory_default(cls, attr)
            if not ok:
                return _UNKNOWN
        default = norm(raw)
        known = (True, bool(raw) if norm is bool else raw)
        # assignments in methods (``__post_init__``) must agree with the default
        for c in order:
            _, info = self.p.klass(c)
            for d in info["attrs"].get(attr, ()):
                if d[0] == "ann" or (not field[2] and d[0] == "call" and d[2] is None and
                                     d[1].rsplit(".", 1)[-1] == "field"):
                    continue  # (the class body's ``field(default_factory=...)`` gave the default)
                if d[0] != "const" or norm(d[1]) != default:
                    return _UNKNOWN
        if not field[4]:
            return known  # ``field(init=False)``: never a constructor parameter
        # positional index among the generated ``__init__`` parameters (bases' fields first)
        params: list = []
        if not ext:
            for c in reversed(order):
                for f in self.p.klass(c)[1].get("fields", ()):
                    if f[4] and f[0] not in params:
                        params.append(f[0])
        pos = params.index(attr) if attr in params else None
        sites = []
        for c in [cls, *sorted(self.p.subclasses(cls))][:MAX_CLASSES]:
            sites.extend(self.p.constructions_of(c))
        if not sites:
            return known if unbuilt else _UNKNOWN
        for mod, rec in sites:
            lits, other = rec[2], rec[3]
            if "*" in other or "**" in other:
                return _UNKNOWN
            if attr in other:
                if not self._ctor_args_fold_to(mod, rec, attr, norm, default):
                    return _UNKNOWN
                continue
            if attr in lits:
                if norm(lits[attr]) != default:
                    return _UNKNOWN
                continue
            positional = [k for k in [*lits, *other] if isinstance(k, int)]
            if positional and pos is None:
                return _UNKNOWN
            if pos is not None:
                if pos in other:
                    if not self._ctor_args_fold_to(mod, rec, pos, norm, default):
                        return _UNKNOWN
                    continue
                if pos in lits and norm(lits[pos]) != default:
                    return _UNKNOWN
        return known

    def _factory_default(self, cls: str, attr: str) -> tuple:
        """(True, value) of a dataclass field whose ``default_factory`` is a lambda folding to a
        literal under the profile (the class found again in its file), else (False, None)."""
        got = self.p.klass(cls)
        if got is None or not got[0].path.endswith(".py"):
            return _UNKNOWN
        mod, info = got
        tree = self.p.parsed(mod.path)
        node, todo = None, [tree.body] if tree is not None else []
        while todo and node is None:
            for n in todo.pop():
                if type(n) is ast.ClassDef:
                    if n.lineno == info.get("line"):
                        node = n
                        break
                    todo.append(n.body)
        if node is None:
            return _UNKNOWN
        for st in node.body:
            if type(st) is ast.AnnAssign and type(st.target) is ast.Name and st.target.id == attr and \
                    type(st.value) is ast.Call and (dotted(st.value.func) or "").rsplit(".", 1)[-1] == "field":
                fac = next((k.value for k in st.value.keywords if k.arg == "default_factory"), None)
                if type(fac) is ast.Lambda and not fac.args.args:
                    v = self.p.folder.module_expr(fac.body, mod)
                    if _known(v) and (v is None or type(v) in (bool, int, float, str)):
                        return True, v
                elif type(fac) is ast.Attribute and fac.attr == "get":
                    # ``field(default_factory=envs.SGLANG_X.get)``: the flag object's ``get()``
                    call = ast.Call(func=fac, args=[], keywords=[])
                    ast.copy_location(call, fac)
                    v = self.p.folder.module_expr(call, mod)
                    if _known(v) and (v is None or type(v) in (bool, int, float, str)):
                        return True, v
        return _UNKNOWN

    def _ctor_args_fold_to(self, mod, rec: tuple, key, norm, default) -> bool:
        """Whether the non-literal argument ``key`` (a keyword or a position) of every call the
        construction record ``rec`` stands for folds, under the profile, to a value ``norm`` takes
        to ``default`` (``SpeculativeConfig(dump=_env_flag("X_DUMP"))`` at import, the variable
        unset). The calls are found again in the file: at module level, or in the record's scope."""
        if rec[1] is None:
            tree = self.p.parsed(mod.path) if mod.path.endswith(".py") else None
            body = [s for s in (tree.body if tree is not None else ())
                    if not isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))]
            fold = lambda e: self.p.folder.module_expr(e, mod)  # noqa: E731
        else:
            node = self.p.function_node(f"{mod.name}.{rec[1]}")
            body = [node] if node is not None else []
            fold = lambda e: self.p.folder.expr_value(e, f"{mod.name}.{rec[1]}")  # noqa: E731
        found = 0
        for stmt in body:
            for call in ast.walk(stmt):
                if type(call) is not ast.Call or (dotted(call.func) != rec[0] and not (
                        rec[1] is not None and type(call.func) is ast.Name and call.func.id == "cls")):
                    continue  # (``return cls(flag=_env_flag("X"))`` in a classmethod builds the class)
                if isinstance(key, int):
                    arg = call.args[key] if key < len(call.args) else None
                else:
                    arg = next((k.value for k in call.keywords if k.arg == key), None)
                if arg is None:
                    continue
                found += 1
                v = fold(arg)
                if not _known(v) or isinstance(v, OneOf) or norm(v) != default:
                    return False
        return found > 0

    # ---- what constructing a dataclass runs ----------------------------------------------------
    def factories(self, cls: str) -> list:
        """[(field, positional index or None, targets of its ``default_factory``)] for a dataclass
        whose ``__init__`` is generated: constructing it calls the factory of every field the call
        does not pass (``field(default_factory=time.monotonic)`` runs inside traced code)."""
        key = ("factories", cls)
        got = self._value_memo.get(key)
        if got is not None:
            return got[0]
        out: list = []
        order, ext = self.p.mro(cls)
        infos = [self.p.klass(c) for c in order]
        if self.generated_init(cls):
            params: list = []
            seen: dict = {}
            for mod, info in reversed(infos):
                for f in info.get("fields", ()):
                    if f[4] and f[0] not in params:
                        params.append(f[0])
                    seen[f[0]] = (mod, f)
            for name, (mod, f) in seen.items():
                if len(f) > 5 and f[5]:
                    pos = params.index(name) if (f[4] and not ext and name in params) else None
                    targets = self.p.resolve(f[5], mod, None)
                    out.append((name if f[4] else None, pos, targets))
        self._value_memo[key] = (out,)
        return out

    def generated_init(self, cls: str) -> bool:
        """Whether constructing ``cls`` runs a dataclass's generated ``__init__``: a dataclass along
        the MRO and no program class on it defines ``__init__`` (that ``__init__`` then calls
        ``__post_init__``)."""
        order, _ext = self.p.mro(cls)
        infos = [self.p.klass(c) for c in order]
        return all(g is not None for g in infos) and not any("__init__" in g[1]["methods"] for g in infos) and any(
            dataclass_decorated(g[1].get("decorators", ())) for g in infos)


_NO = object()
_NOPARAM = object()  # a parameter whose calls do not agree on one constant
PARAM_DEPTH = 6  # callers' own parameters followed up this many calls
PARAM_MAX_CALLS = 40  # functions whose name more calls share are left undecided
# decorators that keep the function's own calls (any other may call it with other arguments)
_PLAIN_DECORATORS = frozenset({"staticmethod", "classmethod", "property", "cached_property", "cache", "lru_cache",
                               "abstractmethod", "override", "final", "wraps", "no_type_check"})
_SM = re.compile(r"sm(\d+)")
_CAP_FAMILY = re.compile(r"^is_sm\d+(?:_or_sm\d+)*_supported$")
_CAP_EXACT = re.compile(r"^is_sm(\d+)$")


# storage types of quantized weights (integers, packed sub-byte and 8/4-bit floats)
QUANTIZED_DTYPES = frozenset({"uint8", "int8", "int4", "uint4", "int32", "float8_e4m3fn", "float8_e4m3fnuz",
                              "float8_e5m2", "float8_e5m2fnuz", "float8_e8m0fnu", "float4_e2m1fn_x2"})


_AN_OBJECT = object()  # an object the program built (never None, true)


def _pv_test(a: tuple, v) -> Optional[bool]:
    """A ("pv", name, op, values, holder) atom's test on the value ``v`` the name holds."""
    if a[2] in ("startswith", "endswith"):
        return getattr(v, a[2])(a[3]) if type(v) is str else None
    if a[2] in _ORDER:
        return _ORDER[a[2]](v, a[3][0]) if type(v) is int else None
    if a[2] == "truth":
        return bool(v)
    return any(type(v) is type(w) and v == w for w in a[3])


def _capability(profile) -> Optional[int]:
    """The profile's device capability as ``major * 10 + minor`` (sm90 -> 90), None when unknown."""
    if profile.platform != "cuda" or not profile.capability:
        return None
    m = _SM.fullmatch(profile.capability)
    return int(m.group(1)) if m else None


def _cap_int(v) -> Optional[int]:
    if type(v) is int:
        return v
    if type(v) is tuple and len(v) == 2 and all(type(x) is int for x in v):
        return v[0] * 10 + v[1]
    return None


def capability_value(last: str, args: Optional[tuple], profile) -> Optional[bool]:
    """Device-capability predicates the profile decides: sglang's ``is_sm100_supported()`` (the
    major families its name lists), ``is_sm120()`` (exactly), vLLM's ``has_device_capability(90)``
    (at least), ``is_device_capability(100)`` (exactly), ``is_device_capability_family(100)``."""
    cap = _capability(profile)
    if cap is None:
        return None
    if _CAP_FAMILY.match(last):
        return (cap // 10) in {int(n) // 10 for n in _SM.findall(last)}
    m = _CAP_EXACT.match(last)
    if m:
        return cap == int(m.group(1))
    if args and len(args) == 1 and last in ("has_device_capability", "is_device_capability",
                                            "is_device_capability_family"):
        want = _cap_int(args[0])
        if want is None:
            return None
        if last == "has_device_capability":
            return cap >= want
        if last == "is_device_capability":
            return cap == want
        return cap // 10 == want // 10
    return None


def _literal_arg(args, pos: int, keyword: str):
    """The literal at a call descriptor's position or keyword, else _NO."""
    for k, v in args or ():
        if (k == pos or k == keyword) and isinstance(v, tuple) and v and v[0] == "const":
            return v[1]
    return _NO


def _ext_value(name: str) -> Optional[bool]:
    if name in COMPILING_EXT:
        return True
    if name in NOT_COMPILING_EXT or name in PROFILER_EXT:
        return False
    return None


def _eval(f: tuple, atom) -> Optional[bool]:
    k = f[0]
    if k in ("a", "c", "kw", "kwin", "p", "es", "v", "g", "pv", "an", "em", "wd", "x", "q", "imp", "mg", "rz"):
        v = atom(f)
        return v if isinstance(v, bool) else None
    if k == "k":
        return f[1]
    if k == "?:":
        c = _eval(f[1], atom)
        if c is not None:
            return _eval(f[2] if c else f[3], atom)
        a = _eval(f[2], atom)
        return a if a is not None and a == _eval(f[3], atom) else None
    if k == "n":
        v = _eval(f[1], atom)
        return None if v is None else not v
    if k in ("&", "|"):
        return _kleene(k == "|", [_eval(x, atom) for x in f[1]])
    return None


def _kleene(is_or: bool, vals: list) -> Optional[bool]:
    """Three-valued ``or`` / ``and`` of known (True / False) and unknown (None) operands."""
    if is_or in vals:  # True decides an ``or``, False an ``and``
        return is_or
    return None if None in vals else not is_or


def _required(f: tuple, want: bool, atom) -> list:
    """Environment queries that must be true for ``f`` to evaluate to ``want``."""
    k = f[0]
    if k == "q" or k == "m" or k == "w":
        v = atom(f)
        return [v[1]] if want and type(v) is tuple else []
    if k == "n":
        return _required(f[1], not want, atom)
    if k in ("&", "|"):
        if (k == "&") == want:  # every operand must have the wanted value
            out: list = []
            for x in f[1]:
                out.extend(_required(x, want, atom))
            return out
        # one operand suffices: known only when every other operand cannot have the wanted value
        open_ = [x for x in f[1] if _eval(x, atom) is not (not want)]
        return _required(open_[0], want, atom) if len(open_) == 1 else []
    return []
