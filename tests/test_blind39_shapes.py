"""Callables and values handed around the way blind39's packages do it (s343, s346, s351, s361,
s365, s366, s376):

* a constructor parameter typed ``Optional[Callable[...]]`` holds what the constructions pass
  (``Decode(on_access=pool.touch)``): calling ``self.on_access(ids)`` calls that bound method;
* ``self._observers = list(observers or ())`` of such callables, iterated and called
  (``for fn in self._observers: fn(mask, k)``), calls each one passed;
* a method taking a ``Callable`` (``layer.register_hook(metrics.on_applied)``, also where the
  receiver is known only from an ``isinstance`` test) stores what its callers pass;
* a property of a module-level object read in a compiled function (``range(ctl.num_steps)``)
  runs its getter;
* ``if self.wrapper.no_lora:`` on a property returning ``(ids == -1).all()`` tests a tensor;
* ``for t, h, w in grid.tolist(): if h % m != 0:`` tests numbers read from a tensor, and so does
  a loop over a helper's ``zip(a.tolist(), b.tolist())``.

Each twin without the barrier stays clean; dynamo's verdict on the same package."""
from __future__ import annotations

import pytest

from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

FILES = {
    "clb39/__init__.py": "",
    "clb39/m.py": """
        import threading
        import time
        from typing import Callable, Iterable, List, Optional

        import torch
        from torch import nn

        Observer = Callable[[torch.Tensor, int], None]


        class LockedPool:
            def __init__(self):
                self._lock = threading.Lock()
                self.hits = torch.zeros(8)

            def touch(self, ids):
                with self._lock:
                    self.hits.index_add_(0, ids, torch.ones_like(ids, dtype=torch.float))


        class PlainPool:
            def __init__(self):
                self.hits = torch.zeros(8)

            def touch(self, ids):
                self.hits.index_add_(0, ids, torch.ones_like(ids, dtype=torch.float))


        class Decode(nn.Module):
            def __init__(self, on_access: Optional[Callable[[torch.Tensor], None]] = None):
                super().__init__()
                self.on_access = on_access

            def forward(self, ids):
                if self.on_access is not None:
                    self.on_access(ids)
                return ids * 2


        class PlainDecode(nn.Module):
            def __init__(self, on_access: Optional[Callable[[torch.Tensor], None]] = None):
                super().__init__()
                self.on_access = on_access

            def forward(self, ids):
                if self.on_access is not None:
                    self.on_access(ids)
                return ids * 2


        class Metrics:
            @torch.compiler.disable
            def observe(self, mask, k: int) -> None:
                self.last = int(mask.sum())


        class Counter:
            def observe(self, mask, k: int) -> None:
                return None


        class Sampler(nn.Module):
            def __init__(self, observers: Optional[Iterable[Observer]] = None):
                super().__init__()
                self._observers = list(observers or ())

            def forward(self, x):
                mask = x > 0
                for fn in self._observers:
                    fn(mask, 2)
                return x + 1


        class PlainSampler(nn.Module):
            def __init__(self, observers: Optional[Iterable[Observer]] = None):
                super().__init__()
                self._observers = list(observers or ())

            def forward(self, x):
                mask = x > 0
                for fn in self._observers:
                    fn(mask, 2)
                return x + 1


        class Clocked:
            def on_applied(self, n: int) -> None:
                self.at = time.monotonic()


        class Tally:
            def on_applied(self, n: int) -> None:
                return None


        class Hooked(nn.Module):
            def __init__(self):
                super().__init__()
                self._hooks: List[Callable] = []

            def register_hook(self, hook: Callable) -> None:
                self._hooks.append(hook)

            def forward(self, x):
                for hook in self._hooks:
                    hook(x.shape[0])
                return x * 3


        class PlainHooked(nn.Module):
            def __init__(self):
                super().__init__()
                self._hooks: List[Callable] = []

            def add_hook(self, hook: Callable) -> None:
                self._hooks.append(hook)

            def forward(self, x):
                for hook in self._hooks:
                    hook(x.shape[0])
                return x * 3


        def install(model: nn.Module, sink: Clocked):
            for module in model.modules():
                if isinstance(module, Hooked):
                    module.register_hook(sink.on_applied)


        class TimedSteps:
            def __init__(self):
                self._t = time.perf_counter()

            @property
            def num_steps(self) -> int:
                self._t = time.perf_counter()
                return 2


        class FixedSteps:
            @property
            def fixed_steps(self) -> int:
                return 2


        class Wrapper:
            def __init__(self):
                self.ids = torch.full((4,), -1)
                self.count = 4

            @property
            def no_lora(self):
                return (self.ids == -1).all()

            @property
            def has_slots(self) -> bool:
                return self.count > 0


        class Layer(nn.Module):
            def __init__(self):
                super().__init__()
                self.wrapper = Wrapper()

            def forward(self, x):
                if self.wrapper.no_lora:
                    return x
                return x + 1


        class PlainLayer(nn.Module):
            def __init__(self):
                super().__init__()
                self.wrapper = Wrapper()

            def forward(self, x):
                if self.wrapper.has_slots:
                    return x
                return x + 1


        def _segments(lens, starts):
            return zip(starts.tolist(), lens.tolist())


        def _fixed_segments(n):
            return zip(range(n), [2] * n)


        DECODE = Decode(on_access=LockedPool().touch)
        PLAIN_DECODE = PlainDecode(on_access=PlainPool().touch)
        SAMPLER = Sampler(observers=[Metrics().observe])
        PLAIN_SAMPLER = PlainSampler(observers=[Counter().observe])
        HOOKED = nn.Sequential(Hooked())
        install(HOOKED, Clocked())
        PLAIN_HOOKED = PlainHooked()
        PLAIN_HOOKED.add_hook(Tally().on_applied)
        STEPS = TimedSteps()
        FIXED = FixedSteps()
        LAYER = Layer()
        PLAIN_LAYER = PlainLayer()


        @torch.compile(fullgraph=True)
        def callback_locked(ids):
            return DECODE(ids)


        @torch.compile(fullgraph=True)
        def callback_plain(ids):
            return PLAIN_DECODE(ids)


        @torch.compile(fullgraph=True)
        def observers_disabled(x):
            return SAMPLER(x)


        @torch.compile(fullgraph=True)
        def observers_plain(x):
            return PLAIN_SAMPLER(x)


        @torch.compile(fullgraph=True)
        def hooks_clocked(x):
            return HOOKED(x)


        @torch.compile(fullgraph=True)
        def hooks_plain(x):
            return PLAIN_HOOKED(x)


        @torch.compile(fullgraph=True)
        def steps_timed(x):
            for _ in range(STEPS.num_steps):
                x = x + 1
            return x


        @torch.compile(fullgraph=True)
        def steps_fixed(x):
            for _ in range(FIXED.fixed_steps):
                x = x + 1
            return x


        @torch.compile(fullgraph=True)
        def property_tensor(x):
            return LAYER(x)


        @torch.compile(fullgraph=True)
        def property_bool(x):
            return PLAIN_LAYER(x)


        @torch.compile(fullgraph=True)
        def grid_rows(x, grid):
            for t, h, w in grid.tolist():
                if h % 2 != 0:
                    raise ValueError("odd grid")
            return x + 1


        @torch.compile(fullgraph=True)
        def grid_fixed(x):
            for t, h, w in [(1, 2, 2), (1, 4, 4)]:
                if h % 2 != 0:
                    raise ValueError("odd grid")
            return x + 1


        @torch.compile(fullgraph=True)
        def segments_read(x, lens, starts):
            for start, n in _segments(lens, starts):
                if n == 0:
                    continue
                x = x + start
            return x


        @torch.compile(fullgraph=True)
        def segments_fixed(x):
            for start, n in _fixed_segments(2):
                if n == 0:
                    continue
                x = x + start
            return x
        """,
}

