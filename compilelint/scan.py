"""The static scan: roots -> reachability (respecting dynamo's boundaries) -> rule findings."""
from __future__ import annotations

import ast
import functools
import gc
import hashlib
import os
import time
from collections import deque
from dataclasses import dataclass, field
from typing import Iterable, Optional

from compilelint import gb
from compilelint.findings import Finding, Problem
from compilelint import __version__
from compilelint.conditions import inside
from compilelint.index import COMPILE_NAMES, Cache, summary_fingerprint
from compilelint.index.summarize import _descriptor as index_descriptor
from compilelint.profile import DEFAULT as DEFAULT_PROFILE, Profile
from compilelint.names import absolute_module
from compilelint.program import Module, Program
from compilelint.rules import by_code, match_call
from compilelint.rules.disabled import DisabledFunctionCall
from compilelint.targets import TargetError, TargetSet, resolve_targets

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
# method names too generic for by-name dispatch of an unknown receiver
COMMON_METHODS = frozenset({"get", "set", "items", "keys", "values", "append", "extend", "update", "pop",
                            "copy", "clone", "view", "to", "reshape", "size", "item", "sum", "mean", "max",
                            "min", "run", "call", "apply_", "add", "remove", "clear", "close", "open",
                            "read", "write", "format", "join", "split", "strip", "encode", "decode",
                            "forward", "register", "reset", "step", "zero_", "fill_", "copy_", "float",
                            "half", "cuda", "cpu", "numel", "dim", "contiguous", "permute", "transpose"})


@dataclass
class Root:
    fq: str
    self_cls: Optional[str]
    kind: str  # decorator | call | wrapper | class-decorator | forwards | declared
    path: str
    line: int
    fullgraph: object = None
    mode: Optional[str] = None  # "eval": compiled after ``.eval()`` (``self.training`` is False)


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
                "roots_by_fullgraph": _count_flags(self.roots),
                "by_severity": {s: sum(f.severity == s for f in self.findings) for s in ("error", "warning")}}


def _count_flags(roots) -> dict:
    out = {"true": 0, "false": 0, "dynamic": 0}
    for r in roots:
        out["true" if r.fullgraph is True else "dynamic" if isinstance(r.fullgraph, str) else "false"] += 1
    return out


class RootError(Exception):
    pass


# what a known compile wrapper passes as ``fullgraph`` when its call does not say
# (vllm/compilation/wrapper.py compiles every ``@support_torch_compile`` class with fullgraph=True)
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


# decorators after which a call binds another signature than the one written
_SIG_CHANGING = frozenset({"property", "cached_property", "partial", "partialmethod", "singledispatch",
                           "singledispatchmethod", "overload", "setter", "getter"})


def _binds(sig: tuple, shape: tuple, skip: int) -> bool:
    """Can a call with ``shape`` = (positional count, unpacking, keyword names) bind ``sig``
    (``compilelint.index._signature``), the first ``skip`` parameters bound already?"""
    npos, star, kws = shape
    pos, ndef, kwonly, required, var, kwarg, nposonly = sig
    pos = pos[skip:]
    nposonly = max(0, nposonly - skip)
    ndef = min(ndef, len(pos))
    if star:
        # unpacked arguments can fill any parameter, but a keyword written out needs one of its
        # name, and positionals written out (no ``*args`` among them) need as many places
        if star == 2 and npos > len(pos) and not var:
            return False
        return kwarg or all(k in pos[nposonly:] or k in kwonly for k in kws)
    if npos > len(pos) and not var:
        return False
    filled = set(pos[:npos])
    for k in kws:
        if k in filled:
            return False  # given twice
        if k in pos[nposonly:] or k in kwonly:
            filled.add(k)
        elif not kwarg:
            return False
    needed = pos[:len(pos) - ndef]
    return all(n in filled for n in needed) and all(k in filled for k in required)


@functools.lru_cache(maxsize=None)
def _display_path(path: str) -> str:
    try:
        rel = os.path.relpath(path)
    except ValueError:
        return path
    return path if rel.startswith("..") else rel


