"""Barriers the way blind49's packages reach them:

* a decorator factory typed with a ``TypeVar`` (``def timed_stage(stage) -> Callable[[F], F]`` whose
  ``decorator(fn: F) -> F`` returns ``wrapper``; s747, s759): ``-> F`` names no type of its own, so
  the wrapper the body returns is what decorating gives, and its ``time.perf_counter()`` runs on
  every call; the twin's wrapper only calls the function;
* ``next(self._gen)`` on a generator a constructor made (s756's EPLB manager): measured
  (``construct:generator-next``: "Missing tp_iternext"); the twin makes the generator inside the
  region, which compiles;
* ``self.register_buffer("histogram", torch.zeros(bins))`` then ``self.histogram.tolist()`` (s762's
  histogram observer): ``torch.zeros`` without a dtype is float32, so the ``.tolist()`` reads floats
  (dynamo: "Tensor.tolist() with non-integer tensor"); the twin registers a ``torch.long`` buffer;
* ``get_bool_env_var("X")`` whose body reads ``os.getenv(name, default)`` and warns on a value it does
  not understand (sglang's helper; s760): with no variable set the call gives the parameter's
  default, which every call leaves at ``"false"``, so the warning is dead; the twin's helper
  defaults to a value it does not understand;
* ``_ = self.flag`` warming a ``functools.cached_property`` in ``__init__`` of an object that a
  traced ``lru_cache`` factory builds: the warming read itself runs inside the trace (a cold read);
  the twin builds the object at import.

Each breaking root has a clean twin; dynamo's verdict on the same package."""
from __future__ import annotations

import pytest

from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

