"""MoE routing, observability, rotary and parallel helpers the way blind61's packages write them:

* ``ExpertLocationDispatchInfo.init_new(layer_id=i)`` leaving ``ep_dispatch_algorithm="static"``
  (s1223): the profile's default pin ``ep_dispatch_algorithm=None`` yields to what every call of
  the function gives the parameter, so the lazily loaded metadata's ``open`` is reached; the twin
  passes ``None`` itself;
* ``_HOOKS[point].append(fn)`` in a registering decorator and ``for hook in _HOOKS.get(point,
  ()): hook(...)`` (s1237): the ``defaultdict(list)`` holds the decorated functions, a
  ``@torch.compiler.disable`` one among them; the twin registers a plain one;
* ``init_tp_group(tp_size=2)`` at import (s1255): the program sets up several ranks, so the
  profile's one-GPU pins (``world_size=1``) are withdrawn and the collective's timed path is
  reached; the twin's package sets up one rank;
* ``self._libc.sched_yield()`` on a ``ctypes.CDLL`` made outside the region (s1251): any function
  of a loaded C library (measured ``construct:ctypes-library-call``); the twin calls
  ``ctypes.sizeof`` at construction only;
* ``self.model(h, self.metrics, self.per_layer_metrics)`` where the attribute holds
  ``server_args.enable_metrics_for_all_layers`` of the one construction (s1239): the module call
  gives the forward's ``per_layer`` parameter False, so the per-layer observer (a ``float()`` of a
  tensor tested) is dead; the twin's construction turns it on.

Each breaking root has a clean twin; dynamo's verdict on the same package."""
from __future__ import annotations

import pytest

from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

FILES = {
    "clb61/__init__.py": "from . import stats  # noqa: F401\n",
    "clb61/hooks.py": """
        from collections import defaultdict

        _HOOKS = defaultdict(list)


        def register_hook(point):
            def decorator(fn):
                _HOOKS[point].append(fn)
                return fn

            return decorator


        def run_hooks(point, *args):
            for hook in _HOOKS.get(point, ()):
                hook(*args)
        """,
    "clb61/stats.py": """
        import torch

        from .hooks import register_hook


        @register_hook("router")
        @torch.compiler.disable
        def record_entropy(logits):
            return float(logits.sum())
        """,
    "clb61/m.py": """
        import ctypes
        import ctypes.util
        import dataclasses
        import json
        import time

        import torch

        from .hooks import run_hooks


        class DispatchInfo:
            def __init__(self, table):
                self.table = table

            @classmethod
            def init_new(cls, layer_id, ep_dispatch_algorithm="static"):
                if ep_dispatch_algorithm is None:
                    return None
                with open(__file__) as f:
                    f.read(1)
                return cls(layer_id)

            @classmethod
            def init_off(cls, layer_id, ep_dispatch_algorithm="static"):
                if ep_dispatch_algorithm is None:
                    return None
                with open(__file__) as f:
                    f.read(1)
                return cls(layer_id)


        def dispatched(x):
            DispatchInfo.init_new(layer_id=0)
            return x * 2


        def undispatched(x):
            DispatchInfo.init_off(layer_id=0, ep_dispatch_algorithm=None)
            return x * 2


        def routed(x):
            run_hooks("router", x)
            return x * 2


        class Shm:
            def __init__(self):
                self._libc = ctypes.CDLL(ctypes.util.find_library("c"))
                self.width = ctypes.sizeof(ctypes.c_int)

            def wait(self):
                self._libc.getpid()

            def size(self):
                return self.width


        SHM = Shm()


        def waited(x):
            SHM.wait()
            return x * 2


        def sized(x):
            return x * SHM.size()


        @dataclasses.dataclass
        class ServerArgs:
            enable_metrics_for_all_layers: bool = False


        class Metrics:
            def __init__(self):
                self.peak = 0.0

            def observe(self, value):
                if value > self.peak:
                    self.peak = value


        class Decoder(torch.nn.Module):
            def __init__(self):
                super().__init__()
                self.metrics = Metrics()

            def forward(self, x, per_layer=False):
                if per_layer:
                    self.metrics.observe(float(x.abs().max()))
                return x * 2


        class Runner(torch.nn.Module):
            def __init__(self, server_args):
                super().__init__()
                self.model = Decoder()
                self.per_layer_metrics = server_args.enable_metrics_for_all_layers

            def forward(self, x):
                return self.model(x, self.per_layer_metrics)


        RUNNER = Runner(ServerArgs())


        def observed(x):
            return RUNNER(x)


        dispatched_c = torch.compile(dispatched, fullgraph=True)
        undispatched_c = torch.compile(undispatched, fullgraph=True)
        routed_c = torch.compile(routed, fullgraph=True)
        waited_c = torch.compile(waited, fullgraph=True)
        sized_c = torch.compile(sized, fullgraph=True)
        observed_c = torch.compile(observed, fullgraph=True)
        """,
}
FUNCS = ("dispatched", "undispatched", "routed", "waited", "sized", "observed")
BREAKING = {"dispatched", "routed", "waited"}
BREAKING_PLAIN_HOOKS = {"clb61.m.dispatched", "clb61.m.waited"}