BREAKING = {"callback_locked", "observers_disabled", "hooks_clocked", "steps_timed", "property_tensor",
            "grid_rows", "segments_read"}


def test_callables_properties_and_listed_numbers_are_followed(tmp_path):
    make(tmp_path, FILES)
    res = scan([str(tmp_path / "clb39")], no_cache=True, jobs=1)
    got = {f.root.rsplit(".", 1)[-1] for f in res.findings if f.severity == "error"}
    assert got == BREAKING, sorted(got)


def test_dynamo_agrees_on_the_twins(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, FILES)
    m = _import_from(tmp_path, "clb39.m")
    ids = torch.tensor([1, 2, 3])
    x = torch.randn(4)
    args = {"callback_locked": (ids,), "callback_plain": (ids,), "grid_rows": (x, torch.tensor([[1, 2, 2]])),
            "segments_read": (x, torch.tensor([2, 0]), torch.tensor([0, 2])), "hooks_clocked": (torch.randn(2, 4),),
            "hooks_plain": (torch.randn(2, 4),)}
    names = ["callback_locked", "callback_plain", "observers_disabled", "observers_plain", "hooks_clocked",
             "hooks_plain", "steps_timed", "steps_fixed", "property_tensor", "property_bool", "grid_rows",
             "grid_fixed", "segments_read", "segments_fixed"]
    verdicts = {n: _breaks(torch, getattr(m, n)._torchdynamo_orig_callable, *args.get(n, (x,))) for n in names}
    assert {n for n, b in verdicts.items() if b} == BREAKING, verdicts


