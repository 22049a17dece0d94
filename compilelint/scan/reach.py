"""Reachability from the roots: call edges only where the call can happen (signatures bind,
receivers resolve, branches the deployment rules out are dead), dynamo's boundaries respected, and
one finding per barrier site with the chain that reaches it (checked against its own calls and
module trees)."""
from __future__ import annotations

import ast
import re
from collections import deque
from typing import Optional

from compilelint import catalogue, gb
from compilelint.findings import Finding
from compilelint.conditions import COLD, _node_at, inside
from compilelint.evaluate import _fn_facts
from compilelint.index.summarize import _BUILTIN_EXC_NAMES as _BUILTIN_EXCEPTIONS, _exits, _span
from compilelint.names import absolute_module, dataclass_decorated, dotted, display_path as _display_path, own_nodes, property_decorated
from compilelint.program import GENERATOR, Module, release_parsed
from compilelint.rules import by_code, match_call
from compilelint.rules.custom_ops import CustomOpWithoutFake
from compilelint.rules.disabled import DisabledFunctionCall
from compilelint.rules.tensor_data import (_INT_OP_GB, DataDependentBranch, _numeric_of, item_number_locals, FloatToList, _is_float, _is_tensorish, _item_source,
                                          _tolist_loop_names, value_locals)
from compilelint.scan.frames import ALL, RESUMELESS_GB, TRACED, FrameModel, _resumeless_spot, _stmt_path, dominates
from compilelint.scan.roots import Root, decorator_results
from compilelint.index.schema import T_CLASS, T_EXT, T_FUNC, T_INST, T_METHOD


_EXITS = (ast.Return, ast.Raise, ast.Continue, ast.Break)
# a tensor annotation: ``torch.Tensor``, ``Tensor``, ``torch.LongTensor``, ``Optional[torch.Tensor]``
_TENSOR_ANN = re.compile(r"^(?:Optional\[)?(?:torch\.)?[A-Za-z]*Tensor\]?$")


def _test_entry(path: str, test: ast.expr, holds: bool) -> dict:
    """One branch test a chain depends on: where it is, its source, and the value the chain needs."""
    text = ast.unparse(test)
    return {"path": path, "line": test.lineno, "test": text if len(text) <= 120 else text[:117] + "...",
            "needs": holds}

# method names too generic for by-name dispatch of an unknown receiver
COMMON_METHODS = frozenset({"get", "set", "items", "keys", "values", "append", "extend", "update", "pop",
                            "copy", "clone", "view", "to", "reshape", "size", "item", "sum", "mean", "max",
                            "min", "run", "call", "apply_", "add", "remove", "clear", "close", "open",
                            "read", "write", "format", "join", "split", "strip", "encode", "decode",
                            "forward", "register", "reset", "step", "zero_", "fill_", "copy_", "float",
                            "half", "cuda", "cpu", "numel", "dim", "contiguous", "permute", "transpose"})


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


def _walk_up(parent: dict, node: tuple, nodes: list, links: list) -> None:
    """Append ``node`` and its callers up to the walk's start, and the line of each call."""
    cur: Optional[tuple] = node
    while cur is not None:
        nodes.append(cur)
        link = parent.get(cur)
        if link is None:
            return
        links.append(link[1])
        cur = link[0]


_SWITCH_NODES = (ast.Name, ast.Constant, ast.Compare, ast.BoolOp, ast.UnaryOp, ast.Call, ast.Load,
                 ast.Not, ast.And, ast.Or, ast.Eq, ast.NotEq, ast.Gt, ast.GtE, ast.Lt, ast.LtE)


def _off_value(test: ast.AST, own: set) -> Optional[bool]:
    """The truth of a branch test on a function's own collections when they are empty (``len(x) >
    0``, ``not wanted``, ``if recorders:``); None unless the test reads only such locals, literals,
    ``len``/``bool``, comparisons and boolean operators."""
    names = set()
    for x in ast.walk(test):
        if not isinstance(x, _SWITCH_NODES):
            return None
        if type(x) is ast.Call and not (type(x.func) is ast.Name and x.func.id in ("len", "bool")
                                        and len(x.args) == 1 and not x.keywords):
            return None
        if type(x) is ast.Name and x.id not in ("len", "bool"):
            names.add(x.id)
    if not names or not names <= own:
        return None
    try:
        v = eval(compile(ast.Expression(test), "<switch>", "eval"),  # noqa: S307 - checked above
                 {"__builtins__": {"len": len, "bool": bool}}, {n: [] for n in names})
    except Exception:  # noqa: BLE001
        return None
    return bool(v)


_PARAMETER_CTORS = frozenset({"torch.nn.Parameter", "torch.nn.parameter.Parameter"})




def _catches_import_error(h: ast.ExceptHandler) -> bool:
    """``except ImportError:`` / ``except (ImportError, OSError):``: the author expects the package
    may be missing (a broad ``except Exception:`` is a probe's catch-all, transformers'
    ``is_jax_tracer`` behind ``hasattr(x, "jax")``: not read as an optional import)."""
    if h.type is None:
        return False
    types = h.type.elts if type(h.type) is ast.Tuple else [h.type]
    return any((dotted(x) or "").rsplit(".", 1)[-1] in ("ImportError", "ModuleNotFoundError") for x in types)