# the parallel-size and per-layer-metrics twins need a package each: the first decides the
# profile for the whole program, the second is a value every construction of the runner gives
PARALLEL = """
    import time

    import torch

    _TP = {"world_size": 1}


    class GroupCoordinator:
        def __init__(self, world_size):
            self.world_size = world_size

        def all_gather(self, x):
            if self.world_size == 1:
                return x
            start = time.monotonic()
            return torch.cat([x] * 2) + (time.monotonic() - start) * 0


    def init_tp_group(tp_size):
        _TP["group"] = GroupCoordinator(tp_size)


    GROUP = GroupCoordinator(SIZE)
    init_tp_group(tp_size=SIZE)


    def gathered(x):
        return GROUP.all_gather(x) * 2


    gathered_c = torch.compile(gathered, fullgraph=True)
    """
MULTI = {"clb61t/__init__.py": "", "clb61t/m.py": PARALLEL.replace("SIZE", "2")}
SINGLE = {"clb61s/__init__.py": "", "clb61s/m.py": PARALLEL.replace("SIZE", "1")}
# (a registry's values are not told apart by key: the plain hook's twin registers no other)
PLAIN_HOOKS = {**FILES, "clb61/stats.py": FILES["clb61/stats.py"].replace("        @torch.compiler.disable\n", "")}
ALL_LAYERS = {"clb61o/__init__.py": "",
              "clb61o/m.py": FILES["clb61/m.py"].replace("from .hooks import run_hooks\n", "").replace(
                  "RUNNER = Runner(ServerArgs())", "RUNNER = Runner(ServerArgs(enable_metrics_for_all_layers=True))")}


def _error_roots(path):
    res = scan([str(path)], no_cache=True, jobs=1)
    return {f.root for f in res.findings if f.severity == "error"}, res


def test_routing_observability_and_parallel_shapes(tmp_path):
    make(tmp_path, FILES)
    roots, res = _error_roots(tmp_path / "clb61")
    assert roots == {f"clb61.m.{n}" for n in BREAKING}, sorted((f.root, f.rule, f.line, f.message) for f in res.findings)
    waited = [f for f in res.findings if f.root == "clb61.m.waited"]
    assert waited and all("getpid" in f.message or "ctypes" in f.message for f in waited), waited
    hooks = tmp_path / "hooks"
    make(hooks, PLAIN_HOOKS)
    roots, res = _error_roots(hooks / "clb61")
    assert roots == BREAKING_PLAIN_HOOKS, sorted((f.root, f.rule, f.line, f.message) for f in res.findings)
    make(tmp_path, MULTI)
    roots, res = _error_roots(tmp_path / "clb61t")
    assert roots == {"clb61t.m.gathered"}, sorted((f.root, f.rule, f.line, f.message) for f in res.findings)
    assert "world_size" in res.profile.unpinned, res.profile.unpinned
    make(tmp_path, SINGLE)
    roots, res = _error_roots(tmp_path / "clb61s")
    assert roots == set(), sorted((f.root, f.rule, f.line, f.message) for f in res.findings)
    make(tmp_path, ALL_LAYERS)
    roots, res = _error_roots(tmp_path / "clb61o")
    assert "clb61o.m.observed" in roots, sorted((f.root, f.rule, f.line, f.message) for f in res.findings)


def test_dynamo_agrees_on_the_twins(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, FILES)
    m = _import_from(tmp_path, "clb61.m")
    x = torch.ones(2, 3)
    verdicts = {n: _breaks(torch, getattr(m, n + "_c")._torchdynamo_orig_callable, x) for n in FUNCS}
    assert {n for n, b in verdicts.items() if b} == BREAKING, verdicts
    hooks = tmp_path / "hooks"
    make(hooks, PLAIN_HOOKS)
    assert not _breaks(torch, _import_from(hooks, "clb61.m", fresh=True).routed_c._torchdynamo_orig_callable, x)
    make(tmp_path, MULTI)
    assert _breaks(torch, _import_from(tmp_path, "clb61t.m").gathered_c._torchdynamo_orig_callable, x)
    make(tmp_path, SINGLE)
    assert not _breaks(torch, _import_from(tmp_path, "clb61s.m").gathered_c._torchdynamo_orig_callable, x)
    make(tmp_path, ALL_LAYERS)
    assert _breaks(torch, _import_from(tmp_path, "clb61o.m").observed_c._torchdynamo_orig_callable, x)
