"""Compiled roots: where the scanned code calls ``torch.compile`` (or a configured compile wrapper)
and on what, with each root's compile flags; guessed ``forwards`` roots when a compile can be handed
any model; ``--root`` declarations."""
from __future__ import annotations

import ast
from dataclasses import dataclass
from typing import Iterable, Optional

from compilelint.index import COMPILE_NAMES
from compilelint.index.summarize import _descriptor as index_descriptor
from compilelint.program import Module
from compilelint.profile import feature_off
from compilelint.rules.disabled import DisabledFunctionCall
from compilelint.index.schema import T_CLASS, T_EXT, T_FUNC, T_INST, T_METHOD


DEFAULT_WRAPPERS = ("torch.compile", "sglang.srt.compilation.compile.install_torch_compiled",
                    "vllm.compilation.decorators.support_torch_compile")


DEFAULT_REGISTRARS = ("torch.library.custom_op", "torch.library.impl", "torch.library.triton_op",
                      "torch.library.Library().impl", "torch.library.register_kernel",
                      "sglang.srt.utils.custom_op.register_custom_op",
                      "sglang.srt.utils.custom_op.register_custom_op_from_extern",
                      "sglang.srt.utils.register_custom_op", "vllm.utils.direct_register_custom_op",
                      "vllm.utils.torch_utils.direct_register_custom_op")


OPAQUE_PREFIXES = ("torch.library.", "triton.")


OPAQUE_LAST = frozenset({"custom_op", "register_custom_op", "register_custom_op_from_extern",
                         "direct_register_custom_op", "triton_op", "assume_constant_result",
                         "allow_in_graph", "nonstrict_trace", "leaf_function"})  # measured: opaque to dynamo


DISABLE = frozenset(DisabledFunctionCall.decorators)


def _disables(name: str) -> bool:
    """A resolved decorator or callee that is ``torch.compiler.disable`` (or dynamo's own)."""
    return name in DISABLE or name.endswith(("compiler.disable", "_dynamo.disable"))


# ``features_off`` key: declared models a ``--model-config`` checkpoint does not name
OTHER_ARCHITECTURES = "other architectures"
# ``features_off`` key: declared models whose forward the runner's call does not fit
UNCALLABLE = "models the runner does not call"
# the share of a subsystem's declared models that must take a parameter for the runner to be
# taken to pass it, and the fewest models that make such a consensus
CONSENSUS_SHARE = 0.95
CONSENSUS_MODELS = 20


@dataclass
class Root:
    fq: str
    self_cls: Optional[str]
    kind: str  # decorator | call | wrapper | class-decorator | forwards | declared | hook
    path: str
    line: int
    fullgraph: object = None
    mode: Optional[str] = None  # "eval": compiled after ``.eval()`` (``self.training`` is False)


class RootError(Exception):
    pass


# what a known compile wrapper passes as ``fullgraph`` when its call does not say
# (vllm/compilation/wrapper.py compiles every ``@support_torch_compile`` class with fullgraph=True)
# decorators that describe a function rather than wrap it in another one
NOT_WRAPPING = ("property", "cached_property", "staticmethod", "classmethod", "abstractmethod", "wraps")


def decorator_results(p, decorators, mod: Module, outer: Optional[str]) -> Iterable[tuple]:
    """What the program-defined decorators in ``decorators`` return for the function they decorate
    (``call_result`` of each decorator that resolves to a program function)."""
    for dec in decorators:
        if dec.rsplit(".", 1)[-1].rstrip("()") in NOT_WRAPPING:
            continue
        for t in p.resolve(dec, mod, outer):
            if t[0] == T_FUNC:
                yield from p.call_result(t, 1)


WRAPPER_FULLGRAPH = {"vllm.compilation.decorators.support_torch_compile": True, "torch.compile": False}


def _subsystem(module: str) -> str:
    """The part of a package a compile that can be handed any model serves: the first two names of
    a deep module (``sglang.srt`` for ``sglang.srt.model_executor.runner.x``), else the package."""
    parts = module.split(".")
    return ".".join(parts[:2]) if len(parts) >= 4 else parts[0]


def _is_test_module(module: str) -> bool:
    parts = module.split(".")
    return any(p in ("test", "tests", "testing", "benchmarks") or p.startswith("test_") for p in parts)


def _arg_head(arg) -> Optional[str]:
    """The first name of a compiled value's descriptor (``model`` of ``model.forward``)."""
    if not arg:
        return None
    if arg[0] == "expr":
        return arg[1].split(".")[0].split("(")[0].split("[")[0]
    if arg[0] == "call" and len(arg) > 3:  # ``torch.no_grad()(model.forward)``
        for _, inner in arg[3]:
            head = _arg_head(inner)
            if head:
                return head
    return None


