"""Values handed around the way blind41's packages do it (s425, s435, s442, s455; blind17 k010):

* ``self.penalizers = {cls: cls(self) for cls in penalizers}`` where every construction passes a
  list of classes: the loop ``for p in self.penalizers.values(): p.apply(x)`` calls their methods;
* ``layer_timer = LayerTimer().attach(decoder)`` at import, whose body registers forward hooks on
  the submodules, and ``torch.compile(step)`` of a function calling ``decoder(x)``: the hooks run
  inside the trace (not only those on the compiled object itself);
* ``_HOOKS.append(hook)`` in a registering function called with an object
  (``register_hook(Timeline())``): ``for hook in _HOOKS: hook(t)`` calls its ``__call__``;
* a factory annotated ``-> type`` returning ``_REGISTRY[name]`` filled by a registering decorator
  returns those classes (the bare annotation says less than the body);
* ``self.config.backend`` where ``self.config = config or Config()`` and no construction passes
  the field: its literal default picks the registry entry.

What flows is read per class, not per object: the clean twins use classes of their own (an
``Orchestrator([Scale])`` beside an ``Orchestrator([Scale, SkipIfOnes])`` would hold both for
both). Each breaking root has a clean twin; dynamo's verdict on the same package."""
from __future__ import annotations

import pytest

from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

