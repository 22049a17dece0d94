"""Warm properties, keyed registries, pinned getters and compiled wrappers the way blind53's
packages make them:

* ``self.params = params; self.table = params.length_penalty_table`` in a holder's ``__init__``
  warms the ``functools.cached_property`` that ``self.params.length_penalty_table`` later reads in
  the compiled step (s910); the twin's holder does not read it first (a cold read: on Python 3.11
  its lock fails dynamo, measured as the catalogue's ``@functools.cached_property`` entry);
* ``_GUARDS = {cls.name: cls for cls in (NoGuard, DebugGuard)}`` looked up by a config default
  (s920): the comprehension keyed by the classes' attribute; the twin's config picks the logging
  guard;
* ``if get_world_size(group) == 1: return tensor`` before a ``torch.compiler.disable``d collective
  (s927): the profile's ``world_size=1`` answers the getter named for it; the twin goes to the
  collective when the world size is 1;
* ``@torch.compile(fullgraph=True)`` above ``@cast_inputs("dtype")``: what is compiled is the
  wrapper the lower decorator returns (s915); the twin's wrapper does nothing impure.

Each breaking root has a clean twin; dynamo's verdict on the same package."""
from __future__ import annotations

import sys

import pytest

from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

FILES = {
    "clb53/__init__.py": "",
    "clb53/m.py": """
        import dataclasses
        import functools
        import logging
        import warnings

        import torch
        import torch.distributed as dist

        logger = logging.getLogger(__name__)


        class Params:
            def __init__(self, n: int):
                self.n = n

            @functools.cached_property
            def table(self):
                return torch.arange(self.n, dtype=torch.float32) + 1


        class WarmHolder:
            def __init__(self, params):
                self.params = params
                self.cached = params.table

            def step(self, x):
                return x / self.params.table[: x.shape[0]]


        class ColdHolder:
            def __init__(self, params):
                self.params = params

            def step(self, x):
                return x / self.params.table[: x.shape[0]]


        WARM, COLD = WarmHolder(Params(8)), ColdHolder(Params(8))


        def holder_warm(x):
            return WARM.step(x)


        def holder_cold(x):
            return COLD.step(x)


        class NoGuard:
            name = "none"

            def check(self, x):
                return x


        class DebugGuard:
            name = "debug"

            def check(self, x):
                logger.warning("checking %s", tuple(x.shape))
                return x


        _GUARDS = {cls.name: cls for cls in (NoGuard, DebugGuard)}


        @dataclasses.dataclass
        class GuardConfig:
            mode: str = "none"


        @dataclasses.dataclass
        class DebugGuardConfig:
            mode: str = "debug"


        def make_guard(mode: str):
            return _GUARDS[mode]()


        CFG, DEBUG_CFG = GuardConfig(), DebugGuardConfig()
        GUARD, DEBUG_GUARD = make_guard(CFG.mode), make_guard(DEBUG_CFG.mode)


        def guard_none(x):
            return GUARD.check(x) + 1


        def guard_debug(x):
            return DEBUG_GUARD.check(x) + 1


        def get_world_size(group=None) -> int:
            if not dist.is_available() or not dist.is_initialized():
                return 1
            return dist.get_world_size(group)


        @torch.compiler.disable
        def _blocking_all_reduce(x):
            return x


        def reduce_single(x):
            if get_world_size() == 1:
                return x + 1
            return _blocking_all_reduce(x)


        def reduce_always(x):
            if get_world_size() > 1:
                return x + 1
            return _blocking_all_reduce(x)


        def cast_inputs(dtype):
            def decorator(fn):
                @functools.wraps(fn)
                def wrapper(x):
                    if x.dtype != dtype:
                        warnings.warn("casting input")
                    return fn(x.to(dtype))

                return wrapper

            return decorator


        def plain_inputs(dtype):
            def decorator(fn):
                @functools.wraps(fn)
                def wrapper(x):
                    return fn(x.to(dtype))

                return wrapper

            return decorator


        @torch.compile(fullgraph=True)
        @cast_inputs(torch.float16)
        def cast_warn(x):
            return x * 2


        @torch.compile(fullgraph=True)
        @plain_inputs(torch.float16)
        def cast_plain(x):
            return x * 2


        holder_warm_c = torch.compile(holder_warm, fullgraph=True)
        holder_cold_c = torch.compile(holder_cold, fullgraph=True)
        guard_none_c = torch.compile(guard_none, fullgraph=True)
        guard_debug_c = torch.compile(guard_debug, fullgraph=True)
        reduce_single_c = torch.compile(reduce_single, fullgraph=True)
        reduce_always_c = torch.compile(reduce_always, fullgraph=True)
        """,
}
NAMES = ("holder_warm", "holder_cold", "guard_none", "guard_debug", "reduce_single", "reduce_always")
BREAKING = {"holder_cold", "guard_debug", "reduce_always", "cast_warn"}


def test_values_and_wrappers_decide_the_paths(tmp_path):
    make(tmp_path, FILES)
    res = scan([str(tmp_path / "clb53")], no_cache=True, jobs=1)
    roots = {f.root.rsplit(".", 1)[-1] for f in res.findings if f.severity == "error"}
    assert roots == BREAKING, sorted((f.root, f.rule, f.line, tuple(f.chain)) for f in res.findings)


def test_dynamo_agrees_on_the_twins(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, FILES)
    m = _import_from(tmp_path, "clb53.m")
    x = torch.ones(4)
    verdicts = {n: _breaks(torch, getattr(m, n + "_c")._torchdynamo_orig_callable, x) for n in NAMES}
    for n in ("cast_warn", "cast_plain"):  # compiled by their decorators: called as they are
        torch._dynamo.reset()
        try:
            getattr(m, n)(x)
            verdicts[n] = False
        except Exception:  # noqa: BLE001 - any failure is a break
            verdicts[n] = True
        finally:
            torch._dynamo.reset()
    expected = set(BREAKING)
    if sys.version_info >= (3, 12):
        expected.discard("holder_cold")  # cached_property has no lock from Python 3.12 on
    assert {n for n, b in verdicts.items() if b} == expected, verdicts