FILES = {
    "clb49/__init__.py": "",
    "clb49/profiling.py": """
        import functools
        import time
        from typing import Callable, TypeVar

        F = TypeVar("F", bound=Callable)
        TIMES = []


        def timed_stage(stage: str) -> Callable[[F], F]:
            def decorator(fn: F) -> F:
                @functools.wraps(fn)
                def wrapper(*args, **kwargs):
                    start = time.perf_counter()
                    out = fn(*args, **kwargs)
                    TIMES.append((stage, start))
                    return out

                return wrapper

            return decorator


        def passthrough(stage: str) -> Callable[[F], F]:
            def decorator(fn: F) -> F:
                @functools.wraps(fn)
                def wrapper(*args, **kwargs):
                    return fn(*args, **kwargs)

                return wrapper

            return decorator
        """,
    "clb49/m.py": """
        import functools
        import logging
        import os

        import torch
        from torch import nn

        from .profiling import passthrough, timed_stage

        logger = logging.getLogger(__name__)


        @timed_stage("step")
        def _timed_step(x):
            return x * 2


        @passthrough("step")
        def _plain_step(x):
            return x * 2


        def timed_decorated(x):
            return _timed_step(x)


        def plain_decorated(x):
            return _plain_step(x)


        class Rebalancer:
            def __init__(self, every: int = 3):
                self.every = every
                self._gen = self._loop()

            def _loop(self):
                while True:
                    for _ in range(self.every):
                        yield

            def tick(self):
                next(self._gen)

            def tick_fresh(self):
                return next(self._loop())


        REBALANCER = Rebalancer()


        def gen_next_outside(x):
            REBALANCER.tick()
            return x + 1


        def gen_next_inside(x):
            REBALANCER.tick_fresh()
            return x + 1


        class Histogram(nn.Module):
            def __init__(self, bins: int = 4):
                super().__init__()
                self.register_buffer("histogram", torch.zeros(bins))
                self.register_buffer("counts", torch.zeros(bins, dtype=torch.long))

            def float_total(self):
                return sum(self.histogram.tolist())

            def int_total(self):
                return sum(self.counts.tolist())


        HIST = Histogram()


        def float_buffer_tolist(x):
            return x * HIST.float_total()


        def int_buffer_tolist(x):
            return x * HIST.int_total()


        _TRUTHY = {"true", "1", "yes", "on"}
        _FALSY = {"false", "0", "no", "off"}


        def get_bool_env_var(name: str, default: str = "false") -> bool:
            value = os.getenv(name, default)
            value = value.lower()
            if value not in _TRUTHY and value not in _FALSY:
                logger.warning("get_bool_env_var(%s) see non-understandable value=%s", name, value)
            return value in _TRUTHY


        def get_odd_env_var(name: str, default: str = "maybe") -> bool:
            value = os.getenv(name, default)
            value = value.lower()
            if value not in _TRUTHY and value not in _FALSY:
                logger.warning("get_odd_env_var(%s) see non-understandable value=%s", name, value)
            return value in _TRUTHY


        def env_default_known(x):
            if get_bool_env_var("CLB49_LOG_LOAD") or get_bool_env_var("CLB49_OTHER"):
                return x * 2
            return x + 1


        def env_default_odd(x):
            if get_odd_env_var("CLB49_ODD"):
                return x * 2
            return x + 1


        class Feat:
            def __init__(self):
                self.device_type = "cpu"
                _ = self.fused

            @functools.cached_property
            def fused(self) -> bool:
                return self.device_type == "cuda"


        @functools.lru_cache(maxsize=None)
        def get_feat():
            return Feat()


        FEAT = Feat()


        def warmed_in_trace(x):
            if get_feat().fused:
                return x * 2
            return x + 1


        def warmed_at_import(x):
            if FEAT.fused:
                return x * 2
            return x + 1


        timed_decorated_c = torch.compile(timed_decorated, fullgraph=True)
        plain_decorated_c = torch.compile(plain_decorated, fullgraph=True)
        gen_next_outside_c = torch.compile(gen_next_outside, fullgraph=True)
        gen_next_inside_c = torch.compile(gen_next_inside, fullgraph=True)
        float_buffer_tolist_c = torch.compile(float_buffer_tolist, fullgraph=True)
        int_buffer_tolist_c = torch.compile(int_buffer_tolist, fullgraph=True)
        env_default_known_c = torch.compile(env_default_known, fullgraph=True)
        env_default_odd_c = torch.compile(env_default_odd, fullgraph=True)
        warmed_in_trace_c = torch.compile(warmed_in_trace, fullgraph=True)
        warmed_at_import_c = torch.compile(warmed_at_import, fullgraph=True)
        """,
}
NAMES = ("timed_decorated", "plain_decorated", "gen_next_outside", "gen_next_inside", "float_buffer_tolist",
         "int_buffer_tolist", "env_default_known", "env_default_odd", "warmed_in_trace", "warmed_at_import")
BREAKING = {"timed_decorated", "gen_next_outside", "float_buffer_tolist", "env_default_odd", "warmed_in_trace"}


def test_barriers_reached_where_they_run(tmp_path):
    make(tmp_path, FILES)
    res = scan([str(tmp_path / "clb49")], no_cache=True, jobs=1)
    roots = {f.root.rsplit(".", 1)[-1] for f in res.findings}
    assert roots == BREAKING, sorted((f.root, f.rule, f.line, tuple(f.chain)) for f in res.findings)
    assert all(f.severity == "error" for f in res.findings), [(f.root, f.message) for f in res.findings]
    by_root = {f.root.rsplit(".", 1)[-1]: f for f in res.findings}
    assert by_root["timed_decorated"].chain[-2].endswith("decorator.<locals>.wrapper"), by_root["timed_decorated"].chain
    assert "next(self._gen)" in by_root["gen_next_outside"].chain[-1], by_root["gen_next_outside"].chain
    assert by_root["gen_next_outside"].gb_type == "Missing tp_iternext"
    assert by_root["warmed_in_trace"].chain[-2].endswith("Feat.__init__"), by_root["warmed_in_trace"].chain


def test_dynamo_agrees_on_the_twins(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, FILES)
    m = _import_from(tmp_path, "clb49.m")
    x = torch.ones(4)
    verdicts = {n: _breaks(torch, getattr(m, n + "_c")._torchdynamo_orig_callable, x) for n in NAMES}
    assert {n for n, b in verdicts.items() if b} == BREAKING, verdicts