class Scanner:
    def __init__(self, program: Program, wrappers: Iterable[str] = (), registrars: Iterable[str] = (),
                 select: Optional[set[str]] = None, ignore: Optional[set[str]] = None):
        self.p = program
        self.wrappers = set(DEFAULT_WRAPPERS) | set(wrappers)
        self.wrapper_last = {w.rsplit(".", 1)[-1] for w in self.wrappers}
        self.registrars = set(DEFAULT_REGISTRARS) | set(registrars)
        self.select = select
        self.ignore = ignore or set()
        self._kind_memo: dict[str, str] = {}
        self._edges_memo: dict[tuple, tuple[list, list]] = {}
        self._registered: Optional[set[str]] = None
        self.unresolved: dict[tuple, str] = {}
        self._wrap_memo: dict[str, list[str]] = {}
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

    # ---- boundaries ------------------------------------------------------------------------
    def registered(self) -> set[str]:
        """Functions handed to a custom-op registrar anywhere in the loaded program."""
        if self._registered is None:
            out: set[str] = set()
            for mod in list(self.p.modules.values()):
                if mod.error:
                    continue
                for registrar, fn, line, scope in mod.summary.get("registrations", ()):
                    names = {t[1] for t in self.p.resolve(registrar, mod, scope) if t[0] == "ext"}
                    names |= {t[1] for t in self.p.resolve(registrar, mod, scope) if t[0] == "func"}
                    last = registrar.rsplit(".", 1)[-1]
                    if not (names & self.registrars or any(n.startswith("torch.library.") for n in names)
                            or last in OPAQUE_LAST or (last == "impl" and ("lib" in registrar.lower()))):
                        continue
                    for t in self.p.resolve(fn, mod, scope):
                        if t[0] == "func":
                            out.add(t[1])
            self._registered = out
        return self._registered

    def logging_escapes(self) -> tuple:
        """What the project put in ``torch._dynamo.config``'s logging sets (``ignore_logging_functions``,
        alias ``ignore_logger_methods``; ``reorderable_logging_functions``), as dynamo 2.13 treats them
        (measured, tests/test_guards_memo.py): (program functions whose calls dynamo does not trace,
        names of calls that compile, logger methods ignored on every logger, (logger origin, method)
        ignored on one logger). A listed plain function or builtin is a no-op when ignored and runs
        after the graph when reorderable (the scan does not check that its arguments are tensors or
        constants, which reordering needs); a logger's bound method can only be ignored."""
        if self._escapes is None:
            funcs: set = set()
            names: set = set()
            any_logger: set = set()
            bound: set = set()
            for mod in self.p.target_modules():
                if mod.error:
                    continue
                for which, expr, _line in mod.summary.get("dynamo_sets", ()):
                    for t in self.p.resolve(expr, mod, None):
                        if t[0] == "func":
                            funcs.add(t[1])
                        elif t[0] != "ext":
                            continue
                        elif t[1].startswith("logging.Logger.") and t[1].count(".") == 2:
                            if which == "ignore":  # the function behind every logger's method
                                any_logger.add(t[1].rsplit(".", 1)[1])
                        elif "()." in t[1]:  # ``logger.info``: a bound method of one object
                            recv, _, method = expr.rpartition(".")
                            if which == "ignore" and recv.isidentifier():
                                bound.add((self._origin(recv, mod), method))
                        else:
                            names.add(t[1])
            self._escapes = (frozenset(funcs), frozenset(names), frozenset(any_logger), frozenset(bound))
        return self._escapes

    def _origin(self, name: str, mod: Module) -> str:
        """The module global a name stands for (``from .util import logger`` -> ``pkg.util.logger``)."""
        for src, orig, level in mod.summary["imports"].get(name, ())[:1]:
            base = absolute_module(mod.name, mod.is_package, level, src)
            return f"{base}.{orig}" if orig else base
        return f"{mod.name}.{name}"

    def _escaped_call(self, name: str, expr: str, logger_methods: bool, mod: Module) -> bool:
        """A barrier call the project's dynamo logging sets make compile."""
        funcs, names, any_logger, bound = self.logging_escapes()
        if not (names or any_logger or bound):
            return False
        if name in names:
            return True
        if not logger_methods or "." not in expr:
            return False
        recv, method = expr.rsplit(".", 1)
        if method in any_logger and not name.startswith("logging." + method):
            return True
        return "." not in recv and (self._origin(recv, mod), method) in bound

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
                resolved = {t[1] for t in self.p.resolve(base, mod, outer) if t[0] in ("ext", "func")}
                forms = resolved | {r + "()" for r in resolved} if dec.endswith("()") else resolved
                if forms & DISABLE or any(r.endswith(("compiler.disable", "_dynamo.disable")) for r in resolved):
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
            if k == "normal" and (fq in self.registered() or fq in self.logging_escapes()[0]):
                k = "opaque"
        self._kind_memo[fq] = k
        return k

    # ---- roots -----------------------------------------------------------------------------
    def _is_wrapper(self, name: str, mod: Module, scope: Optional[str]) -> bool:
        targets = self.p.resolve(name, mod, scope)
        for t in targets:
            if t[0] in ("ext", "func", "class") and t[1] in self.wrappers:
                return True
        if not targets and name.rsplit(".", 1)[-1] in self.wrapper_last and name.rsplit(".", 1)[-1] != "compile":
            return True
        return name in ("torch.compile",) and not targets

    def _callable_roots(self, targets: list, path: str, line: int, kind: str, fullgraph) -> list[Root]:
        roots = []
        for t in targets:
            if t[0] == "func":
                roots.append(Root(t[1], t[2], kind, path, line, fullgraph))
            elif t[0] in ("inst", "class"):
                for entry in ("forward", "__call__"):
                    owner, found = self.p.lookup(t[1], entry)
                    meths = [f for f in found if f[0] == "method"]
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
        # a base class nobody constructs is traced only as one of its subclasses (each its own
        # root, with the forward it inherits or overrides)
        return not any(not _is_test_module(sub.rsplit(".", 1)[0]) for sub in self.p.subclasses(cls_fq))

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
        for mod in self.p.target_modules():
            if mod.error or not live(mod.name):
                continue
            for entry in mod.summary.get("compiles", ()):
                kind, name, arg, line, col, scope, fullgraph = entry
                if kind == "decorator":
                    if self._is_wrapper(name, mod, None):
                        qual = arg
                        roots.append(Root(f"{mod.name}.{qual}", None, "decorator", mod.path, line,
                                          self._flag(fullgraph, name, mod, None)))
                elif kind == "class":
                    if self._is_wrapper(name, mod, None):
                        roots.extend(self._callable_roots([("inst", f"{mod.name}.{arg}", True)], mod.path, line,
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
                    if outside is not None:
                        unresolved.append((mod.path, line, name))
                        if outside and not _is_test_module(mod.name):
                            self.trigger_sites.append((mod.name, line, flag))
        triggers = [f for _, _, f in self.trigger_sites]  # their flags
        if mode == "forwards" or (mode == "auto" and triggers):
            flag = True if True in triggers else ("dynamic" if "dynamic" in triggers else False)
            scopes = {_subsystem(m) for m, _, _ in self.trigger_sites}
            for mod in self.p.target_modules():
                if mod.error or not live(mod.name):
                    continue
                if _is_test_module(mod.name):
                    continue  # a test's modules are no model a runner hands to compile
                if triggers and not any(mod.name == sc or mod.name.startswith(sc + ".") for sc in scopes):
                    continue  # another subsystem's models (a diffusion app's, beside an LLM runner)
                for qual, info in mod.summary["classes"].items():
                    fq = f"{mod.name}.{qual}"
                    if not self.p.is_module_class(fq) or not self._top_level_model(fq):
                        continue
                    owner, found = self.p.lookup(fq, "forward")
                    if owner is None or not found or found[0][0] != "method":
                        continue
                    roots.append(Root(found[0][1], fq, "forwards", mod.path, info["line"],
                                      flag if triggers else True))
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
            got = seen.get((r.fq, r.self_cls))
            if got is None:
                seen[(r.fq, r.self_cls)] = r
                out.append(r)
            elif got.mode != r.mode:
                got.mode = None  # compiled in eval mode once and in training mode once
        return out, unresolved

    # ---- compile flags and compiled values -----------------------------------------------------
    def _flag(self, fullgraph, name: str, mod: Module, scope: Optional[str], call: Optional[ast.Call] = None):
        """``fullgraph`` of one compile: a literal; ``"$p"`` - a parameter of the enclosing function,
        fixed by the keyword ``call`` passes or the parameter's literal default; absent - the
        wrapper's own default (its ``fullgraph`` parameter's, or what it is known to pass)."""
        if fullgraph is None:
            for t in self.p.resolve(name, mod, scope):
                if t[0] in ("func", "ext", "class") and t[1] in WRAPPER_FULLGRAPH:
                    return WRAPPER_FULLGRAPH[t[1]]
                if t[0] == "func":
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
        targets = [t for t in targets if not (t[0] == "ext" and t[1].rstrip("()").rsplit(".", 1)[-1] in COMPILE_NAMES
                                              and t[1].endswith("()"))]
        found = self._callable_roots(targets, mod.path, line, "call", flag)
        if found or (arg and arg[0] == "expr" and targets and all(
                t[0] == "ext" and "()" not in t[1] and not t[1].startswith(("typing.", "abc.")) for t in targets)):
            return found, None
        if targets and all(t[0] == "ext" for t in targets) and any(
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
        return bool(got) and all(t[0] == "ext" and not t[1].startswith(("torch.", "typing.", "builtins."))
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
            roots = self._callable_roots([("inst", fq, True)], mod.path, mod.summary["classes"][qual]["line"],
                                         "declared", True)
            if roots:
                return roots
        targets = self.p.resolve(qual, mod, None)
        roots = self._callable_roots([t for t in targets if t[0] in ("func", "class")], mod.path, 0, "declared", True)
        if not roots:
            raise RootError(f"--root {spec}: no function or module class named {qual} in {modname}")
        return roots

    # ---- reachability ------------------------------------------------------------------------
    def edges(self, node: tuple[str, Optional[str]]) -> tuple[list, list]:
        """(barriers, successors) of one function in one receiver context."""
        mkey = node if self._mode is None else (node, self._mode)
        memo = self._edges_memo.get(mkey)
        if memo is not None:
            return memo
        fq, self_cls = node
        barriers: list = []
        succ: list = []
        got = self.p.function(fq)
        if got is None:
            self._edges_memo[mkey] = (barriers, succ)
            return barriers, succ
        mod, info = got
        scope = fq[len(mod.name) + 1:]
        dead, env = self.cond.regions(fq, mod, info, self_cls, self._mode) if info.get("cond") else ((), ())
        for code, line, col, end, what, gb_type in info["hits"]:
            if dead and inside(dead, line, col):
                continue
            barriers.append((code, gb_type, what, mod.path, line, col, end))
        for expr, line, col, end, kind, shape in info["sites"]:
            if expr is None:
                continue
            if dead and inside(dead, line, col):
                continue
            nsucc = len(succ)
            if kind == "attr":
                # only property getters run on attribute access
                attr = expr.split(".", 1)[1]
                for owner in self.p.resolve("self", mod, scope, self_cls):
                    if owner[0] != "inst":
                        continue
                    _, found = self.p.lookup(owner[1], attr)
                    for t in found:
                        if t[0] == "method" and self.is_property(t[1]):
                            succ.append(((t[1], owner[1] if owner[2] else None), line))
                continue
            targets = self.p.resolve(expr, mod, scope, self_cls)
            if not targets:
                targets = self.by_name_fallback(expr, mod)
            if not targets:
                self.unresolved[(mod.path, line, expr)] = fq
                continue
            if shape is not None and len(targets) > 1:
                # a call edge needs a callee whose signature binds the call's arguments
                bound = self._binders(targets, expr, shape, mod, scope, self_cls)
                if bound:
                    targets = bound
            for t in targets:
                tk = t[0]
                if tk == "classof":  # ``cls: type[Base]`` called: constructs (at least) Base
                    t, tk = ("class", t[1]), "class"
                if tk == "ext":
                    m = match_call(t[1])
                    if m is not None and not self._escaped_call(t[1], expr, m[0].logger_methods, mod):
                        barriers.append((m[0].code, m[1], t[1], mod.path, line, col, end))
                elif tk == "func":
                    k = self.kind(t[1])
                    if k == "disabled":
                        barriers.append((DisabledFunctionCall.code, DisabledFunctionCall.gb_types[0], t[1],
                                         mod.path, line, col, end))
                    elif k == "normal":
                        m = match_call(t[1]) if not self._in_targets(t[1]) else None
                        if m is not None:
                            barriers.append((m[0].code, m[1], t[1], mod.path, line, col, end))
                        else:
                            succ.append(((t[1], t[2]), line))
                            # a decorator's wrapper runs first (functools.wraps timers, ...): one
                            # whose signature takes the call (a decorator returned by a decorator,
                            # ``auto_docstring_decorator(obj)``, is no wrapper of the call)
                            for w in self.wrappers_of(t[1]):
                                if shape is None or self._wrapper_binds(w, t[1], expr, shape, mod, scope, self_cls):
                                    succ.append(((w, None), line))
                elif tk == "class":
                    m = match_call(t[1]) if not self._in_targets(t[1]) else None
                    if m is not None:
                        barriers.append((m[0].code, m[1], t[1], mod.path, line, col, end))
                        continue
                    owner, found = self.p.lookup(t[1], "__init__")
                    for f in found:
                        if f[0] == "method":
                            succ.append(((f[1], t[1]), line))
                    # a dataclass's generated __init__ calls the factories of the fields not passed;
                    # dynamo reports what they do at the construction (the __init__ has no source)
                    for fname, pos, ftargets in self.cond.factories(t[1]):
                        passed = info.get("ctor_args", {}).get((line, col))
                        if fname is not None and (passed is None or passed[1] or fname in passed[2] or (
                                passed[0] > (pos if pos is not None else 0))):
                            continue
                        for ft in ftargets:
                            if ft[0] == "ext":
                                m = match_call(ft[1])
                                if m is not None:
                                    barriers.append((m[0].code, m[1], ft[1], mod.path, line, col, end))
                            elif ft[0] == "func" and self.kind(ft[1]) == "normal":
                                succ.append(((ft[1], None), line))
                elif tk == "inst" or tk == "list":
                    # calling an ``nn.Sequential`` calls each of its modules
                    insts = [t] if tk == "inst" else [e for e in t[1] if e[0] == "inst"]
                    for it in insts:
                        classes = [it[1]] if it[2] else [it[1], *sorted(self.p.subclasses(it[1]))][:160]
                        # a subclass that inherits ``forward`` runs it as itself (its class flags
                        # decide the branches); in a large hierarchy the receiver stays open
                        each = len(classes) <= 16
                        for c in classes:
                            for entry in ("__call__", "forward"):
                                owner, found = self.p.lookup(c, entry)
                                meths = [f for f in found if f[0] == "method"]
                                if meths:
                                    if c == it[1] or owner == c or each:
                                        recv = c if (each or c != it[1] or it[2]) else None
                                        succ.append(((meths[0][1], recv), line))
                                    break
            if env and len(succ) > nsucc:
                self._note_guards(node, succ[nsucc:], line,
                                  self.cond.env_at(fq, mod, info, self_cls, self._mode, line, col))
        self._edges_memo[mkey] = (barriers, succ)
        return barriers, succ

    # ---- signatures ------------------------------------------------------------------------------
    def _binders(self, targets: list, expr: str, shape: tuple, mod: Module, scope: str,
                 self_cls: Optional[str]) -> list:
        """The targets of a call whose signature can bind its arguments (``shape``: positional
        count, unpacking, keyword names). Targets the check cannot judge are kept. When no target
        binds, all are kept: the call exists, so the summary of some callee is incomplete."""
        out = []
        receiver: Optional[bool] = None
        for t in targets:
            if t[0] != "func":
                out.append(t)
                continue
            got = self.p.function(t[1])
            if got is None:
                out.append(t)
                continue
            info = got[1]
            sig = info.get("sig")
            decos = {d.rsplit(".", 1)[-1] for d in info["decorators"]}
            # a decorator's wrapper (``functools.wraps``, ``*args, **kwargs``) forwards the call to
            # the function, which must bind it all the same; only descriptors and partial
            # application change what a call binds
            if sig is None or decos & _SIG_CHANGING:
                out.append(t)
                continue
            if info.get("cls") is None or "staticmethod" in decos:
                ok = _binds(sig, shape, 0)
            elif "classmethod" in decos:
                ok = _binds(sig, shape, 1)
            else:
                as_bound, as_plain = _binds(sig, shape, 1), _binds(sig, shape, 0)
                if as_bound == as_plain:
                    ok = as_bound
                else:
                    if receiver is None:
                        receiver = self.p.bound_receiver(expr, mod, scope, self_cls)
                    ok = as_bound if receiver else as_plain
            if ok:
                out.append(t)
        return out

    def _wrapper_binds(self, wrapper: str, fq: str, expr: str, shape: tuple, mod: Module, scope: str,
                       self_cls: Optional[str]) -> bool:
        """Can the wrapper a decorator put in place of ``fq`` take this call of it? (A wrapper of a
        method called on an instance receives the instance first.)"""
        got, wgot = self.p.function(fq), self.p.function(wrapper)
        if got is None or wgot is None or wgot[1].get("sig") is None:
            return True
        npos, star, kws = shape
        decos = {d.rsplit(".", 1)[-1] for d in got[1]["decorators"]}
        if got[1].get("cls") is not None and not decos & {"staticmethod", "classmethod"} and \
                self.p.bound_receiver(expr, mod, scope, self_cls):
            npos += 1
        return _binds(wgot[1]["sig"], (npos, star, kws), 0)

    # ---- environment guards (``if torch.cuda.is_available(): ...``) -------------------------------
    def _note_guards(self, node: tuple, edges: list, line: int, names: tuple) -> None:
        for nxt, _ in edges:
            key = (node, self._mode, nxt, line)
            if not names:
                self._edge_guard[key] = ()
            elif self._edge_guard.get(key, names):
                self._edge_guard[key] = names
                self._any_guard = True

    def _site_guard(self, node: tuple, line: int, col: int) -> tuple:
        got = self.p.function(node[0])
        if got is None or not got[1].get("cond"):
            return ()
        return self.cond.env_at(node[0], got[0], got[1], node[1], self._mode, line, col)

    def _firm(self, start: tuple, stop_outside: bool) -> set:
        """Nodes reachable from ``start`` through calls no environment query guards (with
        ``stop_outside``: the first functions outside the targets are included, not entered)."""
        key = (start, self._mode, stop_outside)
        got = self._firm_memo.get(key)
        if got is None:
            got = {start}
            queue = deque([start])
            while queue:
                node = queue.popleft()
                for nxt, line in self.edges(node)[1]:
                    if nxt not in got and not self._edge_guard.get((node, self._mode, nxt, line)):
                        got.add(nxt)
                        if not (stop_outside and not self._node_in_targets(nxt[0])):
                            queue.append(nxt)
            self._firm_memo[key] = got
        return got

    def _links_guard(self, parent: dict, node: tuple) -> list:
        """Environment queries guarding the calls of the chain that ``parent`` holds for ``node``."""
        names: list = []
        cur = node
        while parent.get(cur) is not None:
            caller, line = parent[cur]
            for n in self._edge_guard.get((caller, self._mode, cur, line), ()):
                if n not in names:
                    names.append(n)
            cur = caller
        return names

    def _guard_of(self, root: Root, entry: Optional[tuple], parent: dict, node: tuple, barrier: tuple,
                  crossing: Optional[tuple]) -> list:
        """Environment queries that must be true for the barrier to be reached from the root: its
        own site's, or those on every chain of calls to it (named from the chain found)."""
        names = list(self._site_guard(node, barrier[4], barrier[5]))
        if not self._any_guard:
            return names
        # a chain without a guarded call is itself an unguarded path: the search for one (``_firm``)
        # runs only when the chain found has a guarded call
        extra: list = []
        start = (root.fq, root.self_cls)
        if entry is None:
            links = self._links_guard(parent, node)
            if links and node not in self._firm(start, self._node_in_targets(root.fq)):
                extra = links
        else:
            rparent, caller, line = crossing
            links = self._links_guard(rparent, caller) + list(
                self._edge_guard.get((caller, self._mode, entry, line), ()))
            if links and entry not in self._firm(start, self._node_in_targets(root.fq)):
                extra = links
            links = self._links_guard(parent, node)
            if links and node not in self._firm(entry, False):
                extra += links
        for n in extra:
            if n not in names:
                names.append(n)
        return names

    def is_property(self, fq: str) -> bool:
        got = self.p.function(fq)
        return bool(got and any(d.rsplit(".", 1)[-1] in ("property", "cached_property")
                                for d in got[1]["decorators"]))

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
            for dec in info["decorators"]:
                if dec.rsplit(".", 1)[-1].rstrip("()") in ("property", "cached_property", "staticmethod",
                                                          "classmethod", "abstractmethod", "wraps"):
                    continue
                for t in self.p.resolve(dec, mod, outer):
                    if t[0] != "func":
                        continue
                    for w in self.p.call_result(t, 1):
                        if w[0] == "func" and w[1] != fq:
                            out.append(w[1])
        self._wrap_memo[fq] = out
        return out

    def by_name_fallback(self, expr: str, mod: Module) -> list:
        """``self.<attr>.<method>(...)`` on an attribute of unknown type: every method of that name
        in the scanned package (at most a few), rather than nothing."""
        parts = expr.split(".")
        if len(parts) != 3 or parts[0] != "self" or "(" in expr or "[" in expr:
            return []
        method = parts[2]
        if method.startswith("__") or method in COMMON_METHODS:
            return []
        top = mod.name.split(".")[0]
        if self._methods_by_name is None:
            idx: dict[str, list] = {}
            for m in self.p.target_modules():
                if m.error:
                    continue
                for qual, cinfo in m.summary["classes"].items():
                    for name, mq in cinfo["methods"].items():
                        idx.setdefault(name, []).append((m.name.split(".")[0], f"{m.name}.{mq}", f"{m.name}.{qual}"))
            self._methods_by_name = idx
        cands = [(fq, c) for t, fq, c in self._methods_by_name.get(method, ()) if t == top]
        if not 1 <= len(cands) <= 8:
            return []
        return [("func", fq, c) for fq, c in cands]

    def _in_targets(self, fq: str) -> bool:
        got = self.p.function(fq) or self.p.klass(fq)
        return bool(got and got[0].in_targets)

    def _walk(self, start: tuple, stop_outside: bool):
        """BFS from one node: parents (node -> (caller, call line)), barrier hits, and - when
        ``stop_outside`` - the first call into each function outside the scanned targets."""
        return self._walk_multi([start], stop_outside)

    def _walk_multi(self, starts: list, stop_outside: bool, skip_starts: bool = False,
                    parent: Optional[dict] = None):
        """BFS from many nodes at once (each reached node's parent leads back to its nearest
        start). ``skip_starts``: the starts themselves count as reached only when an edge leads
        to them (finds which starts another start calls). ``stop_outside`` stops at calls into
        functions outside the targets (those are the crossings)."""
        if parent is None:
            parent = {}
        queue = deque()
        for s0 in starts:
            if s0 not in parent:
                if not skip_starts:
                    parent[s0] = None
                queue.append(s0)
        hits: list[tuple] = []
        crossings: dict[tuple, tuple] = {}
        expanded: set = set()
        while queue:
            node = queue.popleft()
            if skip_starts:
                if node in expanded:
                    continue
                expanded.add(node)
            barriers, succ = self.edges(node)
            for b in barriers:
                hits.append((node, b))
            for nxt, line in succ:
                if nxt in parent:
                    continue
                if stop_outside and not self._node_in_targets(nxt[0]):
                    crossings.setdefault(nxt, (node, line))
                    continue
                parent[nxt] = (node, line)
                queue.append(nxt)
        return parent, hits, crossings

    def _emit_walk(self, findings: dict, root_of: dict, parent: dict, hits: list, crossings: dict) -> None:
        """Findings of one traversal; ``root_of`` maps each start node to its Root."""
        self._chain_memo.clear()

        def root_for(node):
            cur = node
            while parent.get(cur) is not None:
                cur = parent[cur][0]
            return root_of[cur]

        for node, barrier in hits:
            self._emit(findings, root_for(node), None, parent, node, barrier, None)
        for entry, (caller, line) in crossings.items():
            root = root_for(caller)
            eparent, ehits = self._external(entry)
            prefix, psteps = self._chain(parent, caller)
            psteps = psteps + [[self._path_of(caller[0]), line]]
            for node, barrier in ehits:
                self._emit(findings, root, entry, eparent, node, barrier, (prefix, psteps, line),
                           (parent, caller, line))

    def _node_in_targets(self, fq: str) -> bool:
        got = self._in_targets_memo.get(fq)
        if got is None:
            got = self._in_targets_memo[fq] = self._in_targets(fq)
        return got

    def _path_of(self, fq: str) -> str:
        got = self._pathof_memo.get(fq)
        if got is None:
            fn = self.p.function(fq)
            got = self._pathof_memo[fq] = _display_path(fn[0].path) if fn else ""
        return got

    def _chain(self, parent: dict, node: tuple) -> tuple[list[str], list[list]]:
        key = (id(parent), node)
        got = self._chain_memo.get(key)
        if got is None:
            got = self._chain_memo[key] = self._chain_uncached(parent, node)
        return list(got[0]), list(got[1])

    def _chain_uncached(self, parent: dict, node: tuple) -> tuple[list[str], list[list]]:
        names: list[str] = []
        steps: list[list] = []
        cur: Optional[tuple] = node
        while cur is not None:
            names.append(cur[0])
            link = parent[cur]
            if link is None:
                break
            steps.append([self._path_of(link[0][0]), link[1]])
            cur = link[0]
        names.reverse()
        steps.reverse()
        return names, steps

    def _external(self, entry: tuple):
        got = self._ext_memo.get((entry, self._mode))
        if got is None:
            parent, hits, _ = self._walk(entry, stop_outside=False)
            got = self._ext_memo[(entry, self._mode)] = (parent, hits)
        return got

    def reach(self, roots: list[Root]) -> list[Finding]:
        """One finding per (root, barrier site, entry into another package); with guessed
        ``forwards`` roots, one per (barrier site, call into its package), under the first root.

        Inside the scanned targets each root keeps its shortest chain to a site. A barrier in a
        followed package (flashinfer under sglang) is reported once per distinct call from the
        targets into that package, so the chain always shows which call site of the user's own
        code leads there (and where a call-site fix belongs).
        """
        # the deployment calls each compiled root with its defaults (parameters every call gives
        # one constant decide branches); answers given before the roots were known are dropped
        self.cond.root_fqs = frozenset(r.fq for r in roots)
        self.cond.reset_decisions()
        self._edges_memo.clear()
        findings: dict[tuple, Finding] = {}
        self._also_roots: dict[tuple, set] = {}
        walks = {}
        # ``--roots forwards`` makes every nn.Module.forward a root; one that another root already
        # calls adds nothing but repeats (its sites are reported under the outer root), so only the
        # outermost forwards are kept - the modules a serving engine actually hands to compile.
        # Whole engines have thousands of forwards: instead of one walk per root, one traversal
        # finds the forwards some root calls (inner), and one multi-source traversal from the
        # outer ones gives every reached node its nearest root (the shortest chain).
        fwd = [r for r in roots if r.kind == "forwards"]
        other = [r for r in roots if r.kind != "forwards"]
        inner: set = set()

        def order(r: Root):
            # likely-outer classes (never constructed by the scanned code itself) first
            return (len(self.p.construction_args(r.self_cls)) if r.self_cls else 0, r.fq)

        fwd_starts = {(r.fq, r.self_cls) for r in fwd}
        if fwd:
            by_mode: dict = {}
            for r in roots:
                by_mode.setdefault(r.mode, []).append(r)
            for mode, rs in by_mode.items():
                self._mode = mode
                starts = [(r.fq, r.self_cls) for r in rs]
                seen = self._walk_multi(starts, stop_outside=True, skip_starts=True)[0]
                inner.update(n for n in seen if n in fwd_starts)
        self.inner_roots = inner
        # emitting pass, declared and compiled roots: one walk per root, one alive at a time
        walks: set = set()
        covered: set = set()  # forwards some declared/compiled root's walk reaches
        for root in other:
            start = (root.fq, root.self_cls)
            if start in walks:
                continue
            walks.add(start)
            self._mode = root.mode
            parent, hits, crossings = self._walk(start, stop_outside=self._node_in_targets(root.fq))
            if fwd_starts:
                covered.update(n for n in parent if n in fwd_starts)
            self._emit_walk(findings, {start: root}, parent, hits, crossings)
        # emitting pass, guessed forwards: one traversal per mode from every outer forward; a
        # cycle of forwards that call each other keeps its first one (by order) as a source
        by_mode = {}
        for r in sorted(fwd, key=order):
            by_mode.setdefault(r.mode, []).append(r)
        for mode, rs in by_mode.items():
            self._mode = mode
            root_of: dict = {}
            for r in rs:
                root_of.setdefault((r.fq, r.self_cls), r)
            sources = [s for s in root_of if s not in inner]
            parent: dict = {}
            hits: list = []
            crossings: dict = {}
            while True:
                p2, h2, c2 = self._walk_multi(sources, stop_outside=True, parent=parent)
                hits.extend(h2)
                for k, v in c2.items():
                    crossings.setdefault(k, v)
                left = [s for s in root_of if s not in parent and s not in covered]
                if not left:
                    break
                sources = left[:1]
            self._emit_walk(findings, root_of, parent, hits, crossings)
        self._mode = None
        for key, more in self._also_roots.items():
            f = findings[key]
            more.discard(f.root)
            if more:
                f.detail["also_roots"] = len(more)  # other guessed roots that reach the same site
        self._also_roots = {}
        return sorted(findings.values(), key=lambda f: (f.path, f.line, f.column, f.rule, f.root))

    def _node_classes(self, node: tuple) -> tuple:
        got = self._nodecls_memo.get(node)
        if got is None:
            fq, self_cls = node
            fn = self.p.function(fq)
            own = f"{fn[0].name}.{fn[1]['cls']}" if fn and fn[1].get("cls") else None
            got = self._nodecls_memo[node] = tuple(c for c in (self_cls, own) if c)
        return got

    def _chain_nodes(self, parent: dict, node: tuple, crossing: Optional[tuple]) -> tuple[list, list]:
        """The chain's nodes, root first, and the line of each call from one node to the next."""
        nodes: list = []
        links: list = []
        cur: Optional[tuple] = node
        while cur is not None:
            nodes.append(cur)
            link = parent.get(cur)
            if link is None:
                break
            links.append(link[1])
            cur = link[0]
        if crossing is not None:
            cparent, cur, line = crossing
            links.append(line)
            while cur is not None:
                nodes.append(cur)
                link = cparent.get(cur)
                if link is None:
                    break
                links.append(link[1])
                cur = link[0]
        nodes.reverse()
        links.reverse()
        return nodes, links

    def _feasible(self, nodes: list, links: list, last: tuple) -> bool:
        """Whether the chain can run as written: the arguments each call on it passes (a literal,
        a default left out, a value handed on from the call before) must not make the next call,
        or the barrier, sit in a branch they rule out (``self.norm(h)`` never takes
        ``if residual is not None:`` although other callers pass a residual)."""
        bind: dict = {}
        for i, (fq, self_cls) in enumerate(nodes):
            got = self.p.function(fq)
            if got is None:
                return True
            mod, info = got
            scope = fq[len(mod.name) + 1:]
            site = self._site_on(mod, info, scope, self_cls, links[i], nodes[i + 1][0]) if i + 1 < len(nodes) else None
            pos = (site[1], site[2]) if site is not None else (last if i + 1 == len(nodes) else None)
            if bind and pos is not None and info.get("cond"):
                dead, _ = self.cond.regions_bound(fq, mod, info, self_cls, self._mode, bind)
                if dead and inside(dead, *pos):
                    return False
            if site is None:
                bind = {}
                continue
            bind = self.cond.call_binding(site, mod, scope, nodes[i + 1][0], bind)
        return True

    def _site_on(self, mod: Module, info: dict, scope: str, self_cls: Optional[str], line: int,
                 callee: str) -> Optional[tuple]:
        """The one call site on ``line`` that calls ``callee`` (resolved: the function itself, or
        a module instance whose ``forward`` it is), or None."""
        sites = [s for s in info["sites"] if s[1] == line and s[4] == "call" and s[0]]
        if len(sites) <= 1:
            return sites[0] if sites else None
        hits = []
        for site in sites:
            for t in self.p.resolve(site[0], mod, scope, self_cls):
                if (t[0] == "func" and t[1] == callee) or (
                        t[0] == "inst" and callee.endswith(".forward") and any(
                            f[0] == "method" and f[1] == callee for f in self.p.lookup(t[1], "forward")[1])):
                    hits.append(site)
                    break
        return hits[0] if len(hits) == 1 else None

    def _in_tree(self, root: Root, nodes: list) -> bool:
        """Whether every object on the chain can be in the root's module tree: an instance the
        code installs only into one model's submodules (``Program.tree_scope``) is reached
        through that model (a method of it on the chain), or from a root inside its tree."""
        root_cls = root.self_cls or next(iter(self._node_classes((root.fq, None))), None)
        seen: set = set()
        for n in nodes:
            classes = self._node_classes(n)
            for c in classes:
                scope = self.p.tree_scope(c)
                if scope and not any(self._under(s, seen, root_cls) for s in scope):
                    return False
            seen.update(classes)
        return True

    def _under(self, scope_cls: str, seen: set, root_cls: Optional[str]) -> bool:
        related = {scope_cls, *self.p.subclasses(scope_cls)}
        if related & seen:
            return True
        return bool(root_cls) and (root_cls in related or root_cls in self.p.submodule_classes(scope_cls))

    def _emit(self, findings: dict, root: Root, entry: Optional[tuple], parent: dict, node: tuple,
              barrier: tuple, prefix: Optional[tuple], crossing: Optional[tuple] = None) -> None:
        code, gb_type, what, path, line, col, end = barrier
        if self.select is not None and code not in self.select:
            return
        if code in self.ignore:
            return
        if root.kind == "forwards":
            # guessed roots (every outermost forward): one finding per barrier site and call from
            # the targets into the barrier's package, under the first root that reaches it; the
            # other roots are counted, not repeated (528 sglang models x 1,400 sites otherwise)
            key = ("*", path, line, col, code, tuple(prefix[1][-1]) if prefix is not None else None)
            if key in findings:
                self._also_roots.setdefault(key, set()).add(root.fq)
                return
        else:
            key = (root.fq, path, line, col, code, entry[0] if entry else None)
            if key in findings:
                return
        nodes, links = self._chain_nodes(parent, node, crossing)
        if not self._in_tree(root, nodes) or not self._feasible(nodes, links, (line, col)):
            return
        names, steps = self._chain(parent, node)
        detail: dict = {}
        if prefix is not None:
            names = prefix[0] + names
            steps = prefix[1] + steps
            detail["entry"] = entry[0]
            detail["entry_call"] = prefix[1][-1]
        steps = steps + [[_display_path(path), line]]
        detail["steps"] = steps
        rule = by_code()[code]
        gid = gb.gb_id(gb_type) if gb_type and gb_type != gb.USER_ERROR else None
        severity = rule.severity
        message = rule.format_message(what.rsplit(".", 1)[-1] if rule.short_callee else what)
        if root.fullgraph is not True and severity == "error":
            # not fullgraph: the barrier splits the compiled region (speed, CUDA-graph capture of
            # the whole region) instead of failing the compile
            severity = "warning"
            message += (" (graph break: the root is compiled with fullgraph=False)" if root.fullgraph is False
                        else " (graph break, or a failed compile where fullgraph is set True at run time)")
        only_when = self._guard_of(root, entry, parent, node, barrier, crossing)
        if only_when:
            # dynamo folds the query on the compiling machine: reached only where it is true
            severity = "warning"
            cold = [n for n in only_when if n.startswith("cold cache: ")]
            queries = [n + "()" for n in only_when if not n.startswith("cold cache: ")]
            parts = (["only when " + " and ".join(queries)] if queries else []) + [
                "only on a " + n for n in cold]
            message += " (" + "; ".join(parts) + ")"
            detail["only_when"] = only_when
        findings[key] = Finding(
            rule=code, severity=severity, path=_display_path(path), line=line, column=col,
            message=message,
            root=root.fq, chain=names + [what], hint=rule.hint, gb_type=gb_type, gb_id=gid,
            end_line=end, function=node[0], detail=detail, fullgraph=root.fullgraph)


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
        if hit is not None and _still_valid(cache, hit["followed"]):
            result = _result_from_plain(hit)
            result.cache_hits, result.cache_misses = len(files), 0
            result.profile = profile
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
                            files=len(files), followed_modules=program.stats.followed_modules, profile=profile)
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
            dirnames[:] = sorted(d for d in dirnames if d not in ("__pycache__", "report"))
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
    }


def _result_from_plain(d: dict) -> ScanResult:
    r = ScanResult()
    r.findings = [Finding(**dict(zip(_FINDING_FIELDS, t))) for t in d["findings"]]
    r.problems = [Problem(*p) for p in d["problems"]]
    r.roots = [Root(*t) for t in d["roots"]]
    r.unresolved_compiles = [tuple(u) for u in d["unresolved_compiles"]]
    r.unresolved_calls = [tuple(u) for u in d["unresolved_calls"]]
    r.roots_mode, r.files, r.followed_modules = d["meta"]
    return r


def _still_valid(cache: Cache, followed: list[tuple[str, str]]) -> bool:
    return all(cache.file_key(path)[0] == key for path, key in followed)


__all__ = ["scan", "ScanResult", "Root", "TargetError", "RootError"]