FILES = {
    "clb41/__init__.py": "",
    "clb41/penalties.py": """
        import torch


        class Penalizer:
            def __init__(self, orch):
                self.orch = orch

            def apply(self, x):
                return self._apply(x)

            def _apply(self, x):
                raise NotImplementedError


        class Scale(Penalizer):
            def _apply(self, x):
                return x * 0.5


        class SkipIfOnes(Penalizer):
            def _apply(self, x):
                if torch.all(x == 1.0):
                    return x
                return x * 2.0


        class Orchestrator:
            def __init__(self, penalizers):
                self.penalizers = {cls: cls(self) for cls in penalizers}

            def apply(self, x):
                for p in self.penalizers.values():
                    x = p.apply(x)
                return x


        class PlainOrchestrator:
            def __init__(self, penalizers):
                self.penalizers = {cls: cls(self) for cls in penalizers}

            def apply(self, x):
                for p in self.penalizers.values():
                    x = p.apply(x)
                return x
        """,
    "clb41/hooks.py": """
        import time

        from torch import nn

        _HOOKS = []


        def register_hook(hook):
            _HOOKS.append(hook)
            return hook


        def run_hooks(x):
            for hook in _HOOKS:
                hook(x)


        class Timeline:
            def __init__(self):
                self.events = []

            def __call__(self, x):
                self.events.append(time.perf_counter())


        class LayerTimer:
            def __init__(self):
                self.start = {}

            def _make_pre_hook(self, name):
                def pre_hook(module, args):
                    self.start[name] = time.perf_counter()
                return pre_hook

            def attach(self, model, layer_type):
                for name, module in model.named_modules():
                    if isinstance(module, layer_type):
                        module.register_forward_pre_hook(self._make_pre_hook(name))
                return self


        class Block(nn.Module):
            def forward(self, x):
                return x + 1


        class Net(nn.Module):
            def __init__(self):
                super().__init__()
                self.blocks = nn.ModuleList([Block(), Block()])

            def forward(self, x):
                for b in self.blocks:
                    x = b(x)
                return x
        """,
    "clb41/kernels.py": """
        import logging

        logger = logging.getLogger(__name__)
        _REGISTRY = {}
        _ORDER = []


        def register_kernel(name):
            def deco(cls):
                _REGISTRY[name] = cls
                _ORDER.append(name)
                return cls
            return deco


        def select_kernel(n: int) -> type:
            for name in _ORDER:
                cls = _REGISTRY[name]
                if cls.can_implement(n):
                    return cls
            raise ValueError(n)


        class Kernel:
            noisy = False

            def __call__(self, x):
                if self.noisy:
                    logger.warning("fallback kernel")
                return x * 3


        @register_kernel("fast")
        class FastKernel(Kernel):
            @classmethod
            def can_implement(cls, n):
                return n % 64 == 0


        @register_kernel("fallback")
        class FallbackKernel(Kernel):
            noisy = True

            @classmethod
            def can_implement(cls, n):
                return True
        """,
    "clb41/backends.py": """
        import os
        from dataclasses import dataclass


        @dataclass
        class Config:
            backend: str = "plain"


        @dataclass
        class OtherConfig:
            backend: str = "probing"


        class Plain:
            def run(self, x):
                return x + 1


        class Probing:
            def run(self, x):
                if os.path.exists("/nonexistent-clb41"):
                    return x
                return x + 2


        _BACKENDS = {"plain": Plain, "probing": Probing}


        def get_backend(name: str) -> type:
            return _BACKENDS[name]


        def get_other_backend(name: str) -> type:
            return _BACKENDS[name]


        class Manager:
            def __init__(self, config=None):
                self.config = config or Config()
                self.backend = get_backend(self.config.backend)()


        class OtherManager:
            def __init__(self, config=None):
                self.config = config or OtherConfig()
                self.backend = get_other_backend(self.config.backend)()
        """,
    "clb41/m.py": """
        import torch

        from .backends import Manager, OtherManager
        from .hooks import Block, LayerTimer, Net, Timeline, register_hook, run_hooks
        from .kernels import select_kernel
        from .penalties import Orchestrator, PlainOrchestrator, Scale, SkipIfOnes

        PLAIN_ORCH = PlainOrchestrator([Scale])
        SKIP_ORCH = Orchestrator([Scale, SkipIfOnes])
        TIMED_NET = Net()
        PLAIN_NET = Net()
        timer = LayerTimer().attach(TIMED_NET, Block)
        TIMELINE = register_hook(Timeline())
        FAST = select_kernel(128)
        MANAGER = Manager()
        OTHER = OtherManager()


        def penalties_plain(x):
            return PLAIN_ORCH.apply(x)


        def penalties_skip(x):
            return SKIP_ORCH.apply(x)


        def net_timed(x):
            return TIMED_NET(x)


        def net_plain(x):
            return PLAIN_NET(x)


        def hooks_run(x):
            run_hooks(x)
            return x + 1


        def no_hooks(x):
            return x + 1


        def kernel_call(x):
            return select_kernel(x.shape[0])()(x)


        def backend_plain(x):
            return MANAGER.backend.run(x)


        def backend_probing(x):
            return OTHER.backend.run(x)


        penalties_plain_c = torch.compile(penalties_plain, fullgraph=True)
        penalties_skip_c = torch.compile(penalties_skip, fullgraph=True)
        net_timed_c = torch.compile(net_timed, fullgraph=True)
        net_plain_c = torch.compile(net_plain, fullgraph=True)
        hooks_run_c = torch.compile(hooks_run, fullgraph=True)
        no_hooks_c = torch.compile(no_hooks, fullgraph=True)
        kernel_call_c = torch.compile(kernel_call, fullgraph=True)
        backend_plain_c = torch.compile(backend_plain, fullgraph=True)
        backend_probing_c = torch.compile(backend_probing, fullgraph=True)
        """,
}
NAMES = ("penalties_plain", "penalties_skip", "net_timed", "net_plain", "hooks_run", "no_hooks", "kernel_call",
         "backend_plain", "backend_probing")
BREAKING = {"penalties_skip", "net_timed", "hooks_run", "kernel_call", "backend_probing"}


def _roots(res) -> set:
    """The compiled functions an error is reported under (a hook root counts for the function whose
    compile site registers it)."""
    out = set()
    for f in res.findings:
        if f.severity != "error":
            continue
        name = f.root.rsplit(".", 1)[-1]
        out.add("net_timed" if "pre_hook" in f.root else name)
    return out


def test_values_handed_around_are_followed(tmp_path):
    make(tmp_path, FILES)
    res = scan([str(tmp_path / "clb41")], no_cache=True, jobs=1)
    assert _roots(res) == BREAKING, sorted((f.root, f.rule, f.line) for f in res.findings)


def test_dynamo_agrees_on_the_twins(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, FILES)
    m = _import_from(tmp_path, "clb41.m")
    x = torch.ones(4)
    verdicts = {n: _breaks(torch, getattr(m, n + "_c")._torchdynamo_orig_callable, x) for n in NAMES}
    assert {n for n, b in verdicts.items() if b} == BREAKING, verdicts
