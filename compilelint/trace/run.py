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

import contextlib
import io
import logging
import os
import sys
import time
import traceback
import warnings
from typing import Any, Callable, Optional

from compilelint import gb as _gb
from compilelint.trace.attribute import _Attributor, _Roots, _Sources, _fs_list, _tb_frames
from compilelint.trace.resolve import Resolved, _one_line, _precheck, resolve
from compilelint.trace.results import (INSTALL_HINT, _WRAPPER_GB_TYPES, Break, FrameRef, TorchMissing, TraceResult,
                                           import_torch, torch_available)


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