class RootFinder:
    # ---- boundaries ------------------------------------------------------------------------
    def registered(self) -> set[str]:
        """Functions handed to a custom-op registrar anywhere in the loaded program."""
        if self._registered is None:
            out: set[str] = set()
            for mod in list(self.p.modules.values()):
                if mod.error:
                    continue
                for registrar, fn, line, scope, bound in mod.summary.get("registrations", ()):
                    if bound != fn.rsplit(".", 1)[-1]:
                        # ``lib.impl("aten::linear", f, key)``, ``direct_register_custom_op("x", f)``,
                        # ``op = custom_op("ns::x")(f)``: the op is another object (reached through
                        # ``torch.ops`` or ``op``); ``f`` itself stays a plain function that dynamo
                        # traces where it is called by name. Only ``f = register(f)`` rebinds it.
                        continue
                    names = {t[1] for t in self.p.resolve(registrar, mod, scope) if t[0] == T_EXT}
                    names |= {t[1] for t in self.p.resolve(registrar, mod, scope) if t[0] == T_FUNC}
                    last = registrar.rsplit(".", 1)[-1]
                    if not (names & self.registrars or any(n.startswith("torch.library.") for n in names)
                            or last in OPAQUE_LAST or (last == "impl" and ("lib" in registrar.lower()))):
                        continue
                    for t in self.p.resolve(fn, mod, scope):
                        if t[0] == T_FUNC:
                            out.add(t[1])
            self._registered = out
        return self._registered

    def kind(self, fq: str) -> str:
        """normal | disabled | opaque, from decorators and registrations."""
        k = self._kind_memo.get(fq)
        if k is not None:
            return k
        k = "normal"
        got = self.p.function(fq)
        if got is not None:
            mod, info = got
            scope = fq[len(mod.name) + 1:]
            outer = scope.rsplit(".", 1)[0] if "." in scope else None
            outer = outer if outer and outer in mod.summary["functions"] else None
            for dec in info["decorators"]:
                base = dec[:-2] if dec.endswith("()") else dec
                resolved = {t[1] for t in self.p.resolve(base, mod, outer) if t[0] in (T_EXT, T_FUNC)}
                forms = resolved | {r + "()" for r in resolved} if dec.endswith("()") else resolved
                if any(_disables(r) for r in forms):
                    k = "disabled"
                    break
                if any(t[0] == T_FUNC and self._disabling_decorator(t[1], dec.endswith("()"))
                       for t in self.p.resolve(base, mod, outer)):
                    # ``@host_side`` where ``def host_side(fn): return wraps(fn)(torch.compiler.disable(fn))``
                    k = "disabled"
                    break
                last = base.rsplit(".", 1)[-1]
                if (any(r.startswith(OPAQUE_PREFIXES) for r in resolved) or resolved & self.registrars
                        or last in OPAQUE_LAST or (last == "jit" and any("triton" in r for r in resolved))
                        or (last == "impl" and any(r.startswith("torch.library") for r in resolved))):
                    k = "opaque"
                    break
                if any(r.endswith("assume_constant_result") for r in resolved):
                    k = "opaque"
                    break
            if k == "normal" and info.get("cls") and self._class_disables(mod, info["cls"], fq.rsplit(".", 1)[-1]):
                k = "disabled"
            if k == "normal" and (fq in self.registered() or fq in self.logging_escapes()[0]):
                k = "opaque"
        self._kind_memo[fq] = k
        return k

    def _class_disables(self, mod: Module, cls: str, meth: str) -> bool:
        """Whether a decorator of the method's own class replaces it with ``torch.compiler.disable``
        of itself (``@run_eagerly("init_forward_metadata")`` whose body does ``setattr(cls, name,
        torch.compiler.disable(getattr(cls, name)))`` for each name it is given)."""
        cinfo = mod.summary["classes"].get(cls)
        if not cinfo or not cinfo["decorators"]:
            return False
        outer = cls.rsplit(".", 1)[0] if "." in cls else None
        for dec in cinfo["decorators"]:
            base = dec[:-2] if dec.endswith("()") else dec
            for t in self.p.resolve(base, mod, outer if outer in mod.summary["functions"] else None):
                if t[0] != T_FUNC:
                    continue
                fgot = self.p.function(t[1])
                if fgot is None:
                    continue
                fmod = fgot[0]
                fscope = t[1][len(fmod.name) + 1:]
                for q, finfo in fmod.summary["functions"].items():
                    if q != fscope and not q.startswith(fscope + ".<locals>."):
                        continue
                    for name, wrapper in finfo.get("wraps_attr", ()):
                        if (name == meth or (name is None and meth in cinfo.get("deco_strs", ()))) and any(
                                t2[0] in (T_EXT, T_FUNC) and _disables(t2[1])
                                for t2 in self.p.resolve(wrapper, fmod, q)):
                            return True
        return False

    def _disabling_decorator(self, fq: str, factory: bool, depth: int = 0) -> bool:
        """Whether the project decorator ``fq`` hands back ``torch.compiler.disable`` of what it
        decorates: its body calls a disable on its first parameter (``wrapped =
        torch.compiler.disable(fn, recursive=True); return functools.wraps(fn)(wrapped)``). For a
        decorator factory (``@host_side()``) the function it returns is asked."""
        got = self.p.function(fq)
        if got is None or depth > 2:
            return False
        mod, info = got
        scope = fq[len(mod.name) + 1:]
        if factory:
            return any(self._disabling_decorator(f"{fq}.<locals>.{n.rsplit('.', 1)[-1]}", False, depth + 1)
                       for n in info.get("nested", ()) if n.startswith(scope + ".<locals>."))
        params = [p[0] for p in info.get("params", ()) if not p[0].startswith("*")]
        if not params:
            return False
        first = params[0]
        cargs = info.get("cargs", {})
        for expr, line, col, _end, kind, _shape in info["sites"]:
            if kind != "call" or not expr or not expr.endswith("disable"):
                continue
            if not any(t[0] in (T_EXT, T_FUNC) and _disables(t[1]) for t in self.p.resolve(expr, mod, scope)):
                continue
            given = cargs.get((line, col))
            if given and given[0] and given[0][0] is not None and given[0][0][0] == "p" and given[0][0][1] == first:
                return True
            if given and given[0] and given[0][0] is not None and given[0][0][0] == "l" and any(
                    d[0] == "def" for d in (info.get("locals") or {}).get(given[0][0][1], ())):
                # ``return torch.compiler.disable(wrapper)`` of a nested ``def wrapper(*a, **kw):
                # return fn(*a, **kw)``: what the decorated name then holds is disabled
                return True
        return False

    # ---- roots -----------------------------------------------------------------------------
    def _is_wrapper(self, name: str, mod: Module, scope: Optional[str]) -> bool:
        targets = self.p.resolve(name, mod, scope)
        for t in targets:
            if t[0] in (T_EXT, T_FUNC, T_CLASS) and t[1] in self.wrappers:
                return True
        if not targets and name.rsplit(".", 1)[-1] in self.wrapper_last and name.rsplit(".", 1)[-1] != "compile":
            return True
        return name in ("torch.compile",) and not targets

    def _callable_roots(self, targets: list, path: str, line: int, kind: str, fullgraph) -> list[Root]:
        roots = []
        # ``torch.compile(nn.Sequential(*layers))``: calling the container calls each element
        targets = [e for t in targets for e in (t[1] if t[0] == "list" else (t,))]
        for t in targets:
            if t[0] == T_FUNC:
                roots.append(Root(t[1], t[2], kind, path, line, fullgraph))
            elif t[0] in (T_INST, T_CLASS):
                for entry in ("forward", "__call__"):
                    owner, found = self.p.lookup(t[1], entry)
                    meths = [f for f in found if f[0] == T_METHOD]
                    if meths:
                        roots.append(Root(meths[0][1], t[1], kind, path, line, fullgraph))
                        break
        return roots

    def _top_level_model(self, cls_fq: str) -> bool:
        """Whether a module class can be what a runner hands to compile: a class the package's own
        (non-test) code constructs is a submodule, traced only through its parent's forward."""
        for m, _rec in self.p.constructions_of(cls_fq):
            if not _is_test_module(m.name):
                return False
        if cls_fq in self.p.alias_branch_classes():
            return False  # ``Layer = CudaLayer if _is_cuda else PlatformLayer``: a part, picked by the alias
        if cls_fq in self.p.returned_classes():
            return False  # ``return DeepEPMoE`` in a factory: a part its caller builds
        if cls_fq in self.p.indirectly_constructed():
            return False  # ``layer_class = LAYER_TYPES[kind]; layer_class(config)``: built by a parent
        # a base class nobody constructs is traced only as one of its subclasses (each its own
        # root, with the forward it inherits or overrides)
        return not any(not _is_test_module(sub.rsplit(".", 1)[0]) for sub in self.p.subclasses(cls_fq))

    def _hooks_on(self, mod: Module, name: str) -> list:
        """(function, receiver class) of the forward hooks registered on the module-level object
        ``name``: directly (``decoder.register_forward_hook(h)``) or by a function it is handed to
        (``timer.attach(decoder)`` whose body calls ``module.register_forward_pre_hook(self.pre)``)."""
        out: list = []
        for recv, hook, scope, _ in mod.summary.get("hooks", ()):
            if scope is None and recv in (name, name + ".*"):
                out.extend(self._hook_functions(self.p.resolve(hook, mod, None)))
        for callee, pos, nm, _ in mod.summary.get("passes", ()):
            if nm != name:
                continue
            for t in self.p.resolve(callee, mod, None):
                if t[0] != T_FUNC:
                    continue
                got = self.p.function(t[1])
                if got is None:
                    continue
                fmod, info = got
                params = [p[0] for p in info["params"] if not p[0].startswith("*")]
                if info.get("cls") and params and not any(
                        d.rsplit(".", 1)[-1] == "staticmethod" for d in info.get("decorators", ())):
                    params = params[1:]
                pname = pos if isinstance(pos, str) else (params[pos] if pos < len(params) else None)
                qual = t[1][len(fmod.name) + 1:]
                for recv, hook, scope, _ in fmod.summary.get("hooks", ()):
                    if scope == qual and pname is not None and recv in (pname, pname + ".*"):
                        out.extend(self._hook_functions(self.p.resolve(hook, fmod, scope, t[2])))
        return out

    def _hook_functions(self, targets: list) -> list:
        """(function, receiver class) a registered hook runs: a function or bound method, or the
        ``__call__`` of a hook object (``register_forward_pre_hook(ActivationQuantizer())``)."""
        out: list = []
        for h in targets:
            if h[0] == T_FUNC:
                out.append((h[1], h[2] if len(h) > 2 else None))
            elif h[0] == T_INST:
                _owner, found = self.p.lookup(h[1], "__call__")
                if not found and self.p.is_module_class(h[1]):
                    # a module object (a parametrization): its call runs ``forward``
                    _owner, found = self.p.lookup(h[1], "forward")
                out.extend((f[1], h[1]) for f in found if f[0] == T_METHOD)
        return out

    def _feature_off(self, name: str) -> bool:
        """Whether a compiled name belongs to a feature the profile leaves off; counted per feature
        for the report."""
        feature = feature_off(self.p.profile, name)
        if feature is not None and name not in self._off_names:
            self._off_names.add(name)
            self.features_off[feature] = self.features_off.get(feature, 0) + 1
        return feature is not None

    def find_roots(self, mode: str, declared: list[str],
                   optional: Iterable[str] = ()) -> tuple[list[Root], list[tuple[str, int, str]]]:
        """Compiled roots, each with its ``fullgraph`` flag (True, False or "dynamic"), and the
        compile calls whose value the scan cannot name (``unresolved``). Only those that can be
        handed any model - a compile of a value that comes from outside, through a parameter whose
        callers the scan cannot name either - make every ``forward`` a guessed root, with their flag."""
        roots: list[Root] = []
        unresolved: list[tuple[str, int, str]] = []
        self.trigger_sites: list = []  # (module, line, flag): compiles that make the guessed forwards roots
        live = self.p.live_module
        targets = self.p.target_modules()
        # a test's own compiles are no deployment's (unless only tests are scanned)
        skip_tests = not all(_is_test_module(m.name) for m in targets)
        for mod in targets:
            if mod.error or not live(mod.name) or (skip_tests and _is_test_module(mod.name)):
                continue
            for entry in mod.summary.get("compiles", ()):
                kind, name, arg, line, col, scope, fullgraph = entry
                if kind == "decorator":
                    if self._is_wrapper(name, mod, None):
                        qual = arg
                        roots.append(Root(f"{mod.name}.{qual}", None, "decorator", mod.path, line,
                                          self._flag(fullgraph, name, mod, None)))
                elif kind == "class":  # a class decorator
                    if self._is_wrapper(name, mod, None):
                        roots.extend(self._callable_roots([(T_INST, f"{mod.name}.{arg}", True)], mod.path, line,
                                                          "class-decorator", self._flag(fullgraph, name, mod, None)))
                elif kind == "call":
                    if not self._is_wrapper(name, mod, scope) or self._inside_wrapper(mod, scope):
                        continue
                    flag = self._flag(fullgraph, name, mod, scope)
                    found, outside = self._compiled_values(arg, mod, scope, line, (fullgraph, name), flag, 0)
                    if line in mod.summary.get("eval_roots", ()):
                        for r in found:
                            r.mode = "eval"
                    roots.extend(found)
                    if scope is None and arg and arg[0] == "expr" and arg[1].isidentifier():
                        # hooks registered on the compiled object run inside its trace
                        for fq, self_cls in self._hooks_on(mod, arg[1]):
                            roots.append(Root(fq, self_cls, "hook", mod.path, line, flag))
                        # and those on the module-level modules a compiled function of this module
                        # calls (``step = torch.compile(run)`` where ``run`` calls ``decoder(x)``)
                        for site in (mod.summary["functions"].get(arg[1]) or {}).get("sites", ()):
                            if site[4] == "call" and site[0] and site[0].isidentifier() and site[0] != arg[1]:
                                for fq, self_cls in self._hooks_on(mod, site[0]):
                                    roots.append(Root(fq, self_cls, "hook", mod.path, line, flag))
                    if outside is not None:
                        unresolved.append((mod.path, line, name))
                        if outside and not _is_test_module(mod.name):
                            self.trigger_sites.append((mod.name, line, flag))
        triggers = [f for _, _, f in self.trigger_sites]  # their flags
        if mode == "forwards" or (mode == "auto" and triggers):
            # an engine whose models the scan guesses runs the deployment the profile describes:
            # the compiled helpers of a feature it leaves off (speculative decoding's ``@torch.compile``
            # samplers) are no roots either
            roots = [r for r in roots if not self._feature_off(r.fq.rsplit(".", 1)[0] if r.self_cls is None
                                                               else r.self_cls)]
            flag = True if True in triggers else ("dynamic" if "dynamic" in triggers else False)
            scopes = {_subsystem(m) for m, _, _ in self.trigger_sites}

            def in_scope(name: str) -> bool:
                return not triggers or any(name == sc or name.startswith(sc + ".") for sc in scopes)

            guessed: list = []
            # a package that declares its models to its own registry names what the runner compiles
            registered = {c for c in self.p.declared_models() if in_scope(c)}
            if registered:
                # a runner calls every model it compiles the same way (sglang's
                # ``model.forward(input_ids, positions, forward_batch)``): a registered model whose
                # forward lacks a parameter nearly all models of its subsystem take (a vision tower
                # registered for embedding on its own) is not one the runner compiles
                kept = self._runner_callable(registered)
                if len(kept) < len(registered):
                    self.features_off[UNCALLABLE] = len(registered) - len(kept)
                    registered = kept or {""}
            archs = self.p.profile.architectures
            if registered and archs:
                # the checkpoint names the model the runner builds: the other declared models are
                # never compiled in this deployment
                served = {c for c in registered if c.rsplit(".", 1)[-1] in archs}
                self.features_off[OTHER_ARCHITECTURES] = len(registered) - len(served)
                registered = served or {""}
            for mod in self.p.target_modules():
                if mod.error or not live(mod.name):
                    continue
                if _is_test_module(mod.name):
                    continue  # a test's modules are no model a runner hands to compile
                if not in_scope(mod.name):
                    continue  # another subsystem's models (a diffusion app's, beside an LLM runner)
                for qual, info in mod.summary["classes"].items():
                    fq = f"{mod.name}.{qual}"
                    if registered:
                        if fq not in registered:
                            continue
                    elif not self.p.is_module_class(fq) or not self._top_level_model(fq):
                        continue
                    if self.p.selected_only_dead(qual.rsplit(".", 1)[-1]):
                        continue  # a variant (a draft model) the deployment's configuration never picks
                    owner, found = self.p.lookup(fq, "forward")
                    if owner is None or not found or found[0][0] != T_METHOD:
                        continue
                    guessed.append((Root(found[0][1], fq, "forwards", mod.path, info["line"],
                                         flag if triggers else True),
                                    [c for c in self.p.mro(fq)[0][:8] if feature_off(self.p.profile, c)]))
            # a draft model (or one derived from it) is built only for speculative decoding, which
            # the deployment leaves off - unless it is all the scan guesses (then it is the model)
            if any(not off for _, off in guessed):
                for r, off in guessed:
                    if off:
                        self._feature_off(off[0])
            roots.extend(r for r, off in guessed if not off or not any(not o for _, o in guessed))
        for spec in declared:
            roots.extend(self.declared_root(spec))
        for spec in optional:  # derived by the caller (compile wrappers): one it cannot place is left out
            try:
                roots.extend(self.declared_root(spec))
            except RootError:
                pass
        seen: dict = {}
        out = []
        for r in roots:
            if r.kind != "declared" and r.self_cls and self.p.never_built(r.self_cls):
                continue  # its constructor asserts what the deployment rules out: never compiled
            got = seen.get((r.fq, r.self_cls))
            if got is None:
                seen[(r.fq, r.self_cls)] = r
                out.append(r)
            elif got.mode != r.mode:
                got.mode = None  # compiled in eval mode once and in training mode once
        return out, unresolved

    def _runner_callable(self, registered: set) -> set:
        """The declared models whose ``forward`` takes every parameter that at least
        ``CONSENSUS_SHARE`` of their subsystem's declared models take (counted where a subsystem has
        ``CONSENSUS_MODELS`` or more); a forward with ``**kwargs`` fits any."""
        params: dict = {}
        for c in registered:
            owner, found = self.p.lookup(c, "forward")
            got = self.p.function(found[0][1]) if owner is not None and found and found[0][0] == T_METHOD else None
            if got is not None:
                params[c] = [n for n, _ in got[1]["params"]][1:]
        groups: dict = {}
        for c in params:
            groups.setdefault(_subsystem(c.rsplit(".", 1)[0]), []).append(c)
        out = set(registered)
        for members in groups.values():
            if len(members) < CONSENSUS_MODELS:
                continue
            counts: dict = {}
            for c in members:
                for n in set(params[c]):
                    if not n.startswith("*"):
                        counts[n] = counts.get(n, 0) + 1
            common = {n for n, k in counts.items() if k >= CONSENSUS_SHARE * len(members)}
            for c in members:
                if common and not common <= set(params[c]) and not any(n.startswith("**") for n in params[c]):
                    out.discard(c)
        return out

    # ---- compile flags and compiled values -----------------------------------------------------
    def _flag(self, fullgraph, name: str, mod: Module, scope: Optional[str], call: Optional[ast.Call] = None):
        """``fullgraph`` of one compile: a literal; ``"$p"`` - a parameter of the enclosing function,
        fixed by the keyword ``call`` passes or the parameter's literal default; absent - the
        wrapper's own default (its ``fullgraph`` parameter's, or what it is known to pass)."""
        if fullgraph is None:
            for t in self.p.resolve(name, mod, scope):
                if t[0] in (T_FUNC, T_EXT, T_CLASS) and t[1] in WRAPPER_FULLGRAPH:
                    return WRAPPER_FULLGRAPH[t[1]]
                if t[0] == T_FUNC:
                    got = self.p.function(t[1])
                    if got is not None and "fullgraph" in got[1].get("defaults", {}):
                        return bool(got[1]["defaults"]["fullgraph"])
            return False
        if isinstance(fullgraph, str) and fullgraph.startswith("$"):
            pname = fullgraph[1:]
            info = mod.summary["functions"].get(scope) if scope else None
            if info is not None and any(p[0] == pname for p in info["params"]):
                if call is not None:
                    for k in call.keywords:
                        if k.arg == pname and isinstance(k.value, ast.Constant):
                            return bool(k.value.value)
                if pname in info.get("defaults", {}):
                    return bool(info["defaults"][pname])
            return "dynamic"
        if fullgraph == "dynamic":
            return "dynamic"
        return bool(fullgraph)

    def _inside_wrapper(self, mod: Module, scope: Optional[str]) -> bool:
        """A compile inside a known wrapper's own body (``install_torch_compiled``'s): its roots
        and flag come from the wrapper's call sites."""
        if not scope:
            return False
        fq = f"{mod.name}.{scope}"
        return any(fq == w or fq.startswith(w + ".") for w in self.wrappers)

    def _compiled_values(self, arg, mod: Module, scope: Optional[str], line: int, raw: tuple, flag, depth: int):
        """(roots, outside) for the value one compile call compiles. ``outside``: None when every
        value is named (program functions and classes, or torch's own functions such as
        ``flex_attention``); True when a value can come from outside the scan (a parameter whose
        callers hand it something unnamed: any model); False when it is unnamed but local (a
        loop variable, an attribute the scan cannot type) - reported, never a reason to guess."""
        targets = self.p.descriptor_values(arg, mod, scope, None, 1) if arg else []
        # ``flex_attention = torch.compile(flex_attention)``: the name's other binding is the compile
        targets = [t for t in targets if not (t[0] == T_EXT and t[1].rstrip("()").rsplit(".", 1)[-1] in COMPILE_NAMES
                                              and t[1].endswith("()"))]
        found = self._callable_roots(targets, mod.path, line, "call", flag)
        if found or (arg and arg[0] == "expr" and targets and all(
                t[0] == T_EXT and "()" not in t[1] and not t[1].startswith(("typing.", "abc.")) for t in targets)):
            return found, None
        if targets and all(t[0] == T_EXT for t in targets) and any(
                t[1].split(".", 1)[0] not in ("torch", "typing", "abc", "builtins") for t in targets):
            return found, None  # another library's object (a ``transformers`` model's forward)
        if not arg:
            return found, False  # ``compile(**opts)(value)``: a value the index did not keep
        head = _arg_head(arg)
        info = mod.summary["functions"].get(scope) if scope else None
        params = [p for p in info["params"]] if info is not None else []
        param = next((p for p in params if p[0].lstrip("*") == head and head not in ("self", "cls")), None)
        if param is None:
            # ``self.model_runner.model`` or a local made from it: whatever model the engine built.
            # A loop over the code's own parts (``for block in self.blocks: torch.compile(block.attn)``)
            # compiles those parts, and is no reason to guess every forward
            local = info["locals"].get(head, ()) if info is not None and head else ()
            if head != "self" and not local and head not in mod.summary["globals"]:
                # a local the index keeps no value for (``component = getattr(pipe, name)``,
                # ``for i, layer in enumerate(layers)``): the code's own parts, unnamed
                return [], False
            return [], not any(d and d[0] == "elem" for d in local)
        if param[1] and self._foreign_annotation(param[1], mod, scope):
            return [], None  # ``cls: type[PreTrainedModel]``: compiles another library's classes
        if depth >= 2:
            return [], True
        # a compile wrapper of the package's own (``def _compile_exact(fn): return torch.compile(fn)``):
        # what its callers hand it is compiled, with the flag they give
        roots: list[Root] = []
        outside = None
        callers = self._callers(f"{mod.name}.{scope}")
        if not callers:
            return [], None  # never called: nothing is compiled here
        index = [p[0] for p in params].index(param[0])
        for cmod, cscope, call in callers:
            value = None
            for k in call.keywords:
                if k.arg == param[0]:
                    value = k.value
            bound = index - (1 if info.get("cls") else 0)
            if value is None and 0 <= bound < len(call.args):
                value = call.args[bound]
            if value is None or isinstance(value, ast.Starred):
                continue
            # ``fullgraph=fullgraph``: the wrapper's caller decides
            cflag = (self._flag(raw[0], raw[1], mod, scope, call)
                     if isinstance(raw[0], str) and raw[0].startswith("$") else flag)
            d = index_descriptor(value, cscope)
            if d is None:
                outside = True
                continue
            got, out = self._compiled_values(d, cmod, cscope, call.lineno, (cflag, ""), cflag, depth + 1)
            roots.extend(got)
            if out is not None:
                outside = bool(outside) or out
        return roots, outside

    def _foreign_annotation(self, ann: str, mod: Module, scope: Optional[str]) -> bool:
        """An annotation naming another library's class (not nn.Module, not a program class)."""
        inner = ann
        for wrap in ("type[", "Type[", "typing.Type[", "Optional[", "Union["):
            if inner.startswith(wrap) and inner.endswith("]"):
                inner = inner[len(wrap):-1]
        inner = inner.split(",")[0].split("|")[0].strip()
        got = self.p.resolve(inner, mod, scope) if inner and inner.replace(".", "").isidentifier() else []
        return bool(got) and all(t[0] == T_EXT and not t[1].startswith(("torch.", "typing.", "builtins."))
                                 for t in got)

    def _callers(self, fq: str) -> list:
        """(module, scope, ast.Call) of every call in the scanned targets that resolves to ``fq``."""
        return self.p.callers(fq, targets_only=True)

    def declared_root(self, spec: str) -> list[Root]:
        if ":" not in spec:
            raise RootError(f"--root {spec}: expected module.path:qualname")
        modname, qual = spec.split(":", 1)
        mod = self.p.get_module(modname)
        if mod is None:
            raise RootError(f"--root {spec}: module {modname} not found")
        if mod.error:
            raise RootError(f"--root {spec}: {mod.error}")
        fq = f"{modname}.{qual}"
        # a declared root is checked as the product checks: compiled with fullgraph=True
        if qual in mod.summary["functions"]:
            return [Root(fq, None, "declared", mod.path, mod.summary["functions"][qual]["line"], True)]
        if qual in mod.summary["classes"]:
            roots = self._callable_roots([(T_INST, fq, True)], mod.path, mod.summary["classes"][qual]["line"],
                                         "declared", True)
            if roots:
                return roots
        targets = self.p.resolve(qual, mod, None)
        roots = self._callable_roots([t for t in targets if t[0] in (T_FUNC, T_CLASS)], mod.path, 0, "declared", True)
        if not roots:
            raise RootError(f"--root {spec}: no function or module class named {qual} in {modname}")
        return roots

    def _fakes(self) -> tuple[set, dict]:
        """(every fake registration in the loaded program, {"ns::op": defining function})."""
        if getattr(self, "_fake_index", None) is None:
            fakes: set = set()
            ops: dict = {}
            for mod in list(self.p.modules.values()):
                if mod.error:
                    continue
                fakes.update(tuple(f) for f in mod.summary.get("fakes", ()))
                for qual, info in mod.summary["functions"].items():
                    for s in info.get("deco_strs", ()):
                        if "::" in s and any(d.rsplit(".", 1)[-1].rstrip("()") == "custom_op" for d in info["decorators"]):
                            ops.setdefault(s, f"{mod.name}.{qual}")
            self._fake_index = (fakes, ops)
        return self._fake_index

    def library_op_without_fake(self, name: str) -> Optional[str]:
        """``torch.ops.ns.op`` of an op a ``torch.library.Library`` defines returning tensors with no
        fake registered anywhere in the loaded program (``lib.impl(op, fn, "Meta")``,
        ``register_fake("ns::op")``): its "ns::op", else None."""
        parts = name.split(".")
        if len(parts) < 4 or parts[:2] != ["torch", "ops"]:
            return None
        op = f"{parts[2]}::{parts[3]}"
        if getattr(self, "_lib_index", None) is None:
            idx: dict = {}
            for mod in list(self.p.modules.values()):
                if not mod.error:
                    for o, ret_t in mod.summary.get("lib_ops", ()):
                        idx[o] = idx.get(o, False) or ret_t
            self._lib_index = idx
        if not self._lib_index.get(op) or ("op", op) in self._fakes()[0]:
            return None
        return op

    def custom_op_of(self, name: str) -> Optional[str]:
        """The function defining the op ``torch.ops.ns.op`` (or ``...op.default``) calls, if any."""
        parts = name.split(".")
        if len(parts) < 4 or parts[:2] != ["torch", "ops"]:
            return None
        return self._fakes()[1].get(f"{parts[2]}::{parts[3]}")

    def missing_fake(self, fq: str) -> bool:
        """``fq`` is a ``torch.library.custom_op`` returning tensors whose fake implementation no
        loaded module registers (by the op's name or its ``"ns::op"`` string)."""
        got = self.p.function(fq)
        if got is None:
            return False
        mod, info = got
        if not any(d.rsplit(".", 1)[-1].rstrip("()") == "custom_op" for d in info["decorators"]):
            return False
        resolved = False
        for d in info["decorators"]:
            base = d[:-2] if d.endswith("()") else d
            if any(t[1] in ("torch.library.custom_op", "torch._library.custom_ops.custom_op")
                   for t in self.p.resolve(base, mod, None)):
                resolved = True
        ops = [s for s in info.get("deco_strs", ()) if "::" in s]
        ret = (info.get("returns") or "").replace(" ", "")
        if not resolved or not ops or ret in ("", "None"):
            return False
        fakes = self._fakes()[0]
        return ("name", fq.rsplit(".", 1)[-1]) not in fakes and not any(("op", o) in fakes for o in ops)

    def wrappers_of(self, fq: str) -> list[str]:
        """Program functions a decorator wraps ``fq`` in (what ``@deco`` / ``@deco(...)`` returns)."""
        memo = self._wrap_memo.get(fq)
        if memo is not None:
            return memo
        self._wrap_memo[fq] = []
        out: list[str] = []
        got = self.p.function(fq)
        if got is not None:
            mod, info = got
            scope = fq[len(mod.name) + 1:]
            outer = scope.rsplit(".<locals>.", 1)[0] if ".<locals>." in scope else None
            for w in decorator_results(self.p, info["decorators"], mod, outer):
                if w[0] == T_FUNC and w[1] != fq:
                    out.append(w[1])
                elif w[0] == T_INST:
                    # ``@autotune(...)`` returning ``Autotuner(fn, ...)``: calling the name
                    # calls the object's ``__call__``
                    _owner, found = self.p.lookup(w[1], "__call__")
                    for f in found:
                        if f[0] == T_METHOD and f[1] not in out:
                            out.append(f[1])
                            self._wrap_recv[(fq, f[1])] = w[1]
        self._wrap_memo[fq] = out
        return out

    def is_property(self, fq: str) -> bool:
        return self.p._is_property(fq)
