"""Two value flows blind36 needed:

* ``self._metrics[name] = Counter(name)`` in a method: the container holds the counter, so
  ``REGISTRY.counter("x").inc()`` reaches ``Counter.inc`` and its ``with self._lock:`` (s256); a
  registry of plain objects is clean;
* ``int(fsm_states[i])`` of a parameter annotated as a tensor, handed to a helper that looks up
  ``self._mask_cache.get(state)``: a dict keyed by a number read from a tensor (s224); the same
  helper given the loop index is clean.

Dynamo's verdict on the same package."""
from __future__ import annotations

import pytest

from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

FILES = {
    "clb36/__init__.py": "",
    "clb36/m.py": """
        import threading

        import torch


        class Counter:
            def __init__(self, name):
                self.name = name
                self.value = 0
                self._lock = threading.Lock()

            def inc(self, n=1):
                with self._lock:
                    self.value += n


        class Gauge:
            def __init__(self, name):
                self.name = name
                self.value = 0

            def inc(self, n=1):
                self.value += n


        class Registry:
            def __init__(self, kind):
                self._metrics = {}
                self._kind = kind

            def locked(self, name):
                if name not in self._metrics:
                    self._metrics[name] = Counter(name)
                return self._metrics[name]


        class PlainRegistry:
            def __init__(self):
                self._metrics = {}

            def plain(self, name):
                if name not in self._metrics:
                    self._metrics[name] = Gauge(name)
                return self._metrics[name]


        CALLS = Registry("c").locked("calls")
        SEEN = PlainRegistry().plain("seen")


        class Masks:
            def __init__(self, n):
                self.n = n
                self._cache = {}

            def mask(self, state: int) -> torch.Tensor:
                got = self._cache.get(state)
                if got is None:
                    got = torch.ones(self.n)
                    self._cache[state] = got
                return got


        MASKS = Masks(4)


        @torch.compile(fullgraph=True)
        def with_counter(x):
            CALLS.inc()
            return x + 1


        @torch.compile(fullgraph=True)
        def with_gauge(x):
            SEEN.inc()
            return x + 1


        @torch.compile(fullgraph=True)
        def with_states(x, states: torch.Tensor):
            rows = []
            for i in range(states.shape[0]):
                rows.append(MASKS.mask(int(states[i])))
            return x * torch.stack(rows)


        @torch.compile(fullgraph=True)
        def with_index(x, states: torch.Tensor):
            rows = []
            for i in range(states.shape[0]):
                rows.append(MASKS.mask(i))
            return x * torch.stack(rows)
        """,
}


def test_container_stores_and_tensor_elements_as_keys(tmp_path):
    make(tmp_path, FILES)
    res = scan([str(tmp_path / "clb36")], no_cache=True, jobs=1)
    got = sorted({(f.root.rsplit(".", 1)[-1], f.rule) for f in res.findings if f.severity == "error"})
    assert got == [("with_counter", "CL108"), ("with_states", "CL201")], got


def test_dynamo_agrees_on_the_container_and_keys(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, FILES)
    m = _import_from(tmp_path, "clb36.m")
    x = torch.randn(2, 4)
    states = torch.tensor([1, 2])

    def breaks(fn, *args):
        return _breaks(torch, fn._torchdynamo_orig_callable, *args)

    assert breaks(m.with_counter, x)
    assert not breaks(m.with_gauge, x)
    assert breaks(m.with_states, x, states)
    m.MASKS._cache.clear()
    assert not breaks(m.with_index, x, states)