class Reacher(FrameModel):
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
                        if t[0] == T_FUNC:
                            funcs.add(t[1])
                        elif t[0] != T_EXT:
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

    # ---- reachability ------------------------------------------------------------------------
    def _live_target(self, t: tuple) -> bool:
        if t[0] not in (T_FUNC, T_CLASS, T_INST):
            return True
        got = self.p.function(t[1]) if t[0] == T_FUNC else self.p.klass(t[1])
        return got is None or self.p.live_module(got[0].name)

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
        if fq in self._forward_wrappers and info.get("cond"):
            # a decorator's wrapper around a module's forward (output capturing, keyword renaming,
            # a dynamic RoPE update): what it does besides calling the forward serves options the
            # call may not ask for; only branches the scan decides in their favour are taken
            dead = list(dead) + self._wrapper_switches(fq, mod, info, self_cls)
        via = {(v[0], v[1]): v[2] for v in info.get("dd_via", ())} if dead else {}
        for code, line, col, end, what, gb_type in info["hits"]:
            if dead and inside(dead, line, col):
                continue
            if code == DataDependentBranch.code and (line, col) in via and all(
                    inside(dead, sl, sc) for sl, sc in via[(line, col)]):
                continue  # every store that makes the tested local a tensor is on a dead path
            barriers.append((code, gb_type, what, mod.path, line, col, end))
        if fq in getattr(self, "_input_roots", ()) and info.get("dd_params"):
            # ``if ids[0] > 0:`` in a compiled root on its own input, as where a helper is handed it
            for use in info["dd_params"]:
                if len(use) != 5 or not use[3].startswith("if on parameter"):
                    continue
                uline, ucol, uend, what, pname = use
                if dead and inside(dead, uline, ucol):
                    continue
                if self._root_input(pname, fq) and self._compares_value(fq, pname, uline, dead):
                    barriers.append((DataDependentBranch.code, gb.DATA_DEPENDENT,
                                     f"{what}, an input of the compiled root (a tensor)", mod.path, uline, ucol, uend))
        if info.get("imports"):
            barriers.extend(self._missing_imports(fq, mod, info, dead))
        for line, col, end, what, callee in info.get("dd_calls", ()):
            # ``chunk = helper(cfg); if x % chunk:`` where the helper returns ``np.lcm(...)``
            if dead and inside(dead, line, col):
                continue
            if callee[0] == "?":
                # a truth test of a call's result: a break where the callee returns a tensor, or
                # one number or truth read from a tensor's data
                targets = self.p.resolve(callee[1:], mod, scope, self_cls) + self._param_targets(
                    callee[1:], fq, info, "call", own_stores=True)
                head, _, meth = callee[1:].rpartition(".")
                if not targets and "." not in head and head not in ("self", "cls"):
                    # a loop variable over a container of unknown objects: the methods of that name
                    # in the scanned package, when only a few classes define one
                    targets = [(T_FUNC, f, None) for f in self.p._methods_named(meth)]
                if not any(t[0] == T_FUNC and (self._returns_tensor(t[1], t[2] if len(t) > 2 else None, 0)
                                               or self._returns_data_value(t[1], t[2] if len(t) > 2 else None, 0))
                           for t in targets):
                    continue
            elif callee[0] == "#":
                # the size of what a helper returned: data-dependent where it returns one
                if not any(t[0] == T_FUNC and self._returns_dd_size(t[1], t[2] if len(t) > 2 else None, 0)
                           for t in self.p.resolve(callee[1:], mod, scope, self_cls) + self._param_targets(
                               callee[1:], fq, info, "call", own_stores=True)):
                    continue
            elif callee[0] == "~":
                # ``levels = rms_dbfs(wave).tolist()`` where the helper returns a float tensor
                if any(t[0] == T_FUNC and (self.p.function(t[1]) or (None, {}))[1].get("ret_float")
                       for t in self.p.resolve(callee[1:], mod, scope, self_cls)):
                    barriers.append((FloatToList.code, FloatToList.gb_types[0], what, mod.path, line, col, end))
                continue
            elif callee[0] == "[":
                # a Python dict or list indexed by a number read from a tensor (a tensor is not)
                if not self._python_container(callee[1:], mod, scope, self_cls):
                    continue
            elif callee[0] == "!":
                # a field the receiver's class declares a tensor, compared by value
                if not self._declared_tensor(callee[1:], fq, mod, scope, self_cls, info):
                    continue
            elif callee[0] == "%":
                # a loop variable over what a helper returns, compared: numbers ``.tolist()`` read
                if not any(t[0] == T_FUNC and (self.p.function(t[1]) or (None, {}))[1].get("ret_list")
                           for t in self.p.resolve(callee[1:], mod, scope, self_cls)):
                    continue
            elif callee[0] == "^":
                # a property's value tested for truth: a break where its getter returns a tensor or
                # a number read from one
                if not any(self.p.function(g) and (self._returns_dd_live(g, recv_cls) or self._returns_tensor(
                        g, recv_cls, 0)) for g, recv_cls in self._property_getter_pairs(callee[1:], mod, scope, self_cls, fq, info)):
                    continue
            elif callee[0] == "@":
                # a property read in the test: its getter, where the receiver's class has one
                if not any(self.p.function(g) and self._returns_dd_live(g)
                           for g in self._property_getters(callee[1:], mod, scope, self_cls)):
                    continue
            else:
                # ``chunk = helper(cfg); if x % chunk:`` where the helper returns ``np.lcm(...)``; a
                # local the test reads as a value ("="): a tensor return too (``score =
                # self._confidence(x); if score > thr:``)
                valued = callee[0] == "="
                name = callee[1:] if valued else callee
                if not any(t[0] == T_FUNC and (self._returns_dd_live(t[1], t[2] if len(t) > 2 else None) or (
                        valued and self._returns_tensor(t[1], t[2] if len(t) > 2 else None, 0))
                        or self._returns_data_value(t[1], t[2] if len(t) > 2 else None, 0))
                           for t in self.p.resolve(name, mod, scope, self_cls) + self._param_targets(
                               name, fq, info, "call", own_stores=True)):
                    continue
            barriers.append((DataDependentBranch.code, gb.DATA_DEPENDENT, what, mod.path, line, col, end))
        for expr, line, col, end, kind, shape in info["sites"]:
            if expr is None:
                continue
            if dead and inside(dead, line, col):
                continue
            nsucc = len(succ)
            if kind == "attr":
                # only property getters run on attribute access
                getters = self._getters("self", expr.split(".", 1)[1], mod, scope, self_cls)
                succ.extend((g, line) for g in getters)
                self._cold_property_read(getters, expr, mod, line, col, end, barriers)
                continue
            if kind == "call" and expr == "super().__init__" and scope.endswith(".__init__") \
                    and self._exception_class(self_cls or (f"{mod.name}.{info['cls']}" if info.get("cls") else None)):
                # ``raise UnsupportedHeadDimError(...)`` whose ``__init__`` hands the message to the
                # builtin exception's: measured ``construct:exception-super-init``
                c = catalogue.construct("exception-super-init")
                if c is not None:
                    barriers.append((c[0], c[1], "super().__init__() of an exception class", mod.path, line, col, end))
                    continue
            if kind == "call" and expr.endswith(".requires_grad_") and (
                    self._held_tensor(expr[:-15], info)
                    or self._parameter_loop_var(expr[:-15], fq, mod, scope, self_cls)):
                # ``for p in self.base_layer.parameters(): p.requires_grad_(False)`` (a lazy freeze
                # in the forward): measured ``construct:requires-grad-outside``
                c = catalogue.construct("requires-grad-outside")
                if c is not None:
                    barriers.append((c[0], c[1], f"{expr}() (on a tensor made outside the compiled region)",
                                     mod.path, line, col, end))
                    continue
            targets = self.p.resolve(expr, mod, scope, self_cls)
            if not targets:
                targets = self._param_targets(expr, fq, info, kind)
            if not targets:
                targets = self.by_name_fallback(expr, mod)
            if not targets and kind == "call":
                targets = self._held_global_fallback(expr, mod, scope, info)
            if not targets and kind == "call":
                targets = self._param_name_fallback(expr, fq, mod, info)
            if not targets and shape is not None and kind == "call":
                targets = self._module_param_fallback(expr, info, shape, mod)
            if not targets:
                self.unresolved[(mod.path, line, expr)] = fq
                continue
            # code in a module named for another platform (``moe_runner/aiter.py`` under CUDA) is
            # never what a call runs on the deployment's machine
            targets = [t for t in targets if self._live_target(t)]
            if kind == "call" and len(targets) > 1:
                targets = self._dispatched(targets, fq, expr, line, col)
            if shape is not None and len(targets) > 1:
                # a call edge needs a callee whose signature binds the call's arguments
                bound = self._binders(targets, expr, shape, mod, scope, self_cls)
                if bound:
                    targets = bound
            for t in targets:
                tk = t[0]
                if tk == "classof":  # ``cls: type[Base]`` called: constructs (at least) Base
                    t, tk = ("class", t[1]), "class"
                if tk == T_EXT:
                    if t[1] in _PARAMETER_CTORS and self._first_arg_derived(fq, info, line, col):
                        # ``layer.weight = Parameter(weight.t(), requires_grad=False)`` in traced code
                        # (measured ``construct:parameter-of-derived``; of the graph input itself,
                        # ``Parameter(x)``, it compiles)
                        c = catalogue.construct("parameter-of-derived")
                        if c is not None:
                            barriers.append((c[0], c[1], f"{t[1]}(...) (of a tensor computed in the region)",
                                             mod.path, line, col, end))
                            continue
                    if t[1] == "builtins.sorted" and self._sorts_module_items(fq, mod, scope, self_cls, line, col):
                        # ``sorted(self.adapters.items())`` over a ModuleDict: the sort compares
                        # (name, module) pairs (measured ``construct:sort-module-items``; by a key on
                        # the name it compiles)
                        c = catalogue.construct("sort-module-items")
                        if c is not None:
                            barriers.append((c[0], c[1], "sorted(<ModuleDict>.items()) without a key",
                                             mod.path, line, col, end))
                            continue
                    if t[1] in ("builtins.max", "builtins.min") and self._keyed_over_objects(fq, mod, scope, self_cls, line,
                                                                                   col):
                        # ``max(hyps, key=...)`` over objects of a program class (measured
                        # ``construct:max-key-objects``; ``sorted`` with the key compiles)
                        c = catalogue.construct("max-key-objects")
                        if c is not None:
                            barriers.append((c[0], c[1], f"{t[1][9:]}(..., key=...) over objects of a program class",
                                             mod.path, line, col, end))
                            continue
                    gen = self._advances_outside_generator(fq, mod, scope, self_cls, expr, info, line, col, t[1]) \
                        if t[1] in ("builtins.next", GENERATOR[1] + ".send") else None
                    if gen:
                        # ``next(self._main_generator)``: a generator made outside the region
                        # (measured ``construct:generator-next`` / ``-send``; made inside, it compiles)
                        c = catalogue.construct("generator-next" if t[1] == "builtins.next" else "generator-send")
                        if c is not None:
                            call = f"next({gen})" if t[1] == "builtins.next" else f"{gen}.send(...)"
                            barriers.append((c[0], c[1], f"{call} (advancing a generator made outside the "
                                                         "compiled region)", mod.path, line, col, end))
                            continue
                    m = match_call(t[1])
                    if m is not None and catalogue.class_only(t[1]) and not self._first_arg_is_class(
                            fq, mod, scope, self_cls, line, col):
                        m = None  # ``dataclasses.fields(meta)`` of an object compiles (measured)
                    if m is not None and catalogue.tensor_only(t[1]) and not self._first_arg_holds_tensors(
                            fq, mod, scope, self_cls, line, col):
                        m = None  # ``dataclasses.astuple`` of plain values compiles (measured)
                    if m is not None and catalogue.dataclass_only(t[1]) and not self._first_arg_is_dataclass(
                            fq, mod, scope, self_cls, line, col):
                        m = None  # ``repr`` of a list compiles, of a dataclass instance it fails (measured)
                    if m is not None and catalogue.function_compiles(t[1]) and not self._first_arg_is_external(
                            fq, mod, scope, self_cls, line, col):
                        m = None  # ``inspect.getfullargspec(func)`` of a Python function compiles (measured)
                    if m is not None and catalogue.object_compiles(t[1]) and self._first_arg_is_object(
                            fq, mod, scope, self_cls, line, col):
                        m = None  # ``copy.copy(self.params)`` of a dataclass instance compiles (measured)
                    if m is not None and not self._escaped_call(t[1], expr, m[0].logger_methods, mod):
                        what = t[1]
                        if m[0] is DisabledFunctionCall and t[1] in DisabledFunctionCall.calls:
                            # ``copy_and_clear = torch.compiler.disable(_copy_and_clear)``: name the
                            # function it wraps (the fix reads its body)
                            what = self.p.disabled_wrap(expr, mod, scope, self_cls) or what
                        barriers.append((m[0].code, m[1], what, mod.path, line, col, end))
                    elif t[1].startswith("torch.ops."):
                        op_fn = self.custom_op_of(t[1])  # ``torch.ops.ns.op(x)`` of an op defined here
                        if op_fn is not None and self.missing_fake(op_fn):
                            barriers.append((CustomOpWithoutFake.code, CustomOpWithoutFake.gb_types[0], op_fn,
                                             mod.path, line, col, end))
                        elif op_fn is None:
                            lib_op = self.library_op_without_fake(t[1])
                            if lib_op is not None:
                                barriers.append((CustomOpWithoutFake.code, CustomOpWithoutFake.gb_types[1],
                                                 lib_op, mod.path, line, col, end))
                elif tk == T_FUNC:
                    k = self.kind(t[1])
                    if kind == "with" and t[1].endswith(".__enter__") and (
                            self._made_outside(expr[:-len(".__enter__")], info)
                            or self._returns_prebuilt(expr[:-len(".__enter__")], mod, scope, self_cls)):
                        # ``with self.span:``: entering an object of a project class made outside the
                        # region fails (measured ``construct:with-object``; ``with Span():`` compiles)
                        c = catalogue.construct("with-object")
                        if c is not None:
                            barriers.append((c[0], c[1], f"with {expr[:-len('.__enter__')]}", mod.path, line, col, end))
                            continue
                    if k == "disabled":
                        barriers.append((DisabledFunctionCall.code, DisabledFunctionCall.gb_types[0], t[1],
                                         mod.path, line, col, end))
                    elif k == "opaque" and self.missing_fake(t[1]):
                        barriers.append((CustomOpWithoutFake.code, CustomOpWithoutFake.gb_types[0], t[1],
                                         mod.path, line, col, end))
                    elif k == "normal":
                        m = match_call(t[1]) if not self._in_targets(t[1]) else None
                        if m is not None:
                            barriers.append((m[0].code, m[1], t[1], mod.path, line, col, end))
                        else:
                            recv = t[2]
                            if recv is None and self_cls is not None and t[1].startswith(fq + ".<locals>."):
                                recv = self_cls  # a closure of this method: its ``self`` is ours
                            wraps = self.wrappers_of(t[1])
                            if not (wraps and all(self._wrapper_skips_call(w) for w in wraps)):
                                # (a decorator whose wrapper returns early while compiling never
                                # calls the function it decorates: ``@eager_only``)
                                succ.append(((t[1], recv), line))
                                barriers.extend(self._dd_passed(fq, mod, scope, self_cls, expr, line, col, t[1], recv))
                            # a decorator's wrapper runs first (functools.wraps timers, ...): one
                            # whose signature takes the call (a decorator returned by a decorator,
                            # ``auto_docstring_decorator(obj)``, is no wrapper of the call)
                            for w in self.wrappers_of(t[1]):
                                if shape is None or self._wrapper_binds(w, t[1], expr, shape, mod, scope, self_cls):
                                    succ.append(((w, self._wrap_recv.get((t[1], w))), line))
                elif tk == T_CLASS:
                    m = match_call(t[1]) if not self._in_targets(t[1]) else None
                    if m is not None:
                        barriers.append((m[0].code, m[1], t[1], mod.path, line, col, end))
                        continue
                    owner, found = self.p.lookup(t[1], "__init__")
                    for f in found:
                        if f[0] == T_METHOD:
                            succ.append(((f[1], t[1]), line))
                    if not any(f[0] == T_METHOD for f in found) and self.cond.generated_init(t[1]):
                        # a dataclass's generated __init__ ends by calling ``__post_init__``
                        for f in self.p.lookup(t[1], "__post_init__")[1]:
                            if f[0] == T_METHOD:
                                succ.append(((f[1], t[1]), line))
                    # a dataclass's generated __init__ calls the factories of the fields not passed;
                    # dynamo reports what they do at the construction (the __init__ has no source)
                    for fname, pos, ftargets in self.cond.factories(t[1]):
                        passed = info.get("ctor_args", {}).get((line, col))
                        if fname is not None and (passed is None or passed[1] or fname in passed[2] or (
                                passed[0] > (pos if pos is not None else 0))):
                            continue
                        for ft in ftargets:
                            if ft[0] == T_EXT:
                                m = match_call(ft[1])
                                if m is not None:
                                    barriers.append((m[0].code, m[1], ft[1], mod.path, line, col, end))
                            elif ft[0] == T_FUNC and self.kind(ft[1]) == "normal":
                                succ.append(((ft[1], None), line))
                elif tk == T_INST or tk == "list":
                    # calling an ``nn.Sequential`` calls each of its modules
                    insts = [t] if tk == T_INST else [e for e in t[1] if e[0] == T_INST]
                    for it in insts:
                        classes = [it[1]] if it[2] else [it[1], *sorted(self.p.subclasses(it[1]))][:160]
                        # a subclass that inherits ``forward`` runs it as itself (its class flags
                        # decide the branches); in a large hierarchy the receiver stays open
                        each = len(classes) <= 16
                        for c in classes:
                            for entry in ("__call__", "forward"):
                                owner, found = self.p.lookup(c, entry)
                                meths = [f for f in found if f[0] == T_METHOD]
                                if meths and self.kind(meths[0][1]) == "disabled":
                                    # ``self._all_reduce(out)`` of an object whose ``__call__`` is
                                    # ``@torch.compiler.disable``d: dynamo skips it (a break)
                                    if c == it[1] or owner == c or each:
                                        barriers.append((DisabledFunctionCall.code, DisabledFunctionCall.gb_types[0],
                                                         meths[0][1], mod.path, line, col, end))
                                    break
                                if meths:
                                    if c == it[1] or owner == c or each:
                                        recv = c if (each or c != it[1] or it[2]) else None
                                        succ.append(((meths[0][1], recv), line))
                                        # ``self.readout(x, batch, num_graphs)``: what the call hands
                                        # the module's forward
                                        barriers.extend(self._dd_passed(fq, mod, scope, self_cls, expr, line, col,
                                                                        meths[0][1], recv, instance=True))
                                        # a decorator's wrapper around the module's forward runs first
                                        called = None if shape is None else (shape[0] + 1, shape[1], shape[2])
                                        for w in self._forward_wrappers_of(meths[0][1], called):
                                            succ.append(((w, recv), line))
                                    break
            if kind == "call" and info.get("cargs"):
                # ``launch(x, grid=_grid)`` where ``launch`` calls its ``grid``: the function this
                # call hands it runs inside the call (each call's own arguments, not every caller's)
                self._handed_calls(targets, expr, line, col, mod, scope, self_cls, info, succ)
            if env and len(succ) > nsucc:
                self._note_guards(node, succ[nsucc:], line,
                                  self.cond.env_at(fq, mod, info, self_cls, self._mode, line, col))
        pattrs = info.get("pattrs")
        if pattrs:
            props = self._property_names()
            fallback = self._getattr_classes()
            for expr, line, col, end in pattrs:
                recv, _, attr = expr.rpartition(".")
                if dead and inside(dead, line, col):
                    continue
                if attr not in props and attr not in self._descriptor_names():
                    if fallback:
                        succ.extend((g, line) for g in self._getattr_fallbacks(recv, attr, mod, scope, self_cls))
                    continue
                # ``key = spec.uri`` on a ``spec: JitSpec``: the getter runs as the receiver's class
                getters = self._getters(recv, attr, mod, scope, self_cls)
                succ.extend((g, line) for g in getters)
                self._cold_property_read(getters, expr, mod, line, col, end, barriers)
        if fq in getattr(self, "_decorated_roots", ()):
            # ``@torch.compile(...)`` above ``@cast_inputs("dtype")``: what is compiled is the
            # wrapper the lower decorator returns, which runs before (and calls) this body
            for w in self._compiled_wrappers(fq, mod, info):
                succ.append(((w, self_cls), info.get("line") or 0))
        if self_cls is not None and fq.endswith(".forward"):
            # forward hooks registered on objects of this class (``module.register_forward_hook(h)``
            # in a function handed the model, or on ``self.o_proj``): they run inside its call
            for h in self._class_hooks().get(self_cls, ()):
                succ.append((h, info.get("line") or 0))
        if fq in self.cond.root_fqs and fq.endswith(".forward") and self_cls is not None:
            # a compiled module whose ``forward`` a decorator wraps: dynamo traces the wrapper first
            # (one that can take every parameter of the forward: ``auto_docstring(obj)`` returns no
            # wrapper of the call)
            fsig = info.get("sig")
            for w in self._forward_wrappers_of(fq, None if fsig is None else (len(fsig[0]), 0, ())):
                succ.append(((w, self_cls), info.get("line") or 0))
        self._edges_memo[mkey] = (barriers, succ)
        return barriers, succ

    def _scoped_hooks(self, fq: str) -> bool:
        """Whether the hooks ``fq`` registers are removed again around eager work: the function
        itself calls ``handle.remove()`` (``h = m.register_forward_hook(f); model(x); h.remove()``),
        or it is a class's ``__enter__`` whose ``__exit__`` does (a profiler used as ``with
        Profiler(model): model(x)`` while the model is profiled, not while it is compiled)."""
        def removes(node) -> bool:
            return node is not None and any(
                type(n) is ast.Call and type(n.func) is ast.Attribute and n.func.attr == "remove" and not n.args
                and not n.keywords for n in ast.walk(node))
        if removes(self.p.function_node(fq)):
            return True
        return fq.endswith(".__enter__") and removes(self.p.function_node(fq[:-len("__enter__")] + "__exit__"))

    def _class_hooks(self) -> dict:
        """class fq -> [(hook function, receiver class)] of the forward hooks registered on its
        objects anywhere in the target modules: on a name the scan resolves (``self.o_proj``,
        ``MODEL``), or on a parameter of the registering function, as the classes its callers hand
        it (``register_nan_guard_hooks(self.model)``). A hook registered over a module tree
        (``for name, m in model.named_modules(): m.register_forward_hook(h)``) counts for the
        tree's own class: it runs inside that call. A forward replaced on an object (``m.forward =
        types.MethodType(f, m)``, ``m.gate.forward = wrap(m.gate.forward)``) counts the same way."""
        got = self._class_hooks_memo
        if got is not None:
            return got
        out: dict = {}
        self._class_hooks_memo = out  # (a cycle through a resolution below sees no hooks)
        for m in self.p.target_modules():
            if m.error or not self.p.live_module(m.name):
                continue
            for recv, hook, scope, _line in m.summary.get("hooks", ()):
                base = recv[:-2] if recv.endswith(".*") else recv
                fq = f"{m.name}.{scope}" if scope else None
                fgot = self.p.function(fq) if fq else None
                info = fgot[1] if fgot is not None else None
                if scope and info is None:
                    continue
                if fq and self._scoped_hooks(fq):
                    continue
                self_cls = f"{m.name}.{info['cls']}" if info is not None and info.get("cls") else None
                if info is not None and base in {p for p, _ in info["params"]}:
                    if base == "self" and self_cls:
                        classes = {self_cls}
                    else:
                        handed = self.cond.param_classes(fq, base)
                        classes = {t[1] for t in handed or () if t[0] == T_INST}
                else:
                    classes = {t[1] for t in self.p.resolve(base, m, scope, self_cls) if t[0] == T_INST}
                if not recv.endswith(".*"):
                    # one object's hook (``o_proj.register_forward_pre_hook(...)``, ``o_proj.forward =
                    # ...``) counts for its class only where the program builds that class once: the
                    # index is per class, and a widely used layer's other objects carry no hook
                    classes = {c for c in classes if len(self.p.constructions_of(c)) <= 1}
                if not classes:
                    continue
                fns = [h for h in self._hook_functions(self.p.resolve(hook, m, scope, self_cls))
                       if self.p.function(h[0]) is not None]
                for c in classes:
                    for h in fns:
                        if h not in out.setdefault(c, []):
                            out[c].append(h)
        return out

    # ---- signatures ------------------------------------------------------------------------------
    def _dd_passed(self, fq: str, mod: Module, scope: str, self_cls: Optional[str], expr: str, line: int,
                   col: int, callee: str, recv: Optional[str], instance: bool = False) -> list:
        """``n = count_accepted(mask); self._emit(t, n)`` where ``count_accepted`` returns
        ``int(mask.sum().item())`` and ``_emit`` loops ``for i in range(n + 1)`` (or tests ``n``):
        the callee's loop or test is data-dependent on this call. Barriers at the callee's lines."""
        got = self.p.function(callee)
        uses = got[1].get("dd_params") if got is not None else None
        if not uses:
            return []
        cmod, cinfo = got
        node = self.p.function_node(fq)
        call = _node_at(node, "call", line, col - 1) if node is not None else None
        if call is not None and dotted(call.func) != expr:
            # ``self.bank.get(idx).delta(x)``: the outer call starts where the inner one does
            call = next((c for c in ast.walk(call) if type(c) is ast.Call and c.lineno == line
                         and c.col_offset == col - 1 and dotted(c.func) == expr), call)
        if call is None:
            return []
        facts = _fn_facts(node)
        params = [p[0] for p in cinfo["params"]]
        offset = self._bound_offset(cinfo, expr, mod, scope, self_cls, instance)

        def single(name):
            st = facts.stores.get(name) or ()
            return st[0].value if len(st) == 1 and type(st[0]) is ast.Assign else None

        def source(e):
            t = type(e)
            if t is ast.Name:
                v = single(e.id)
                return v if type(v) is ast.Call else None
            if t is ast.Call:
                return e
            if t is ast.BinOp:
                return source(e.left) or source(e.right)
            if t is ast.UnaryOp:
                return source(e.operand)
            return None

        out: list = []
        dead = None
        listed = None
        floats = None

        def callee_dead():
            nonlocal dead
            if dead is None:
                dead = self.cond.regions(callee, cmod, cinfo, recv, self._mode)[0] if cinfo.get("cond") else ()
            return dead

        def dead_at(ul: int, uc: int) -> bool:
            d = callee_dead()
            return bool(d) and inside(d, ul, uc)

        numbers = None

        def item_numbers() -> set:
            nonlocal numbers
            if numbers is None:
                numbers = item_number_locals(node)
            return numbers

        for use in uses:
            uline, ucol, uend, what, pname = use[:5]
            arg = next((k.value for k in call.keywords if k.arg == pname), None)
            if arg is None and pname in params:
                i = params.index(pname) - offset
                if 0 <= i < len(call.args) and not any(type(a) is ast.Starred for a in call.args[:i + 1]):
                    arg = call.args[i]
            if arg is None:
                continue
            if len(use) > 5 and use[5] == "truth":
                # ``scaler.update_scale(overflow)`` where ``overflow = scaler.has_overflow(grads)``
                # returns a tensor and the callee tests ``if overflow:``
                here = single(arg.id) if type(arg) is ast.Name else arg
                if type(here) is not ast.Call or dead_at(uline, ucol):
                    continue
                hname = dotted(here.func)
                if not (_is_tensorish(here, set()) or (hname and "(" not in hname and any(
                        h[0] == T_FUNC and self._returns_tensor(h[1], h[2] if len(h) > 2 else None, 0)
                        for h in self.p.resolve(hname, mod, scope, self_cls)))):
                    continue
                text = ast.unparse(here)
                out.append((DataDependentBranch.code, gb.DATA_DEPENDENT,
                            f"{what} of {callee.rsplit('.', 1)[-1]}(), given "
                            f"`{text if len(text) <= 60 else text[:57] + '...'}`, a tensor",
                            cmod.path, uline, ucol, uend))
                continue
            if len(use) > 5 and use[5] == "~":
                # ``summarize_topk(vals.squeeze(1), idx)`` with ``vals, idx = logits.topk(k)``: the
                # callee's ``values[0].tolist()`` is of a float tensor
                if floats is None:
                    floats = value_locals([a for a in ast.walk(node) if type(a) is ast.Assign])
                if not _is_float(arg, floats, set()) or dead_at(uline, ucol):
                    continue
                text = ast.unparse(arg)
                out.append((FloatToList.code, FloatToList.gb_types[0],
                            f"{what} of {callee.rsplit('.', 1)[-1]}(), given "
                            f"`{text if len(text) <= 60 else text[:57] + '...'}`, a float tensor",
                            cmod.path, uline, ucol, uend))
                continue
            here = single(arg.id) if type(arg) is ast.Name else arg
            if listed is None and type(arg) in (ast.Name, ast.BinOp, ast.UnaryOp):
                listed = self._listed_memo.get(fq)
                if listed is None:
                    listed = self._listed_memo[fq] = _tolist_loop_names(node, None)
            gb_type = gb.USER_ERROR
            read = next((x.id for x in ast.walk(arg) if type(x) is ast.Name and x.id in listed), None) \
                if type(arg) in (ast.Name, ast.BinOp, ast.UnaryOp) else None
            if read:
                # ``for st, tok in zip(states, next_tokens.tolist()): fsm.next_state(st, tok)``;
                # ``h, w = image_size.tolist(); nearest_bucket(h / w)``
                why = f"given `{read}`, a number `.tolist()` read from a tensor"
            elif here is not None and len(use) == 5 and type(here) is ast.Call and _is_tensorish(here, set()):
                # ``n_image_tokens = mask.sum(); self._check_counts(n_image_tokens, n)`` where the
                # helper tests ``if n_image_tokens != n_image_features:``: a test of a tensor
                text = ast.unparse(here)
                why = f"given `{text if len(text) <= 60 else text[:57] + '...'}`, a tensor"
                gb_type = gb.DATA_DEPENDENT
            elif here is not None and _item_source(here):
                # ``max_m = int(tokens_per_expert.max()); pick_config(max_m)``: read here
                text = ast.unparse(here)
                why = f"given `{text if len(text) <= 60 else text[:57] + '...'}`, a number read from a tensor"
            elif here is not None and _numeric_of(here, item_numbers()):
                # ``max_len = int(seq_lens.max()); block = min(64, next_power_of_2(max_len));
                # num_warps_for(block)``: computed here from a number read from a tensor
                text = ast.unparse(here)
                why = f"given `{text if len(text) <= 60 else text[:57] + '...'}`, computed from a number read from a tensor"
            elif type(arg) is ast.Subscript and type(arg.slice) is not ast.Slice and type(arg.value) is ast.Name \
                    and len(use) > 5 and use[5].startswith("[") and self._tensor_param(arg.value.id, fq):
                # ``self.head_for(head_ids[i])`` where the helper keys ``self.heads[int(head_id)]``
                text = ast.unparse(arg)
                why = f"given `{text if len(text) <= 60 else text[:57] + '...'}`, an element of a tensor"
            elif type(arg) is ast.Name and len(use) == 5 and use[3].startswith("if on parameter") \
                    and self._root_input(arg.id, fq) and self._compares_value(callee, pname, uline, callee_dead()):
                # ``kb = self.manager.writable_block(cache, ref_counts, block_id)`` in a compiled
                # root handing on its own input, where the helper tests ``if ref_counts[i] > 1:``
                why = f"given `{arg.id}`, an input of the compiled root (a tensor)"
                gb_type = gb.DATA_DEPENDENT
            elif here is not None and self._tensor_element(here, fq, mod, scope, self_cls):
                # ``state = int(self.states[row]); self.fsm.allowed_mask(state)`` where the field
                # holds a tensor and the helper keys a dict by its parameter
                text = ast.unparse(here)
                why = f"given `{text if len(text) <= 60 else text[:57] + '...'}`, an element read from a tensor"
            else:
                if not self._any_ret_dd():
                    continue
                src = source(arg)
                hname = dotted(src.func) if src is not None else None
                if not hname or "(" in hname:
                    continue
                if not any(h[0] == T_FUNC and self._returns_dd_live(h[1], h[2] if len(h) > 2 else None)
                           for h in self.p.resolve(hname, mod, scope, self_cls)):
                    continue
                why = f"given what {hname}() read from a tensor"
            if what.startswith("sort on"):
                gb_type = gb.SORT
            elif what.split(" ", 1)[0] in _INT_OP_GB:
                gb_type = _INT_OP_GB[what.split(" ", 1)[0]]
            if len(use) > 5 and use[5].startswith(">"):
                # the callee hands the number on (``self.cache.readout_buffer(num_graphs, ...)``):
                # the uses of it in the next callee(s) are data-dependent on this call
                if dead_at(uline, ucol):
                    continue
                for iuse, imod, iinfo, ifq, irecv in self._forwarded_uses(callee, cmod, cinfo, recv, use, 0):
                    iline, icol, iend, iwhat = iuse[:4]
                    if len(iuse) > 5 and not self._python_container(
                            iuse[5][1:], imod, ifq[len(imod.name) + 1:], irecv or (
                                f"{imod.name}.{iinfo['cls']}" if iinfo.get("cls") else None)):
                        continue
                    idead = self.cond.regions(ifq, imod, iinfo, irecv, self._mode)[0] if iinfo.get("cond") else ()
                    if idead and inside(idead, iline, icol):
                        continue
                    out.append((DataDependentBranch.code, gb.SORT if iwhat.startswith("sort on") else _INT_OP_GB.get(
                                iwhat.split(" ", 1)[0], gb_type),
                                f"{iwhat} of {ifq.rsplit('.', 1)[-1]}() (handed on by "
                                f"{callee.rsplit('.', 1)[-1]}()), {why}", imod.path, iline, icol, iend))
                continue
            if len(use) > 5 and use[5] == "?":
                # ``return tok >= lo`` in the callee: the caller's ``if is_byte(tok):`` branches on it
                test = self._testing(node, call)
                if test is None or dead_at(uline, ucol):
                    continue
                out.append((DataDependentBranch.code, gb_type,
                            f"test on {callee.rsplit('.', 1)[-1]}()'s {what}, {why}",
                            mod.path, test.lineno, test.col_offset + 1, getattr(test, "end_lineno", line) or line))
                continue
            if len(use) > 5 and not self._python_container(
                    use[5][1:], cmod, callee[len(cmod.name) + 1:], recv or (
                        f"{cmod.name}.{cinfo['cls']}" if cinfo.get("cls") else None)):
                continue  # a lookup keyed by it: a break only in a Python dict / list
            if dead_at(uline, ucol):
                continue
            out.append((DataDependentBranch.code, gb_type,
                        f"{what} of {callee.rsplit('.', 1)[-1]}(), {why}",
                        cmod.path, uline, ucol, uend))
        return out

    @staticmethod
    def _testing(fn: ast.AST, call: ast.Call) -> Optional[ast.AST]:
        """The ``if`` / ``while`` / ``assert`` / conditional-expression test of ``fn`` whose truth is the
        result of ``call`` (``if h(t):``, ``if not h(t) and ...:``), else None."""
        for x in ast.walk(fn):
            if type(x) in (ast.If, ast.While, ast.IfExp, ast.Assert):
                test = x.test
                parts = [test]
                while parts:
                    t = parts.pop()
                    if t is call:
                        return test
                    if type(t) is ast.UnaryOp and type(t.op) is ast.Not:
                        parts.append(t.operand)
                    elif type(t) is ast.BoolOp:
                        parts.extend(t.values)
        return None

    def _bound_offset(self, info: dict, expr: str, mod: Module, scope: str, self_cls: Optional[str],
                      instance: bool = False) -> int:
        """1 where the call ``expr(...)`` binds the callee's first parameter (``self.m(x)``,
        ``obj.m(x)``, a classmethod, a module called as an object), else 0."""
        decos = {d.rsplit(".", 1)[-1] for d in info["decorators"]}
        if info.get("cls") is None or "staticmethod" in decos:
            return 0
        return 1 if instance or "classmethod" in decos or self.p.bound_receiver(expr, mod, scope, self_cls) else 0

    def _forwarded_uses(self, fq: str, cmod: Module, cinfo: dict, recv: Optional[str], use: tuple,
                        depth: int) -> list:
        """The uses (tests, loop bounds, lookups) of the parameter that ``fq`` hands on in the call
        ``use`` names (``">callee@slot"``), in the callee(s) it resolves to, following further
        hand-ons two calls deep: (use, module, info, callee, receiver class)."""
        expr, _, slot = use[5][1:].rpartition("@")
        scope = fq[len(cmod.name) + 1:]
        rcls = recv or (f"{cmod.name}.{cinfo['cls']}" if cinfo.get("cls") else None)
        out: list = []
        for t in self.p.resolve(expr, cmod, scope, rcls)[:4]:
            if t[0] != T_FUNC:
                continue
            got = self.p.function(t[1])
            iuses = got[1].get("dd_params") if got is not None else None
            if not iuses:
                continue
            imod, iinfo = got
            iparams = [p[0] for p in iinfo["params"]]
            if slot.isdigit():
                idx = int(slot) + self._bound_offset(iinfo, expr, cmod, scope, rcls)
                if idx >= len(iparams) or iparams[idx].startswith("*"):
                    continue
                iname = iparams[idx]
            else:
                iname = slot
            irecv = t[2] if len(t) > 2 else None
            for u in iuses:
                if u[4] != iname or (len(u) > 5 and u[5] in ("~", "?", "truth")):
                    continue
                if len(u) > 5 and u[5].startswith(">"):
                    if depth < 2:
                        out.extend(self._forwarded_uses(t[1], imod, iinfo, irecv, u, depth + 1))
                    continue
                out.append((u, imod, iinfo, t[1], irecv))
        return out

    _CONTAINER_EXTS = ("builtins.dict", "builtins.list", "builtins.set", "builtins.frozenset", "builtins.tuple",
                       "collections.", "typing.Dict", "typing.List", "typing.Set", "typing.Mapping",
                       "typing.MutableMapping", "typing.Sequence", "typing.OrderedDict", "typing.DefaultDict",
                       "typing.Tuple")

    def _python_container(self, expr: str, mod: Module, scope: str, self_cls: Optional[str]) -> bool:
        """Whether ``expr`` holds a Python dict / list / set (a literal, a container annotation or
        constructor) and nothing that could be a tensor or another object."""
        targets = self.p.resolve(expr, mod, scope, self_cls)
        return bool(targets) and all(t[0] == "list" or (t[0] == T_EXT and t[1].startswith(self._CONTAINER_EXTS))
                                     for t in targets)

    def _sorts_module_items(self, fq: str, mod: Module, scope: str, self_cls: Optional[str], line: int,
                            col: int) -> bool:
        """Whether the ``sorted(...)`` call at (line, col) sorts ``X.items()`` of a ModuleDict /
        ParameterDict without a ``key``."""
        call = self._call_at(fq, line, col)
        if call is None or not call.args:
            return False
        key = next((k.value for k in call.keywords if k.arg == "key"), None)
        a = call.args[0]
        if not (type(a) is ast.Call and type(a.func) is ast.Attribute and a.func.attr == "items" and not a.args):
            return False
        recv = dotted(a.func.value)
        if not recv or "(" in recv:
            return False
        if recv.startswith("self.") and recv.count(".") == 1 and self_cls and self._tensor_valued(self_cls, recv[5:]) and (
                key is None or (type(key) is ast.Lambda and len(key.args.args) == 1 and type(key.body) is ast.Subscript
                                and type(key.body.value) is ast.Name and key.body.value.id == key.args.args[0].arg
                                and type(key.body.slice) is ast.Constant and key.body.slice.value in (1, -1))):
            # ``sorted(self._load.items(), key=lambda kv: kv[1])`` with ``_load: Dict[int, torch.Tensor]``:
            # the sort compares tensors (measured with a dict of tensors: "sort with non-constant keys")
            return True
        if key is not None:
            return False
        for t in self.p.resolve(recv, mod, scope, self_cls):
            if t[0] == T_EXT and t[1].startswith("torch.") \
                    and t[1].removesuffix("()").rsplit(".", 1)[-1] in ("ModuleDict", "ParameterDict"):
                return True
            if t[0] == "list" and t[1] and all((e[0] == T_INST and self.p.is_module_class(e[1])) or (
                    e[0] == T_EXT and e[1].startswith("torch.nn.") and e[1].endswith("()")) for e in t[1]):
                return True  # (a ModuleDict, or a dict of modules, as the scan holds its values)
        return False

    def _missing_imports(self, fq: str, mod: Module, info: dict, dead) -> list:
        """``try: from marlin_kernels import gemm`` / ``except ImportError:`` in traced code, for a
        package the deployment does not have (``Program.installed`` False; with no distribution
        metadata to read, one this machine cannot find either): dynamo fails on the import
        (measured ``construct:import-missing``; an installed module's import compiles)."""
        c = catalogue.construct("import-missing")
        node = self.p.function_node(fq)
        if c is None or node is None:
            return []
        out = []
        for t in own_nodes(node):
            if type(t) is not ast.Try or not any(_catches_import_error(h) for h in t.handlers):
                continue
            for st in t.body:
                if type(st) is ast.Import:
                    names = [a.name for a in st.names]
                elif type(st) is ast.ImportFrom and not st.level and st.module:
                    names = [st.module]
                else:
                    continue
                if dead and inside(dead, st.lineno, st.col_offset + 1):
                    continue
                for name in names:
                    top = name.split(".", 1)[0]
                    if self._not_installed(top, mod):
                        out.append((c[0], c[1], f"import {name} (not installed in the deployment)", mod.path,
                                    st.lineno, st.col_offset + 1, st.end_lineno or st.lineno))
                        break
        return out

    def _not_installed(self, top: str, mod: Module) -> bool:
        got = self.p.installed(top, mod)
        if got is not None:
            return not got
        # (no distribution metadata beside the package: what this machine can find)
        key = ("findable", top)
        if key not in self._findable:
            import importlib.util
            try:
                self._findable[key] = importlib.util.find_spec(top) is not None
            except (ImportError, ValueError):
                self._findable[key] = False
        return not self._findable[key]

    def _keyed_over_objects(self, fq: str, mod: Module, scope: str, self_cls: Optional[str], line: int,
                            col: int) -> bool:
        """Whether the ``max``/``min`` call at (line, col) takes a ``key=`` and one iterable whose
        elements are objects of program classes (a list the scan holds, or a parameter annotated
        ``List[Hyp]``)."""
        call = self._call_at(fq, line, col)
        if call is None or len(call.args) != 1 or not any(k.arg == "key" for k in call.keywords):
            return False
        name = dotted(call.args[0])
        if not name or "(" in name:
            return False
        got = self.p.resolve(name, mod, scope, self_cls)
        if not got and "." not in name:
            info = (self.p.function(fq) or (None, {}))[1]
            ann = next((a for p_, a in info.get("params", ()) if p_ == name), None) if info else None
            m = re.match(r"^(?:typing\.)?(?:List|list|Sequence|Iterable)\[([\w.]+)\]$", ann or "")
            if m:
                got = [("list", tuple((T_INST, t[1], False) for t in self.p.resolve(m.group(1), mod, scope, None)
                                      if t[0] == T_CLASS))]
        return bool(got) and all(t[0] == "list" and t[1] and all(
            e[0] == T_INST and self.p.klass(e[1]) is not None and not self.p.is_module_class(e[1]) for e in t[1])
            for t in got)

    def _declared_anns(self, cls_fq: str, attr: str):
        """The ``("ann", ...)`` descriptors the classes along ``cls_fq``'s MRO give ``attr``."""
        for c in self.p.mro(cls_fq)[0]:
            for d in ((self.p.klass(c) or (None, {}))[1].get("attrs") or {}).get(attr, ()):
                if d[0] == "ann":
                    yield d

    def _tensor_valued(self, cls_fq: str, attr: str) -> bool:
        """Whether a class along ``cls_fq``'s MRO declares ``attr`` a mapping to tensors
        (``_load: Dict[int, torch.Tensor]``)."""
        # (the index keeps a mapping annotation's value type beside it: ``("ann", "Dict", scope,
        # "torch.Tensor")``)
        return any(str(d[1]).rsplit(".", 1)[-1] in ("Dict", "dict", "DefaultDict", "Mapping", "OrderedDict",
                                                     "defaultdict")
                   and len(d) > 3 and str(d[3]).rsplit(".", 1)[-1] == "Tensor"
                   for d in self._declared_anns(cls_fq, attr))

    def _call_at(self, fq: str, line: int, col: int) -> Optional[ast.Call]:
        """The call at (line, col) of ``fq``'s body, or None."""
        node = self.p.function_node(fq)
        return _node_at(node, "call", line, col - 1) if node is not None else None

    def _first_arg(self, fq: str, line: int, col: int, expr: Optional[str] = None) -> Optional[ast.AST]:
        """The first positional argument of the call at (line, col) of ``fq``, or None (the value
        of an f-string's ``{v!r}`` there: its ``repr`` call). With ``expr``, the call of that
        callee among those starting there (``checked(xs).sum()``: ``checked``, not ``.sum``)."""
        call = self._call_at(fq, line, col)
        while expr is not None and type(call) is ast.Call and dotted(call.func) != expr and \
                type(call.func) is ast.Attribute and type(call.func.value) is ast.Call:
            call = call.func.value
        node = self.p.function_node(fq) if call is None else None
        if node is not None:
            return next((n.value for n in ast.walk(node) if type(n) is ast.FormattedValue and n.conversion == 114
                         and n.value.lineno == line and n.value.col_offset == col - 1), None)
        return call.args[0] if call is not None and call.args else None

    # what a singledispatch overload's registered type names, by the kind of value it takes
    _DISPATCH_KINDS = {"Tensor": "tensor", "list": "list", "List": "list", "Sequence": "list", "tuple": "tuple",
                       "Tuple": "tuple", "dict": "dict", "Dict": "dict", "Mapping": "dict", "int": "int",
                       "float": "float", "str": "str", "bool": "bool", "NoneType": "none"}

    def _dispatched(self, targets: list, fq: str, expr: str, line: int, col: int) -> list:
        """A call of a ``functools.singledispatch`` function runs the overload its first argument's
        type picks: where that type is plain at the call (a parameter annotated as a tensor or a
        root's input, a list / dict / tuple display, a literal), the overloads registered for
        another kind of value are left out."""
        overloads = {}
        for t in targets:
            got = self.p.function(t[1]) if t[0] == T_FUNC else None
            for q, typs in (got[1].get("overloads") or ()) if got else ():
                kinds = {self._DISPATCH_KINDS.get(x.replace("typing.", "").split("[", 1)[0].rsplit(".", 1)[-1])
                         for x in typs}
                overloads[f"{got[0].name}.{q}"] = kinds
        if not overloads:
            return targets
        first = self._first_arg(fq, line, col, expr)
        arg = None
        if first is not None:
            tf = type(first)
            if tf in (ast.List, ast.ListComp):
                arg = "list"
            elif tf in (ast.Dict, ast.DictComp):
                arg = "dict"
            elif tf is ast.Tuple:
                arg = "tuple"
            elif tf is ast.Constant:
                arg = {bool: "bool", int: "int", float: "float", str: "str", type(None): "none"}.get(type(first.value))
            elif tf is ast.Name and (self._tensor_param(first.id, fq) or self._root_input(first.id, fq)):
                arg = "tensor"
        if arg is None:
            return targets
        # an overload for another kind of value is not what the call runs (``None`` in the kinds:
        # a registered type the table does not know, kept)
        return [t for t in targets if t[1] not in overloads or arg in overloads[t[1]] or None in overloads[t[1]]]

    def _first_arg_targets(self, fq: str, mod: Module, scope: str, self_cls: Optional[str], line: int,
                           col: int) -> list:
        """What the first argument of the call at (line, col) of ``fq`` resolves to, when it is a
        plain name (``dataclasses.fields(BatchMeta)``, ``copy.copy(self.params)``); else []."""
        first = self._first_arg(fq, line, col)
        if first is None:
            return []
        name = dotted(first)
        if not name or "(" in name:
            return []
        got = self.p.resolve(name, mod, scope, self_cls)
        if not got and "." not in name:
            # a parameter: the objects the function's callers hand it (``repr(layout)``)
            info = (self.p.function(fq) or (None, {}))[1]
            got = self._param_targets(name, fq, info, "call") if info else []
        return got

    def _first_arg_derived(self, fq: str, info: dict, line: int, col: int) -> bool:
        """Whether the call's first argument is a tensor computed in the function (an expression, or
        a local it assigns), not a parameter that may be the compiled function's input."""
        a = self._first_arg(fq, line, col)
        if a is None:
            return False
        if type(a) is ast.Name:
            params = {p[0].lstrip("*") for p in info.get("params", ())}
            return a.id not in params and a.id in (info.get("locals") or {})
        return type(a) in (ast.Call, ast.Attribute, ast.Subscript, ast.BinOp)

    def _advances_outside_generator(self, fq: str, mod: Module, scope: str, self_cls: Optional[str], expr: str,
                                    info: dict, line: int, col: int, what: str) -> Optional[str]:
        """``g`` where ``next(g)`` / ``g.send(v)`` advances a generator object made before the traced
        function ran: ``g`` an attribute of ``self`` or of a module-level object, or a global, that
        holds what a generator function returned; else None."""
        if what == "builtins.next":
            first = self._first_arg(fq, line, col)
            name = dotted(first) if first is not None else None
        else:
            name = expr[: -len(".send")]
        if not name or not self._made_outside(name, info):
            return None
        return name if GENERATOR in self.p.resolve(name, mod, scope, self_cls) else None

    def _first_arg_is_object(self, fq: str, mod: Module, scope: str, self_cls: Optional[str], line: int,
                             col: int) -> bool:
        """Whether the call hands an object of a program class as its first argument
        (``copy.copy(self.default_params)``, a dataclass instance); a container, a parameter or
        anything unresolved is not."""
        targets = self._first_arg_targets(fq, mod, scope, self_cls, line, col)
        return bool(targets) and all(t[0] == T_INST and self.p.klass(t[1]) is not None for t in targets)

    def _first_arg_is_external(self, fq: str, mod: Module, scope: str, self_cls: Optional[str], line: int,
                               col: int) -> bool:
        """Whether the call hands something from outside the program as its first argument (a C
        builtin such as ``abs``, a library callable); a program function, a parameter (a decorator's
        ``func``) or anything unresolved is not."""
        targets = self._first_arg_targets(fq, mod, scope, self_cls, line, col)
        return bool(targets) and all(t[0] == T_EXT for t in targets)

    def _wrapper_skips_call(self, w: str) -> bool:
        """Whether a decorator's wrapper ``w`` never calls the function it wraps in the scanned mode:
        every call of the decorator's first parameter sits on a dead path (``if
        torch.compiler.is_compiling(): return None`` before ``return fn(*args, **kwargs)``)."""
        got = self.p.function(w)
        if got is None or ".<locals>." not in w:
            return False
        mod, info = got
        dgot = self.p.function(w.rsplit(".<locals>.", 1)[0])
        if dgot is None or not dgot[1].get("params"):
            return False
        param = dgot[1]["params"][0][0].lstrip("*")
        if not info.get("cond"):
            return False
        node = self.p.function_node(w)
        calls = [] if node is None else [(c.lineno, c.col_offset + 1) for c in ast.walk(node) if type(c) is ast.Call
                                         and type(c.func) is ast.Name and c.func.id == param]
        if not calls:
            return False
        dead = self.cond.regions(w, mod, info, None, self._mode)[0]
        return bool(dead) and all(inside(dead, line, col) for line, col in calls)

    @staticmethod
    def _made_outside(obj: str, info: dict) -> bool:
        """Whether the object ``obj`` names (what a ``with`` enters, a generator ``next`` advances)
        was made before the traced function ran: an attribute of ``self`` or of a module-level
        name, or a global; not a call (``with Span():``), a parameter or a local (made here, or
        unknown)."""
        if not obj or "(" in obj or "[" in obj:
            return False
        head = obj.split(".", 1)[0]
        if head in ("self", "cls"):
            return "." in obj
        params = {p[0].lstrip("*") for p in info.get("params", ())}
        return head not in params and head not in (info.get("locals") or {})

    def _returns_prebuilt(self, obj: str, mod: Module, scope: str, self_cls: Optional[str]) -> bool:
        """``with recorder.with_current_layer(i):`` where the method hands back an object its own
        receiver holds (``return self._scope.bind(i)``, ``bind`` returning ``self``; ``return
        self._lock``): the context manager was made before the region, as for ``with self.span:``."""
        if not obj.endswith("()") or "(" in obj[:-2] or "[" in obj:
            return False
        targets = [t for t in self.p.resolve(obj[:-2], mod, scope, self_cls) if t[0] == T_FUNC]
        if not targets:
            return False
        for t in targets:
            got = self.p.function(t[1])
            rets = got[1].get("ret") if got is not None else None
            if not rets:
                return False
            for d in rets:
                if d[0] == "expr" and type(d[1]) is str and d[1].startswith("self.") and "(" not in d[1]:
                    continue
                if d[0] == "call" and type(d[1]) is str and d[1].startswith("self.") and d[1].count(".") >= 2 \
                        and "(" not in d[1]:
                    # ``return self._scope.bind(i)`` where ``bind`` returns its own ``self``
                    cmod, cinfo = got
                    inner = [u for u in self.p.resolve(d[1], cmod, t[1][len(cmod.name) + 1:], t[2] if len(t) > 2 else None)
                             if u[0] == T_FUNC]
                    if inner and all(self._returns_self(u[1]) for u in inner):
                        continue
                return False
        return True

    def _returns_self(self, fq: str) -> bool:
        """Whether every ``return`` of method ``fq`` hands back its own ``self``."""
        got = self.p.function(fq)
        rets = got[1].get("ret") if got is not None else None
        return bool(rets) and all(d[0] == "expr" and d[1] == "self" for d in rets)

    def _first_arg_is_dataclass(self, fq: str, mod: Module, scope: str, self_cls: Optional[str], line: int,
                                col: int) -> bool:
        """Whether the call's first argument is an instance of a program dataclass."""
        targets = self._first_arg_targets(fq, mod, scope, self_cls, line, col)
        return bool(targets) and all(t[0] == T_INST and any(
            dataclass_decorated((self.p.klass(c) or (None, {}))[1].get("decorators", ()))
            for c in self.p.mro(t[1])[0]) for t in targets)

    def _first_arg_holds_tensors(self, fq: str, mod: Module, scope: str, self_cls: Optional[str], line: int,
                                 col: int) -> bool:
        """Whether the call's first argument is a tensor or an object of a class (or of one of its
        subclasses, for an open receiver) that declares a tensor field (``last_hidden_state:
        Optional[torch.Tensor] = None``): ``dataclasses.astuple(self)`` of a model output."""
        for t in self._first_arg_targets(fq, mod, scope, self_cls, line, col):
            if t[0] == T_EXT and "Tensor" in t[1]:
                return True
            if t[0] != T_INST:
                continue
            classes = [t[1]] if t[2] else [t[1], *sorted(self.p.subclasses(t[1]))][:64]
            for c in classes:
                for anc in self.p.mro(c)[0]:
                    got = self.p.klass(anc)
                    if got is None:
                        continue
                    if got[1].get("holds_tensors"):
                        return True
                    for descs in (got[1].get("attrs") or {}).values():
                        if any(d[0] == "ann" and "Tensor" in str(d[1]) for d in descs):
                            return True
        return False

    def _first_arg_is_class(self, fq: str, mod: Module, scope: str, self_cls: Optional[str], line: int,
                            col: int) -> bool:
        """Whether the call hands a class as its first argument (``dataclasses.fields(BatchMeta)``);
        an object, a parameter or anything unresolved is not."""
        targets = self._first_arg_targets(fq, mod, scope, self_cls, line, col)
        return bool(targets) and all(t[0] == T_CLASS for t in targets)

    def _any_ret_dd(self) -> bool:
        """Whether any function of the program returns a value read from tensor data (numpy,
        ``random``, ``.item()``): otherwise no call can pass one on."""
        if self._ret_dd is None:
            self._ret_dd = any(f.get("ret_dd") for m in self.p.modules.values()
                               for f in (m.summary.get("functions") or {}).values())
        return self._ret_dd

    def _binders(self, targets: list, expr: str, shape: tuple, mod: Module, scope: str,
                 self_cls: Optional[str]) -> list:
        """The targets of a call whose signature can bind its arguments (``shape``: positional
        count, unpacking, keyword names). Targets the check cannot judge are kept. When no target
        binds, all are kept: the call exists, so the summary of some callee is incomplete."""
        out = []
        receiver: Optional[bool] = None
        for t in targets:
            if t[0] != T_FUNC:
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
                elif "." not in expr:
                    ok = True  # ``observer(mask, k)``: a name may hold the bound method or the function
                else:
                    if receiver is None:
                        receiver = self.p.bound_receiver(expr, mod, scope, self_cls)
                    ok = as_bound if receiver else as_plain
            if ok:
                out.append(t)
        return out

    def _returns_tensor(self, fq: str, recv: Optional[str], depth: int) -> bool:
        """Whether ``fq`` (on a receiver of class ``recv``) can return a tensor value: one of its
        returns is one, or hands back what another call returns that can (``return
        self._is_required()`` with a subclass's ``return (self.penalties != 0).any()``)."""
        got = self.p.function(fq)
        if got is None or depth > 2:
            return False
        mod, info = got
        rt = info.get("ret_t")
        if rt:
            # (a tensor return on a path dead while compiling - after ``if _is_tracing(x): return
            # False`` - is never what the compiled call gets)
            dead = self.cond.regions(fq, mod, info, recv, self._mode)[0] if info.get("cond") else ()
            if not dead or rt is True or any(not inside(dead, line, col) for line, col in rt):
                return True
        scope = fq[len(mod.name) + 1:]
        for pname, attr in info.get("ret_pfields", ()):
            # ``return hyp.cum_logprob / n`` with ``hyp: BeamHypothesis`` declaring
            # ``cum_logprob: torch.Tensor``
            ann = next((a for p_, a in info["params"] if p_ == pname), None)
            if not ann or "[" in ann or "|" in ann:
                continue
            for t in self.p.resolve(ann.strip("'\""), mod, scope, None):
                if t[0] == T_CLASS and any("Tensor" in str(d[1]) and "Optional" not in str(d[1])
                                           for d in self._declared_anns(t[1], attr)):
                    return True
        for name in info.get("ret_fwd", ()):
            targets = self.p.resolve(name, mod, scope, recv)
            if name.startswith("self.") and name.count(".") == 1 and info.get("cls"):
                # ``self.m()`` on an open receiver: every override in the subclasses
                base = recv or f"{mod.name}.{info['cls']}"
                for sub in sorted(self.p.subclasses(base))[:16]:
                    for f in self.p.lookup(sub, name[5:])[1]:
                        if f[0] == T_METHOD:
                            targets.append((T_FUNC, f[1], sub))
            for t in targets:
                if t[0] == T_FUNC and self._returns_tensor(t[1], t[2] if len(t) > 2 else recv, depth + 1):
                    return True
        return False

    def _returned_helpers(self, fq: str, info: dict, mod: Module, recv: Optional[str], fields: tuple):
        """(function, receiver) of each program function a summary field of ``fq`` names as a
        helper whose result its ``return`` hands back (``ret_fwd``, ``ret_via``, ``ret_cmp``)."""
        scope = fq[len(mod.name) + 1:]
        for field in fields:
            for name in info.get(field, ()):
                for t in self.p.resolve(name, mod, scope, recv):
                    if t[0] == T_FUNC:
                        yield t[1], t[2] if len(t) > 2 else recv

    def _returns_dd_live(self, fq: str, recv: Optional[str] = None) -> bool:
        """Whether ``fq`` returns a value read from tensor data (``ret_dd``) on a path the
        deployment leaves live (``if _is_tracing(mask): return False`` first: that path only)."""
        got = self.p.function(fq)
        if got is None or not got[1].get("ret_dd"):
            return False
        mod, info = got
        at = info.get("ret_dd_at")
        if not at:
            return True
        dead = self.cond.regions(fq, mod, info, recv, self._mode)[0]
        return not dead or any(not inside(dead, line, col) for line, col in at)

    def _returns_data_value(self, fq: str, recv: Optional[str], depth: int) -> bool:
        """Whether ``fq`` returns one number or truth read from a tensor: its own ``return``
        (``ret_ddv``), a comparison with what a helper returning such a number gives (``return
        self.highest_id(ids) >= self.base``: ``ret_cmp``), or a helper's result returned as it is,
        a few calls deep."""
        got = self.p.function(fq)
        if got is None:
            return False
        mod, info = got
        if info.get("ret_ddv") and self._returns_dd_live(fq, recv):
            return True
        if depth >= 3:
            return False
        if any(self._returns_dd_live(h, r) or self._returns_data_value(h, r, depth + 1)
               for h, r in self._returned_helpers(fq, info, mod, recv, ("ret_cmp",))):
            return True
        return any(self._returns_data_value(h, r, depth + 1)
                   for h, r in self._returned_helpers(fq, info, mod, recv, ("ret_fwd",)))

    def _returns_dd_size(self, fq: str, recv: Optional[str], depth: int) -> bool:
        """Whether ``fq`` returns a tensor whose size depends on the data: its own ``return``
        (``ret_dds``), or what a helper it returns the result of does (``idx =
        find_outliers(x); return regular, idx``), a few calls deep."""
        got = self.p.function(fq)
        if got is None:
            return False
        mod, info = got
        if info.get("ret_dds"):
            return True
        return depth < 3 and any(self._returns_dd_size(h, r, depth + 1)
                                 for h, r in self._returned_helpers(fq, info, mod, recv, ("ret_fwd", "ret_via")))

    _TENSOR_FACTORIES = frozenset({"zeros", "ones", "empty", "full", "tensor", "arange", "randn", "rand",
                                   "randint", "zeros_like", "ones_like", "empty_like", "full_like", "as_tensor"})

    def _compares_value(self, fq: str, pname: str, line: int, dead=()) -> bool:
        """Whether a test of ``fq`` on ``line`` compares one element of ``pname`` by value
        (``ref_counts[i] > 1``) - not its shape, its identity or what a call makes of it - where
        the comparison is evaluated (``dead``: the regions the deployment and
        guards make dead, a short-circuited operand of ``not _under_trace(x) and (x == 0).all()``
        included)."""
        node = self.p.function_node(fq)
        if node is None:
            return False
        for n in ast.walk(node):
            if type(n) is not ast.Compare or n.lineno != line \
                    or not all(type(op) in (ast.Lt, ast.LtE, ast.Gt, ast.GtE, ast.Eq, ast.NotEq) for op in n.ops):
                continue
            if dead and inside(dead, n.lineno, n.col_offset + 1):
                continue
            for side in (n.left, *n.comparators):
                while type(side) in (ast.BinOp, ast.UnaryOp):
                    side = side.left if type(side) is ast.BinOp else side.operand
                # an element (``ref_counts[i]``): a plain number (``if n > 3:``) may be a Python int
                # input, which dynamo specializes
                if type(side) is ast.Subscript and type(side.slice) is not ast.Slice \
                        and type(side.value) is ast.Name and side.value.id == pname:
                    return True
        return False

    def _root_input(self, name: str, fq: str) -> bool:
        """Whether ``name`` is an input of a compiled root the program names (``fq`` itself): a
        parameter with no annotation and no default (an annotated or defaulted one may be a
        Python value dynamo specializes)."""
        if fq not in getattr(self, "_input_roots", ()):
            return False
        info = (self.p.function(fq) or (None, {}))[1]
        got = next((pr for pr in info.get("params", ()) if pr[0] == name), None)
        if got is None or (len(got) > 1 and got[1]):
            return False
        sig = info.get("sig")
        if not sig:
            return False
        pos, ndefaults, kwonly, required = sig[0], sig[1], sig[2], sig[3]
        if name in pos:
            return pos.index(name) < len(pos) - ndefaults
        return name in kwonly and name in required

    def _tensor_param(self, name: str, fq: str) -> bool:
        """Whether ``name`` is a parameter of ``fq`` annotated as a tensor."""
        info = (self.p.function(fq) or (None, {}))[1]
        ann = next((pr[1] for pr in info.get("params", ()) if pr[0] == name and len(pr) > 1), None)
        return type(ann) is str and ann.replace("torch.", "").replace("Optional[", "").rstrip("]") == "Tensor"

    def _tensor_element(self, e: ast.AST, fq: str, mod: Module, scope: str, self_cls: Optional[str]) -> bool:
        """``int(self.states[row])`` / ``self.states[row].item()``: one element of a field that
        holds a tensor (declared one, registered as a buffer, or assigned from a ``torch``
        factory such as ``torch.zeros(n, dtype=torch.long)``) read as a Python number."""
        if type(e) is not ast.Call:
            return False
        f = e.func
        if type(f) is ast.Name and f.id in ("int", "float", "bool") and len(e.args) == 1 and not e.keywords:
            sub = e.args[0]
        elif type(f) is ast.Attribute and f.attr == "item" and not e.args:
            sub = f.value
        else:
            return False
        if type(sub) is not ast.Subscript or type(sub.slice) is ast.Slice:
            return False
        expr = dotted(sub.value)
        info = (self.p.function(fq) or (None, {}))[1]
        if expr and "." not in expr:
            return self._tensor_param(expr, fq)  # ``int(fsm_states[i])`` of a parameter annotated as a tensor
        if not expr or not expr.startswith("self.") or expr.count(".") != 1:
            return False
        if self._declared_tensor(expr, fq, mod, scope, self_cls, info):
            return True
        got = self.p.resolve(expr, mod, scope, self_cls)
        return bool(got) and all(t[0] == T_EXT and t[1].startswith("torch.")
                                 and t[1].split("(", 1)[0].rsplit(".", 1)[-1] in self._TENSOR_FACTORIES for t in got)

    def _declared_tensor(self, expr: str, fq: str, mod: Module, scope: str, self_cls: Optional[str],
                         info: dict) -> bool:
        """Whether ``recv.field`` is a field every possible class of ``recv`` declares with a tensor
        annotation (``tokens_per_expert: torch.Tensor`` in a dataclass, a NamedTuple, a class body)
        or registers as a buffer or parameter (``self.register_buffer("accumulated", ...)``)."""
        head, _, field = expr.rpartition(".")
        owners = [t for t in self.p.resolve(head, mod, scope, self_cls) + self._param_targets(
            head, fq, info, "attr", own_stores=True) if t[0] == T_INST]
        if not owners:
            return False
        for t in owners:
            anns = []
            registered = False
            for c in self.p.mro(t[1])[0]:
                got = self.p.klass(c)
                if got is not None and field in (got[1].get("tensor_attrs") or ()):
                    registered = True  # a buffer or parameter the class registers
                    break
                if got is not None and field in got[1]["attrs"]:
                    anns = [d[1] for d in got[1]["attrs"][field] if d[0] == "ann"]
                    break
            if not registered and (not anns or not all(_TENSOR_ANN.match(a) for a in anns)):
                return False
        return True

    def _exception_class(self, cls: Optional[str]) -> bool:
        """Whether the program class derives from a builtin exception class (``class
        UnsupportedHeadDimError(AttentionBackendError)`` over ``RuntimeError``)."""
        if not cls:
            return False
        _order, ext = self.p.mro(cls)
        return any(e.rsplit(".", 1)[-1] in _BUILTIN_EXCEPTIONS for e in ext)

    def _descriptor_names(self) -> frozenset:
        """Names a class body binds to an object of a program class that defines ``__get__``
        (``kernel_configs = TunedKernelConfigs()``): reading one through an instance runs it."""
        if self._descr_memo is None:
            getters = {q.rsplit(".", 1)[-1] for m in list(self.p.modules.values()) if not m.error
                       for q, cinfo in m.summary["classes"].items() if "__get__" in cinfo["methods"]}
            out = set()
            if getters:
                for m in list(self.p.modules.values()):
                    if m.error:
                        continue
                    fns = m.summary["functions"]
                    for cinfo in m.summary["classes"].values():
                        for name, descs in (cinfo.get("attrs") or {}).items():
                            if any(d[0] == "call" and type(d[1]) is str and d[1].rsplit(".", 1)[-1] in getters
                                   and not (len(d) > 2 and d[2] in fns) for d in descs):
                                out.add(name)
            self._descr_memo = frozenset(out)
        return self._descr_memo

    def _descriptor_getters(self, cls: str, attr: str) -> list:
        """(``__get__``, descriptor class) of the descriptor object the class body of ``cls`` (or
        of the first base along its MRO that binds ``attr``) holds under ``attr``."""
        out: list = []
        for c in self.p.mro(cls)[0]:
            got = self.p.klass(c)
            if got is None:
                continue
            cm, cinfo = got
            if attr in cinfo["methods"]:
                return out
            descs = (cinfo.get("attrs") or {}).get(attr)
            if not descs:
                continue
            fns = cm.summary["functions"]
            for d in descs:
                if d[0] != "call" or (len(d) > 2 and d[2] in fns):
                    continue  # (an object stored on the instance is no descriptor)
                for t in self.p.descriptor_values(d, cm, d[2] if len(d) > 2 else None, c, 1):
                    if t[0] != T_INST:
                        continue
                    for g in self.p.lookup(t[1], "__get__")[1]:
                        if g[0] == T_METHOD and (g[1], t[1]) not in out:
                            out.append((g[1], t[1]))
            return out
        return out

    def _getattr_classes(self) -> frozenset:
        """Program classes that define ``__getattr__`` (the fallback for a name an object lacks)."""
        if self._getattr_memo is None:
            self._getattr_memo = frozenset(
                f"{m.name}.{q}" for m in list(self.p.modules.values()) if not m.error
                for q, cinfo in m.summary["classes"].items() if "__getattr__" in cinfo["methods"])
        return self._getattr_memo

    def _getattr_fallbacks(self, recv: str, attr: str, mod: Module, scope: str, self_cls: Optional[str]) -> list:
        """``self.config.hidden_activation`` on an object whose class defines ``__getattr__`` and
        owns no such name (no store, method, field or class attribute along its MRO, nothing sets
        it from outside or by string): Python calls ``__getattr__``, and dynamo traces it (a
        deprecated-alias warning inside it is a break). (``__getattr__``, receiver class) pairs."""
        if attr.startswith("__") or not recv or "(" in recv or "[" in recv:
            return []
        out: list = []
        _ext, owned, anyone, _conds, _known = self.p._store_tables()
        if attr in anyone:
            return []
        for owner in self.p.resolve(recv, mod, scope, self_cls):
            if owner[0] != T_INST:
                continue
            order, ext = self.p.mro(owner[1])
            if ext or not any(c in self._getattr_classes() for c in order):
                continue  # (an outside base may supply the name)
            if any(attr in owned.get(c, ()) for c in order):
                continue
            if not any(not a.startswith("_") for c in order for a in ((self.p.klass(c) or (None, {}))[1].get("attrs") or {})):
                # a proxy keeping only private state (``__slots__ = ("_overrides", "_config")``)
                # answers every public name from what is published at run time: not followed
                continue
            for t in self.p.lookup(owner[1], "__getattr__")[1]:
                if t[0] == T_METHOD and (t[1], owner[1]) not in out:
                    out.append((t[1], owner[1]))
        return out

    def _property_names(self) -> frozenset:
        """The names of every ``@property`` / ``@cached_property`` the program defines: an attribute
        read of another name runs no getter (``pattrs`` are resolved only for these)."""
        if self._prop_names is None:
            out = set()
            for m in list(self.p.modules.values()):
                if m.error:
                    continue
                for qual, info in m.summary.get("functions", {}).items():
                    if info.get("cls") and property_decorated(info.get("decorators", ())):
                        out.add(qual.rsplit(".", 1)[-1])
            self._prop_names = frozenset(out)
        return self._prop_names

    def _getters(self, recv: str, attr: str, mod: Module, scope: str, self_cls: Optional[str],
                 owners: Optional[list] = None) -> list:
        """(getter, receiver class or None) of the property ``recv.attr`` reads, for each class the
        receiver can be (``owners``: its resolution, when the caller has it)."""
        out = []
        if owners is None:
            owners = self.p.resolve(recv, mod, scope, self_cls)
        # (the warming read itself, in the class's own ``__init__``, is as cold as any: an object
        # built in traced code - a factory dynamo traces - runs it inside the trace)
        warming = recv == "self" and scope.rsplit(".", 1)[-1] == "__init__"
        held = None
        for owner in owners:
            if owner[0] != T_INST:
                continue
            if held is None:
                if self_cls is None and recv.startswith("self.") and scope:
                    finfo = (self.p.function(f"{mod.name}.{scope}") or (None, {}))[1]
                    holder = f"{mod.name}.{finfo['cls']}" if finfo.get("cls") else None
                else:
                    holder = self_cls
                held = not warming and self._warmed_through_holder(recv, attr, holder)
            if attr in self._descriptor_names():
                out.extend(g for g in self._descriptor_getters(owner[1], attr) if g not in out)
            for t in self.p.lookup(owner[1], attr)[1]:
                if (t[0] == T_METHOD and self.is_property(t[1])
                        and (warming or not (self._warmed_in_init(owner[1], attr, t[1])
                                             or (held and self._cached_property(t[1]))))
                        and self.kind(t[1]) != "opaque"):
                    # (a getter marked ``assume_constant_result`` is run once at compile time, not traced)
                    out.append((t[1], owner[1] if owner[2] else None))
        return out

    def _cold_property_read(self, getters: list, expr: str, mod: Module, line: int, col: int, end: int,
                            barriers: list) -> None:
        """A read of a ``functools.cached_property`` (``flags.use_fused_norm``): on Python 3.11 its
        first read takes a lock dynamo rejects (the measured ``@functools.cached_property`` entry);
        later reads find the value in the object. A memo: ``_emit`` reports it under a
        ``fullgraph=True`` root, on the first call, unless eager code may read it first (on
        sglang's ``fullgraph=False`` roots, nine such reads were labelled FALSE: one recompile, no
        lasting break, so it is not reported there). ``_warmed_in_init`` getters are left out."""
        m = catalogue.decorated("functools.cached_property")
        if m is None:
            return
        for g, _recv in getters:
            if self._cached_property(g):
                barriers.append((m[0], m[1], f"{expr} (first read of a functools.cached_property)", mod.path,
                                 line, col, end))
                self._cold_reads[(mod.path, line, col)] = (expr, g)
                return

    def _cached_property(self, getter: str) -> bool:
        """Whether the getter is decorated ``functools.cached_property``."""
        got = self.p.function(getter)
        return got is not None and any(d.rsplit(".", 1)[-1] == "cached_property" for d in got[1]["decorators"])

    def _warmed_in_init(self, cls_fq: str, attr: str, getter: str) -> bool:
        """A ``functools.cached_property`` the class's own ``__init__`` reads (``_ = self.scalings``):
        every object holds its value before a compiled call reads it, so dynamo never runs the getter."""
        if not self._cached_property(getter):
            return False
        for f in self.p.lookup(cls_fq, "__init__")[1]:
            init = self.p.function(f[1]) if f[0] == T_METHOD else None
            if init is not None and any(site[4] == "attr" and site[0] == "self." + attr for site in init[1]["sites"]):
                return True
        return False

    @staticmethod
    def _held_tensor(recv: str, info: dict) -> bool:
        """Whether ``recv`` names a tensor the module holds (made before the region ran): an
        attribute of ``self`` (``self.weight``), or a loop variable over a module's parameters
        (``for p in base.parameters():``); not a parameter of the function (the graph input)."""
        if not recv or "(" in recv or "[" in recv:
            return False
        if recv.startswith("self.") and recv.count(".") <= 2:
            return True
        if "." in recv:
            return False
        # (a module's parameters are made with the module, outside the region, whoever hands it)
        return any(d[0] == "elem" and type(d[1]) is str and d[1].endswith((".parameters()", ".buffers()"))
                   for d in (info.get("locals") or {}).get(recv, ()))

    _PARAM_ITERS = (".parameters", ".buffers", ".named_parameters", ".named_buffers")

    def _parameter_loop_var(self, recv: str, fq: str, mod: Module, scope: str, self_cls: Optional[str]) -> bool:
        """``for _, p in self.trainable_parameters(): p.requires_grad_(False)`` where the loop runs
        over a module's parameters (``.named_parameters()``, ...) or over a program generator that
        yields from such a loop: ``p`` is a parameter made with the module, outside the region."""
        if not recv or "." in recv or "(" in recv:
            return False
        node = self.p.function_node(fq)
        if node is None:
            return False
        for lp in own_nodes(node):
            if type(lp) not in (ast.For, ast.comprehension) or type(lp.iter) is not ast.Call:
                continue
            names = [lp.target] if type(lp.target) is ast.Name else (
                list(lp.target.elts) if type(lp.target) is ast.Tuple else [])
            if not any(type(n) is ast.Name and n.id == recv for n in names):
                continue
            it = dotted(lp.iter.func) or ""
            if it.endswith(self._PARAM_ITERS):
                return True
            for t in self.p.resolve(it, mod, scope, self_cls) if it and "(" not in it else ():
                if t[0] == T_FUNC and self._yields_parameters(t[1]):
                    return True
        return False

    def _yields_parameters(self, fq: str) -> bool:
        """Whether generator ``fq`` yields from a loop over a module's parameters."""
        node = self.p.function_node(fq)
        if node is None:
            return False
        return any(type(lp) is ast.For and type(lp.iter) is ast.Call
                   and (dotted(lp.iter.func) or "").endswith(self._PARAM_ITERS)
                   and any(type(y) in (ast.Yield, ast.YieldFrom) for y in ast.walk(lp))
                   for lp in own_nodes(node))

    def _compiled_wrappers(self, fq: str, mod: Module, info: dict) -> list:
        """The wrappers the decorators written below a compile decorator put around ``fq``."""
        decs = list(info.get("decorators") or ())
        scope = fq[len(mod.name) + 1:]
        outer = scope.rsplit(".<locals>.", 1)[0] if ".<locals>." in scope else None
        below = None
        for i, dec in enumerate(decs):
            base = dec[:-2] if dec.endswith("()") else dec
            if any(t[0] == T_EXT and t[1].rstrip("()") in ("torch.compile", "torch._dynamo.optimize")
                   for t in self.p.resolve(base, mod, outer)):
                below = decs[i + 1:]
        return list(dict.fromkeys(w[1] for w in decorator_results(self.p, below or (), mod, outer)
                                  if w[0] == T_FUNC and w[1] != fq))

    def _warmed_through_holder(self, recv: str, attr: str, self_cls: Optional[str]) -> bool:
        """``self.params.length_penalty_table`` where the holder's ``__init__`` reads the same
        ``cached_property`` on the object it stores (``self.params = params; self.table =
        params.length_penalty_table``): warm before any compiled call."""
        if self_cls is None or not recv.startswith("self.") or recv.count(".") != 1:
            return False
        held = recv[5:]
        cinfo = (self.p.klass(self_cls) or (None, {}))[1]
        for f in self.p.lookup(self_cls, "__init__")[1]:
            got = self.p.function(f[1]) if f[0] == T_METHOD else None
            if got is None:
                continue
            mod, info = got
            qual = f[1][len(mod.name) + 1:]
            names = {f"self.{held}"}
            for d in (cinfo.get("attrs") or {}).get(held, ()):
                if d[0] == "expr" and len(d) > 2 and d[2] == qual and "." not in d[1] and any(
                        p[0] == d[1] for p in info["params"]):
                    names.add(d[1])  # ``self.params = params``
            node = self.p.function_node(f[1])
            if node is not None and any(type(n) is ast.Attribute and n.attr == attr and type(n.ctx) is ast.Load
                                        and dotted(n.value) in names for n in ast.walk(node)):
                return True
        return False

    def _property_getter_pairs(self, expr: str, mod: Module, scope: str, self_cls: Optional[str],
                               fq: Optional[str] = None, info: Optional[dict] = None) -> list:
        """(getter, receiver class or None) of each property ``recv.attr`` reads (on an unannotated
        parameter of ``fq``, the classes its callers hand it: ``if info.need_min_p_sampling:``)."""
        recv, attr = expr.rsplit(".", 1)
        if attr not in self._property_names():
            return []
        owners = self.p.resolve(recv, mod, scope, self_cls)
        if not owners and fq is not None and info is not None:
            owners = self._param_targets(recv, fq, info, "call")
        return self._getters(recv, attr, mod, scope, self_cls, owners)

    def _property_getters(self, expr: str, mod: Module, scope: str, self_cls: Optional[str]) -> list:
        """The property getters ``recv.attr`` runs: ``attr`` looked up on each class the receiver
        can be."""
        recv, attr = expr.rsplit(".", 1)
        owners = self.p.resolve(recv, mod, scope, self_cls)
        out = [g[0] for g in self._getters(recv, attr, mod, scope, self_cls, owners)]
        if not owners and "." not in recv and recv not in ("self", "cls"):
            # a parameter of unknown class: the properties of that name in the scanned package, when
            # only a few classes define one
            named = [f for f in self.p._target_records()["methods"].get(attr, ()) if self.is_property(f)]
            if len(named) <= 3:
                out.extend(named)
        return out

    def _forward_wrappers_of(self, fwd: str, shape: Optional[tuple]) -> list:
        """The wrappers decorators put around the module method ``fwd`` that run for a call of
        ``shape`` (positional count with the instance, unpacking, keywords; None: any): each
        decorator can return its wrapper and the wrapper's signature takes the call. They are
        marked, so that their own switches are read (``_wrapper_switches``)."""
        out = []
        for w in self.wrappers_of(fwd):
            if not self._live_wrapper(w):
                continue
            wgot = self.p.function(w)
            wsig = wgot[1].get("sig") if wgot is not None else None
            if shape is not None and wsig is not None and not _binds(wsig, shape, 0):
                continue
            self._forward_wrappers.add(w)
            out.append(w)
        return out

    def _live_wrapper(self, w: str) -> bool:
        """Whether the decorator defining wrapper ``w`` can return it: ``if not _PROFILE: return fn``
        before ``return wrapper`` hands back the function itself when the flag is off."""
        got = self._live_wrap_memo.get(w)
        if got is None:
            got = self._live_wrap_memo[w] = self._live_wrapper_uncached(w)
        return got

    def _live_wrapper_uncached(self, w: str) -> bool:
        if ".<locals>." not in w:
            return True
        outer, short = w.rsplit(".<locals>.", 1)
        got = self.p.function(outer)
        fn = self.p.function_node(outer)
        if got is None or fn is None:
            return True
        from compilelint.evaluate import truth
        folder = self.p.folder
        for st in fn.body:
            if type(st) is ast.Return and type(st.value) is ast.Name and st.value.id == short:
                return True
            if type(st) is ast.If and st.body and type(st.body[-1]) in (ast.Return, ast.Raise):
                test = self._module_flags_inlined(st.test, got[0])
                if truth(folder.expr_value(test, outer, with_locals=False)) is True:
                    return False  # an early return the deployment takes: the wrapper is never returned
        return True

    def _module_flags_inlined(self, test: ast.AST, mod: Module) -> ast.AST:
        """``test`` with each name bound once at module level (``_PROFILE = os.environ.get("X",
        "0") == "1"``) replaced by the expression it is bound to, so the folder reads the flag."""
        names = {n.id for n in ast.walk(test) if type(n) is ast.Name}
        if not names:
            return test
        try:
            with open(mod.path, "rb") as fh:
                tree = ast.parse(fh.read())
        except (OSError, SyntaxError, ValueError):
            return test
        bound: dict = {}
        for st in tree.body:
            if type(st) is ast.Assign and len(st.targets) == 1 and type(st.targets[0]) is ast.Name:
                n = st.targets[0].id
                if n in names:
                    bound[n] = st.value if n not in bound else None
        bound = {k: v for k, v in bound.items() if v is not None}
        if not bound:
            return test

        class _Inline(ast.NodeTransformer):
            def visit_Name(self, node):
                return bound.get(node.id, node)

        return ast.fix_missing_locations(_Inline().visit(ast.parse(ast.unparse(test), mode="eval").body))

    def _wrapper_switches(self, fq: str, mod: Module, info: dict, self_cls: Optional[str]) -> list:
        """Dead spans of a forward wrapper's branches on a switch it computes itself (``collected =
        {k: [] for k, v in requested.items() if v}``; ``if len(collected) > 0: install_hooks()``, or
        ``if not wanted: return fwd(...)`` before the hooks): an option of the call (outputs to
        capture) that the plain call leaves off, so the wrapper's own collections are empty. Tests
        reading its parameters, its receiver or anything outside it (``"dynamic" in self.rope_type``,
        ``old in kwargs``) stay as the scan decides them."""
        fn = self.p.function_node(fq)
        if fn is None:
            return []
        params = {p.lstrip("*") for p, _ in info["params"]}
        own = set(info.get("locals", ())) - params
        out: list = []
        span, exits = _span, _exits

        def block(body):
            for i, st in enumerate(body):
                if type(st) is ast.If:
                    value = _off_value(st.test, own)
                    rest = body[i + 1:]
                    if value is True:
                        if st.orelse:
                            out.append(span(st.orelse[0], st.orelse[-1]))
                        if rest and exits(st.body):
                            out.append(span(rest[0], rest[-1]))
                    elif value is False:
                        out.append(span(st.body[0], st.body[-1]))
                        if rest and exits(st.orelse):
                            out.append(span(rest[0], rest[-1]))
                for field in ("body", "orelse", "finalbody"):
                    sub = getattr(st, field, None)
                    if sub and type(st) not in (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef):
                        block(sub)
                for h in getattr(st, "handlers", ()) or ():
                    block(h.body)

        block(fn.body)
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
        # (an object's ``__call__`` put in place of the function takes the call after ``self``)
        return _binds(wgot[1]["sig"], (npos, star, kws), 1 if (fq, wrapper) in self._wrap_recv else 0)

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

    def _handed_calls(self, targets: list, expr: str, line: int, col: int, mod: Module, scope: str,
                      self_cls: Optional[str], info: dict, succ: list) -> None:
        """Edges to the functions one call passes to parameters its callee calls
        (``Program.called_params``): a module function, a nested def or a method the caller names."""
        passed = info["cargs"].get((line, col))
        if passed is None:
            return
        for t in targets:
            if t[0] != T_FUNC:
                continue
            called = self.p.called_params(t[1])
            if not called:
                continue
            for pname, v in self.p.passed_to(t[1], expr, mod, scope, self_cls, passed):
                if pname not in called or v[0] not in ("l", "s"):
                    continue
                name = v[1] if v[0] == "l" else f"self.{v[1]}"
                for h in self.p.resolve(name, mod, scope, self_cls):
                    if h[0] == T_FUNC and self.kind(h[1]) == "normal" and self._live_target(h):
                        succ.append(((h[1], h[2] if len(h) > 2 else None), line))

    def _param_targets(self, expr: str, fq: str, info: dict, kind: str, own_stores: bool = False) -> list:
        """``past_key_values.update(...)`` on an unannotated parameter: the method on the classes
        of the objects the function's callers hand it (``Conditions.param_classes``); a call of the
        parameter itself calls those objects."""
        head, _, rest = expr.partition(".")
        if kind != "call" or head in ("self", "cls") or "(" in expr or "[" in expr or "." in rest:
            return []
        if not any(p == head and ann is None for p, ann in info["params"]) or (
                info["locals"].get(head) and not own_stores):
            return []
        classes = self.cond.param_classes(fq, head)
        if not classes:
            return []
        if not rest:
            return list(classes)
        out: list = []
        for t in classes:
            for f in self.p.lookup(t[1], rest)[1]:
                if f[0] == T_METHOD:
                    out.append((T_FUNC, f[1], t[1]))
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
        cands = self._package_methods(method, mod)
        if not 1 <= len(cands) <= 8:
            return []
        return [(T_FUNC, fq, c) for fq, c in cands]

    def _held_global_fallback(self, expr: str, mod: Module, scope: str, info: dict) -> list:
        """``connector = get_kv_transfer_group(); connector.wait_for_layer_load(name)`` where the
        getter returns a module global the deployment installs from outside the package (a setter
        nothing in the package calls, ``_AGENT = connector``): every method of that name in the
        scanned package (at most three), rather than nothing."""
        head, _, meth = expr.partition(".")
        if not meth or "." in meth or "(" in expr or "[" in expr or meth.startswith("__") or meth in COMMON_METHODS:
            return []
        descs = (info.get("locals") or {}).get(head)
        if not descs or any(p[0].lstrip("*") == head for p in info.get("params", ())) or not all(
                d[0] == "call" and type(d[1]) is str and "(" not in d[1] and "[" not in d[1] and not (len(d) > 3 and d[3])
                for d in descs):
            return []
        for d in descs:
            getters = [t for t in self.p.resolve(d[1], mod, scope, None) if t[0] == T_FUNC]
            if not getters or not all(self._returns_installed_global(t[1]) for t in getters):
                return []
        cands = self._package_methods(meth, mod)
        if not 1 <= len(cands) <= 3:
            return []
        return [(T_FUNC, fq, c) for fq, c in cands]

    def _param_name_fallback(self, expr: str, fq: str, mod: Module, info: dict) -> list:
        """``attn_backend.forward_extend(q, k, v, i)`` on an unannotated parameter whose callers the
        scan cannot read (a layer called from a loop over a module-level list): the method of that
        name when exactly one class of the scanned package defines it, rather than nothing."""
        head, _, meth = expr.partition(".")
        if not meth or "." in meth or "(" in expr or "[" in expr or meth.startswith("_") or meth in COMMON_METHODS:
            return []
        if not any(p[0] == head and p[1] is None for p in info.get("params", ())) or head in ("self", "cls") \
                or any(d[0] != "ann" for d in (info.get("locals") or {}).get(head) or ()):
            return []  # (a parameter the body rebinds holds something else there)
        if self.cond.param_classes(fq, head) is not None:
            return []  # the callers are read: what they pass decides (``_param_targets``)
        cands = self._package_methods(meth, mod)
        if len(cands) != 1:
            return []  # (two classes with the method: one may be a look-alike, blind52 s900)
        return [(T_FUNC, f, c) for f, c in cands]

    def _returns_installed_global(self, fq: str) -> bool:
        """Whether every ``return`` of ``fq`` gives a module global of its module that the module
        only ever sets to None itself (at import) or from a function's parameter."""
        got = self.p.function(fq)
        node = self.p.function_node(fq)
        if got is None or node is None or got[1].get("cls"):
            return False
        gmod = got[0]
        rets = [n for n in ast.walk(node) if type(n) is ast.Return]
        if not rets or not all(type(r.value) is ast.Name for r in rets):
            return False
        names = {r.value.id for r in rets}
        if len(names) != 1:
            return False
        name = names.pop()
        binds = gmod.summary["globals"].get(name) or ()
        fns = gmod.summary["functions"]

        def installed(d: tuple) -> bool:  # ``_AGENT = connector`` in ``def set_agent(connector)``
            return d[0] == "expr" and len(d) > 2 and type(d[1]) is str and d[2] in fns and any(
                p[0] == d[1] for p in fns[d[2]]["params"])
        return any(installed(d) for d in binds) and all(
            d[0] == "ann" or (d[0] == "const" and d[1] is None) or installed(d) for d in binds) \
            and not self.p.resolve(name, gmod, None)

    def _package_methods(self, meth: str, mod: Module) -> list:
        """(method, class) of every class in ``mod``'s top package that defines ``meth``."""
        top = mod.name.split(".")[0]
        return [(fq, c) for t, fq, c in self._method_index().get(meth, ()) if t == top]

    def _method_index(self) -> dict:
        """Method name -> (top package, method, class) of every class in the target modules."""
        if self._methods_by_name is None:
            idx: dict[str, list] = {}
            for m in self.p.target_modules():
                if m.error:
                    continue
                for qual, cinfo in m.summary["classes"].items():
                    for name, mq in cinfo["methods"].items():
                        idx.setdefault(name, []).append((m.name.split(".")[0], f"{m.name}.{mq}", f"{m.name}.{qual}"))
            self._methods_by_name = idx
        return self._methods_by_name

    def _module_param_fallback(self, expr: str, info: dict, shape: tuple, mod: Module) -> list:
        """``for layer in layers: hidden = layer(hidden, cache, ...)`` where ``layers: nn.ModuleList``
        is a parameter the scan cannot follow (a compiled function handed its modules): the
        ``forward`` methods of the scanned package whose signature binds the call, when at most
        three do (a few, rather than nothing)."""
        if "." in expr or "(" in expr or "[" in expr:
            return []
        anns = dict((p[0].lstrip("*"), p[1] or "") for p in info.get("params", ()))
        src = [expr] if "Module" in anns.get(expr, "") else []
        for d in (info.get("locals") or {}).get(expr, ()):
            if d[0] == "elem" and type(d[1]) is str and any(k in anns.get(d[1], "") for k in (
                    "ModuleList", "Sequential", "Module")):
                src.append(d[1])
        if not src:
            return []
        top = mod.name.split(".")[0]
        out = []
        for t, fwd, cls in self._method_index().get("forward", ()):
            if t != top:
                continue
            got = self.p.function(fwd)
            sig = got[1].get("sig") if got is not None else None
            if sig is not None and _binds(sig, shape, 1):
                out.append((T_FUNC, fwd, cls))
        return out if 1 <= len(out) <= 3 else []

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

    def _emit_walk(self, findings: dict, root_of: dict, parent: dict, hits: list, crossings: dict,
                   stop_outside: bool = True) -> None:
        """Findings of one traversal; ``root_of`` maps each start node to its Root. Under a
        ``fullgraph=False`` root only the barriers dynamo traces are kept (``frames``: after the
        first break in a frame it does not compile, the rest of that frame runs eagerly)."""
        self._chain_memo.clear()
        starts = [(s, TRACED if r.fullgraph is False else ALL) for s, r in root_of.items() if s in parent]
        states, cross = (self.frame_states(starts, stop_outside)
                         if any(st == TRACED for _, st in starts) else (None, None))
        if states is not None:
            hits = [(node, b) for node, b in hits if self.traced_hit(states, node, b)]

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
            if states is not None:
                es = cross.get(entry, ALL)
                if es != ALL:
                    est = self.ext_states(entry, es)
                    ehits = [(node, b) for node, b in ehits if self.traced_hit(est, node, b)]
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
        # compiled roots the program names itself (not guessed engine forwards): their unannotated
        # parameters are the compiled call's inputs
        self._input_roots = frozenset(r.fq for r in roots if r.kind != "forwards")
        self._decorated_roots = frozenset(r.fq for r in roots if r.kind == "decorator")
        self.p.prepare_param_held()
        self.cond.reset_decisions()
        self._edges_memo.clear()
        self._class_hooks_memo = None
        self._listed_memo.clear()
        self._fm = None
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
            stop = self._node_in_targets(root.fq)
            parent, hits, crossings = self._walk(start, stop_outside=stop)
            if fwd_starts:
                covered.update(n for n in parent if n in fwd_starts)
            self._emit_walk(findings, {start: root}, parent, hits, crossings, stop)
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
        kept = self._drop_shadowed(list(findings.values()))
        modes = {r.fq: r.mode for r in roots}
        self._und_memo: dict = {}
        for f in kept:
            und = self._undecided(f, modes.get(f.root))
            if und:
                f.detail["undecided"] = und
        self._und_memo = {}
        self._disabled_bodies(kept)
        release_parsed()  # the defs parsed again for it (the process's peak memory)
        return sorted(kept, key=lambda f: (f.path, f.line, f.column, f.rule, f.root))

    def _warmed(self, names: list, cold: list) -> bool:
        """Whether eager code may fill the memo before the first compiled call: a function of the
        chain below the root is also called from a constructor (the rotary cache ``__init__``
        builds through the same ``_get_cos_sin_cache``), or the memo's module-level container is
        filled by a function a constructor calls (``reserve_workspace`` in a layer's ``__init__``)."""
        def from_init(fq: str, depth: int = 0) -> bool:
            got = list(self.p.callers(fq, targets_only=True, limit=40, sites_only=True) or ())
            if depth == 0 and fq.endswith(".forward"):
                # ``self.model(dummy)``: a module called through its instance
                got.extend(self.p.module_callers(fq, limit=40) or ())
            if any(q and q.rsplit(".", 1)[-1] == "__init__" for _m, q, _s in got):
                return True
            # (or from a method the constructor calls: ``self._warmup_kernels()`` running the
            # model eagerly over the capture batch sizes)
            return depth < 1 and any(q and "." in q and f"{m.name}.{q}" not in names[:1]
                                     and from_init(f"{m.name}.{q}", depth + 1) for m, q, _s in got)

        for fq in names[1:]:
            if self.p.function(fq) is not None and from_init(fq):
                return True
        containers: set = set()
        for c in cold:
            text = c[len("cold cache: "):].strip("`")
            try:
                test = ast.parse(text, mode="eval").body
            except SyntaxError:
                continue
            for x in ast.walk(test):
                if type(x) is ast.Compare and type(x.ops[0]) in (ast.In, ast.NotIn) and type(x.comparators[0]) is ast.Name:
                    containers.add(x.comparators[0].id)
                elif type(x) is ast.Call and type(x.func) is ast.Attribute and type(x.func.value) is ast.Name:
                    containers.add(x.func.value.id)
        if containers and names:
            mods: dict = {}
            for fq in names[1:]:
                g = self.p.function(fq)
                if g is not None:
                    mods[g[0].name] = g[0]
            chain = set(names)
            for m in mods.values():
                for base, _d, qual in m.summary.get("setitems", ()):
                    if base in containers and qual and f"{m.name}.{qual}" not in chain \
                            and from_init(f"{m.name}.{qual}"):
                        return True
        return False

    def _disabled_bodies(self, findings: list) -> None:
        """``detail["disabled_body"]`` on each call of a ``torch.compiler.disable``d function of the
        targets: "traces" where the scan finds no barrier in its body and what it calls (walked as if
        it were a root), else the rules it finds there. The fix drops the decorator of a body that
        traces (dynamo then inlines it) instead of making it an opaque op."""
        memo: dict = {}
        for f in findings:
            if f.rule != DisabledFunctionCall.code or not f.chain:
                continue
            fq = f.chain[-1]
            if fq not in memo:
                got = self.p.function(fq) if self._in_targets(fq) else None
                if got is None:
                    memo[fq] = None
                else:
                    mod, info = got
                    cls = f"{mod.name}.{info['cls']}" if info.get("cls") else None
                    self._mode = None
                    _parent, hits, _crossings = self._walk((fq, cls), stop_outside=False)
                    rules = sorted({h[1][0] if type(h[1]) is tuple else str(h[1]) for h in hits}) if hits else []
                    memo[fq] = "traces" if not hits else rules
            if memo[fq] is not None:
                f.detail["disabled_body"] = memo[fq]

    def _drop_shadowed(self, findings: list) -> list:
        """Under a ``fullgraph=False`` root, dynamo runs the rest of a frame eagerly from a barrier
        it cannot resume after (measured on torch 2.13: an unsupported context manager, a
        ``data_ptr()`` in arithmetic (an observed exception), any break in a ``with`` header or
        inside a loop): the barriers after it in the same block of that function are never traced
        there. They are left out (the functions it calls are traced as frames of their own)."""
        groups: dict = {}
        for f in findings:
            if f.fullgraph is False and f.function:
                groups.setdefault(f.function, []).append(f)
        drop: set = set()
        for fq, fs in groups.items():
            if len({(f.line, f.column) for f in fs}) < 2:
                continue
            node = self.p.function_node(fq)
            if node is None:
                continue
            paths = {id(f): _stmt_path(node, f.line, f.column - 1) for f in fs}
            skips = [f for f in fs if paths[id(f)] and (f.gb_type in RESUMELESS_GB or _resumeless_spot(paths[id(f)], f.line, f.column))]
            for t in fs:
                if any(s is not t and dominates(paths[id(s)], (s.line, s.column), paths[id(t)], (t.line, t.column))
                       for s in skips):
                    drop.add(id(t))
        return [f for f in findings if id(f) not in drop]

    def _undecided(self, f: Finding, mode) -> list:
        """The branch tests on the finding's chain that the scan could not decide: each ``if`` /
        ``while`` / ``elif`` around a call of the chain (or the barrier) whose taken branch is
        neither decided by the profile and the program's constants nor unconditional. A chain
        without any is taken wherever its root runs."""
        steps = f.detail.get("steps") or []
        out: list = []
        for i, fq in enumerate(f.chain[:len(steps)]):
            key = (fq, steps[i][0], steps[i][1], mode)
            got = self._und_memo.get(key)
            if got is None:
                got = self._und_memo[key] = self._undecided_at(fq, steps[i][0], steps[i][1], mode)
            out.extend(got)
        return out

    def _undecided_at(self, fq: str, path: str, line: int, mode) -> list:
        """The undecided tests around one line of one function of a chain."""
        out: list = []
        got = self.p.function(fq)
        node = self.p.function_node(fq) if got is not None else None
        if node is None:
            return out
        mod, info = got
        decided = None
        static = set(info.get("static_ifs") or ())

        def undecided(test: ast.expr, first: ast.stmt, holds: bool) -> None:
            # the test decides the statements from ``first`` on; listed unless decided either way
            nonlocal decided
            if (test.lineno, test.col_offset + 1) in static:
                return
            if decided is None:
                decided = {sp[:2] for sp in self.cond.decided_spans(fq, mod, info, None, mode)}
            if (first.lineno, first.col_offset + 1) not in decided:
                out.append(_test_entry(path, test, holds))

        steps = _stmt_path(node, line, None)
        for n, (block, k, st) in enumerate(steps):
            for j, prev in enumerate(block[:k]):
                # ``if test: return`` before it: reached only when the test is false
                if type(prev) is ast.If and prev.body and type(prev.body[-1]) in _EXITS and not (
                        prev.orelse and type(prev.orelse[-1]) in _EXITS):
                    undecided(prev.test, block[j + 1], False)
            if type(st) in (ast.If, ast.While) and n + 1 < len(steps):
                inner = steps[n + 1][0]
                if inner is st.body or inner is st.orelse:
                    undecided(st.test, inner[0], inner is st.body)
        return out

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
        _walk_up(parent, node, nodes, links)
        if crossing is not None:
            cparent, caller, line = crossing
            links.append(line)
            _walk_up(cparent, caller, nodes, links)
        nodes.reverse()
        links.reverse()
        return nodes, links

    def _feasible(self, nodes: list, links: list, last: tuple) -> bool:
        """Whether the chain can run as written: the arguments each call on it passes (a literal,
        a default left out, a value handed on from the call before) must not make the next call,
        or the barrier, sit in a branch they rule out (``self.norm(h)`` never takes
        ``if residual is not None:`` although other callers pass a residual); and each call
        through a parameter must reach a class of the object the chain hands down
        (``self.logits_processor(ids, h, self.lm_head)`` passes a ``ParallelLMHead``, which
        ``_compute_lm_head(h, lm_head)`` calls as ``lm_head(h)``), not any class the parameter's
        annotation admits."""
        tested = self.cond.tested_params
        # no function on the chain tests a parameter: no value a call passes can rule anything out
        values = any((got := self.p.function(fq)) is not None and tested(fq, got[1]) for fq, _ in nodes[1:])
        bind: dict = {}  # parameter -> the constant the chain gives it
        held: dict = {}  # parameter -> ((class, exact), ...) of the object the chain hands it
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
                bind, held = {}, {}
                continue
            if held and not self._receiver_fits(site, info, nodes[i + 1], held):
                return False
            if values:
                bind = self.cond.call_binding(site, mod, scope, nodes[i + 1][0], bind)
            held = self._class_binding(site, mod, scope, self_cls, info, nodes[i + 1][0], held)
        return True

    def _receiver_fits(self, site: tuple, info: dict, callee: tuple, held: dict) -> bool:
        """Whether a call on a parameter the chain handed an object can reach ``callee``: the bound
        object itself is called (``lm_head(h)``) or one of its methods (``lm_head.forward(h)``);
        an object it holds (``lm_head.quant_method.apply``, ``layer.mlp(x)``) is not narrowed, nor
        is a parameter the function rebinds."""
        callee_fq, callee_cls = callee
        parts = site[0].split(".")
        recv = parts[0]
        direct = len(parts) == 1 or (len(parts) == 2 and callee_fq.rsplit(".", 1)[-1] == parts[1])
        if not direct or recv not in held or not callee_cls or any(
                d[0] != "ann" for d in info["locals"].get(recv) or ()):
            return True
        return any(callee_cls == c or (not exact and callee_cls in self.p.subclasses(c)) for c, exact in held[recv])

    def _class_binding(self, site: tuple, mod: Module, scope: str, self_cls: Optional[str], info: dict,
                       callee_fq: str, held: dict) -> dict:
        """{callee parameter: the classes of the object one call passes it} for arguments that are
        ``self.attr`` objects of known classes or parameters the chain already bound (``held``)."""
        cargs = (info.get("cargs") or {}).get((site[1], site[2]))
        got = self.p.function(callee_fq)
        if not cargs or got is None or site[5] is None or got[1].get("sig") is None:
            return {}
        cinfo = got[1]
        decos = {d.rsplit(".", 1)[-1] for d in cinfo["decorators"]}
        if decos - {"staticmethod", "classmethod"}:
            return {}  # a wrapper may call it with other arguments
        pos = list(cinfo["sig"][0])
        method = cinfo.get("cls") is not None and "staticmethod" not in decos
        skip = 1 if method and self.p.bound_receiver(site[0], mod, scope, None) else 0
        out: dict = {}

        def classes(given):
            if given is None:
                return None
            if given[0] == "p":
                return held.get(given[1])
            if given[0] == "s" and self_cls:
                targets = self.p.resolve(f"self.{given[1]}", mod, scope, self_cls)
                if targets and all(t[0] == T_INST for t in targets):
                    return tuple(sorted({(t[1], bool(t[2])) for t in targets}))
            return None

        for j, given in enumerate(cargs[0] or ()):
            k = j + skip
            c = classes(given)
            if c and k < len(pos):
                out[pos[k]] = c
        for name, given in cargs[1]:
            c = classes(given)
            if c:
                out[name] = c
        return out

    def _site_on(self, mod: Module, info: dict, scope: str, self_cls: Optional[str], line: int,
                 callee: str) -> Optional[tuple]:
        """The one call site on ``line`` that calls ``callee`` (resolved: the function itself, the
        wrapper a decorator puts around it, or a module instance whose ``forward`` it is), or
        None."""
        sites = [s for s in info["sites"] if s[1] == line and s[4] == "call" and s[0]]
        if len(sites) <= 1:
            return sites[0] if sites else None
        hits = []
        for site in sites:
            for t in self.p.resolve(site[0], mod, scope, self_cls):
                if (t[0] == T_FUNC and (t[1] == callee or callee in self.wrappers_of(t[1]))) or (
                        t[0] == T_INST and callee.endswith(".forward") and any(
                            f[0] == T_METHOD and f[1] == callee for f in self.p.lookup(t[1], "forward")[1])):
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
        cold_read = self._cold_reads.get((path, line, col)) if self._cold_reads else None
        if cold_read is not None and what.endswith("(first read of a functools.cached_property)"):
            if root.fullgraph is not True:
                return  # a first read under fullgraph=False: one recompile, no lasting break
            only_when = list(only_when) + [COLD + f"`{cold_read[0]}`"]
            detail["cold_property"] = cold_read[1]  # the getter (the fixer warms it in __init__)
        if only_when:
            # dynamo folds the query on the compiling machine: reached only where it is true
            cold = [n for n in only_when if n.startswith("cold cache: ")]
            queries = [n + "()" for n in only_when if not n.startswith("cold cache: ")]
            if queries or root.fullgraph is not True or root.kind == "forwards" or self._warmed(names, cold):
                severity = "warning"
            # (a memo alone under a fullgraph=True root stays an error: the first compiled call of a
            # process traces the miss - the cache starts empty unless eager runs fill it first, as a
            # serving engine's warm-up does; measured: blind36 s242, blind37 s266)
            parts = (["only when " + " and ".join(queries)] if queries else []) + [
                ("only on a " if severity == "warning" else "on the first call, on a ") + n for n in cold]
            message += " (" + "; ".join(parts) + ")"
            detail["only_when"] = only_when
        findings[key] = Finding(
            rule=code, severity=severity, path=_display_path(path), line=line, column=col,
            message=message,
            root=root.fq, chain=names + [what], hint=rule.hint, gb_type=gb_type, gb_id=gid,
            end_line=end, function=node[0], detail=detail, fullgraph=root.fullgraph)