# blind39 s350, s367, s373: what the compiled code never runs, and a hash of tensor data
DEFAULTS = {
    "clb39d/__init__.py": "",
    "clb39d/m.py": """
        import functools
        import logging
        import subprocess
        from dataclasses import dataclass

        import torch

        logger = logging.getLogger(__name__)
        SAMPLERS = {}


        def register_sampler(name: str):
            def deco(cls):
                SAMPLERS[name] = cls
                return cls

            return deco


        @register_sampler("greedy")
        class Greedy:
            def sample(self, x):
                return x.argmax(-1)


        @register_sampler("recording")
        class Recording(Greedy):
            def sample(self, x):
                subprocess.run(["true"])
                return super().sample(x)


        @dataclass
        class Args:
            sampler: str = "greedy"
            other: str = "recording"


        class Worker:
            def __init__(self, args: Args):
                self.sampler = SAMPLERS[args.sampler]()

            def step(self, x):
                return self.sampler.sample(x)


        class OtherWorker:
            def __init__(self, args: Args):
                self.sampler = SAMPLERS[args.other]()

            def step(self, x):
                return self.sampler.sample(x)


        class Warm:
            def __init__(self):
                self.w = torch.ones(4)
                _ = self.scale

            @functools.cached_property
            def scale(self):
                logger.debug("computing the scale")
                return self.w * 2


        class Cold:
            def __init__(self):
                self.w = torch.ones(4)

            @functools.cached_property
            def scale(self):
                logger.debug("computing the scale")
                return self.w * 2


        WORKER, OTHER = Worker(Args()), OtherWorker(Args())
        WARM, COLD = Warm(), Cold()


        @torch.compile(fullgraph=True)
        def step_default(x):
            return WORKER.step(x)


        @torch.compile(fullgraph=True)
        def step_other(x):
            return OTHER.step(x)


        @torch.compile(fullgraph=True)
        def scale_warm(x):
            return x * WARM.scale


        @torch.compile(fullgraph=True)
        def scale_cold(x):
            return x * COLD.scale


        @torch.compile(fullgraph=True)
        def hashed(x):
            return x + hash(tuple((x > 0).long().tolist()))


        @torch.compile(fullgraph=True)
        def hashed_shape(x):
            return x + hash(tuple(x.shape))
        """,
}

BREAKING_D = {"step_other", "scale_cold", "hashed"}


def test_defaults_warm_memos_and_hashes(tmp_path):
    make(tmp_path, DEFAULTS)
    res = scan([str(tmp_path / "clb39d")], no_cache=True, jobs=1)
    got = {f.root.rsplit(".", 1)[-1] for f in res.findings if f.severity == "error"}
    assert got == BREAKING_D, sorted(got)
    hashed = [f for f in res.findings if f.root.endswith(".hashed")]
    assert [f.rule for f in hashed] == ["CL201"] and "hash" in hashed[0].message


def test_dynamo_agrees_on_defaults_memos_and_hashes(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, DEFAULTS)
    m = _import_from(tmp_path, "clb39d.m")
    names = ["step_default", "step_other", "scale_warm", "scale_cold", "hashed", "hashed_shape"]
    verdicts = {n: _breaks(torch, getattr(m, n)._torchdynamo_orig_callable, torch.randn(2, 4)) for n in names}
    assert {n for n, b in verdicts.items() if b} == BREAKING_D, verdicts
