"""Values handed around the way blind40's packages do it (s389, s391, s395, s400, s403, s409, s420):

* ``get_backend(BACKEND)`` where ``from .env import BACKEND`` reads the environment at import and
  the getter (annotated ``-> Type[Base]``) returns ``_REGISTRY[name]`` filled by a decorator
  factory: every call passes one key, so the call returns that entry, not every subclass;
* ``FRONTENDS[frontend](...)`` in ``__init__`` where every construction passes ``frontend="torch"``;
* ``field(default_factory=lambda: _env_flag("X"))`` folds under the profile, ``self.dump =
  args.dump`` carries the field, and ``_checker = Checker() if CFG.checks else None`` at import
  takes the branch the folded test picks (also through a classmethod ``from_env`` building ``cls(...)``);
* ``gemm.register_pre_hook(check)`` at import hands ``check`` to the method's ``Callable`` parameter,
  so the hooks the compiled ``__call__`` runs include it (what one instance registers counts for
  every instance of the class: the scan keeps no per-object lists);
* ``if self._tokens_match(ids.tolist(), seq[:-1]):`` where the helper returns
  ``prev[-len(seq):] == seq``: the comparison reads the numbers the caller passed.

Each breaking root has a clean twin; dynamo's verdict on the same package."""
from __future__ import annotations

import pytest

from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

FILES = {
    "clb40/__init__.py": "",
    "clb40/env.py": """
        import os

        BACKEND = os.environ.get("CLB40_BIAS_BACKEND", "dense")
        LEGACY_BACKEND = os.environ.get("CLB40_LEGACY_BACKEND", "sparse")
        """,
    "clb40/backends.py": """
        from typing import Dict, Type

        import torch

        _REGISTRY: Dict[str, Type["Bias"]] = {}
        _LEGACY: Dict[str, Type["Bias"]] = {}


        def register(name):
            def deco(cls):
                _REGISTRY[name] = cls
                return cls
            return deco


        def register_legacy(name):
            def deco(cls):
                _LEGACY[name] = cls
                return cls
            return deco


        def get_backend(name: str) -> Type["Bias"]:
            return _REGISTRY[name]


        def get_legacy(name: str) -> Type["Bias"]:
            return _LEGACY[name]


        class Bias:
            def apply(self, x):
                raise NotImplementedError


        @register("dense")
        @register_legacy("dense")
        class Dense(Bias):
            def apply(self, x):
                return x + 1


        @register("sparse")
        @register_legacy("sparse")
        class Sparse(Bias):
            def apply(self, x):
                for r in (x > 0).nonzero().flatten().tolist():
                    if r > 2:
                        x = x * 2
                return x
        """,
    "clb40/config.py": """
        import os
        from dataclasses import dataclass, field


        def _env_flag(name, default="0"):
            return os.environ.get(name, default).lower() in ("1", "true")


        @dataclass
        class Args:
            dump: bool = field(default_factory=lambda: _env_flag("CLB40_DUMP"))
            trace: bool = field(default_factory=lambda: _env_flag("CLB40_TRACE", "1"))


        @dataclass(frozen=True)
        class DebugConfig:
            checks: bool = False
            loud: bool = False

            @classmethod
            def from_env(cls):
                return cls(checks=_env_flag("CLB40_CHECKS"), loud=_env_flag("CLB40_LOUD", "1"))


        DEBUG = DebugConfig.from_env()
        """,
    "clb40/m.py": """
        import time
        from typing import Callable, List

        import torch
        from torch import nn

        from .backends import get_backend, get_legacy
        from .config import DEBUG, Args
        from .env import BACKEND, LEGACY_BACKEND

        STAMPS = []


        class Checker:
            def check(self, x):
                STAMPS.append(time.time())


        _checker = Checker() if DEBUG.checks else None
        _loud = Checker() if DEBUG.loud else None


        class Sampler:
            def __init__(self):
                self.bias = get_backend(BACKEND)()

            def __call__(self, x):
                return self.bias.apply(x)


        class LegacySampler:
            def __init__(self):
                self.bias = get_legacy(LEGACY_BACKEND)()

            def __call__(self, x):
                return self.bias.apply(x)


        class Torch:
            def compute(self, x):
                return x * 2


        class Timed:
            def compute(self, x):
                STAMPS.append(time.perf_counter())
                return x * 2


        FRONTENDS = {"torch": Torch, "timed": Timed}


        class Front(nn.Module):
            def __init__(self, frontend: str = "torch"):
                super().__init__()
                self.fbank = FRONTENDS[frontend]()

            def forward(self, x):
                return self.fbank.compute(x)


        class Layer(nn.Module):
            def __init__(self, args: Args):
                super().__init__()
                self.dump = args.dump
                self.trace = args.trace

            def forward(self, x):
                if self.dump:
                    STAMPS.append(time.time())
                return x + 1


        class TracedLayer(Layer):
            def forward(self, x):
                if self.trace:
                    STAMPS.append(time.time())
                return x + 1


        Hook = Callable[[torch.Tensor], None]


        class Gemm:
            def __init__(self):
                self._pre_hooks: List[Hook] = []

            def register_pre_hook(self, hook: Hook) -> Hook:
                self._pre_hooks.append(hook)
                return hook

            def __call__(self, x):
                for hook in self._pre_hooks:
                    hook(x)
                return x * 3


        class PlainGemm:
            def __init__(self):
                self._hooks: List[Hook] = []

            def add_hook(self, hook: Hook) -> Hook:
                self._hooks.append(hook)
                return hook

            def __call__(self, x):
                for hook in self._hooks:
                    hook(x)
                return x * 3


        @torch.compiler.disable
        def check_finite(x):
            assert torch.isfinite(x).all()


        def check_shape(x):
            torch._check(x.dim() >= 1)


        GEMM, PLAIN_GEMM = Gemm(), PlainGemm()
        GEMM.register_pre_hook(check_finite)
        PLAIN_GEMM.add_hook(check_shape)


        def _tokens_match(prev: List[int], seq: List[int]) -> bool:
            if len(seq) > len(prev):
                return False
            return prev[-len(seq):] == seq


        SAMPLER, LEGACY, FRONT, TIMED = Sampler(), LegacySampler(), Front(frontend="torch"), Front("torch")
        LAYER, TRACED = Layer(Args()), TracedLayer(Args())


        @torch.compile(fullgraph=True)
        def bias_dense(x):
            return SAMPLER(x)


        @torch.compile(fullgraph=True)
        def bias_legacy(x):
            return LEGACY(x)


        @torch.compile(fullgraph=True)
        def front_torch(x):
            return FRONT(x) + TIMED(x)


        @torch.compile(fullgraph=True)
        def layer_dump(x):
            return LAYER(x)


        @torch.compile(fullgraph=True)
        def layer_trace(x):
            return TRACED(x)


        @torch.compile(fullgraph=True)
        def checks_off(x):
            if _checker is not None:
                _checker.check(x)
            return x + 1


        @torch.compile(fullgraph=True)
        def loud_on(x):
            if _loud is not None:
                _loud.check(x)
            return x + 1


        @torch.compile(fullgraph=True)
        def gemm_hooked(x):
            return GEMM(x)


        @torch.compile(fullgraph=True)
        def gemm_plain(x):
            return PLAIN_GEMM(x)


        @torch.compile(fullgraph=True)
        def tokens_banned(x, ids):
            if _tokens_match(ids.tolist(), [1, 2]):
                return x * 0
            return x


        @torch.compile(fullgraph=True)
        def tokens_fixed(x):
            if _tokens_match([3, 1, 2], [1, 2]):
                return x * 0
            return x
        """,
}

BREAKING = {"bias_legacy", "layer_trace", "loud_on", "gemm_hooked", "tokens_banned"}
NAMES = ["bias_dense", "bias_legacy", "front_torch", "layer_dump", "layer_trace", "checks_off", "loud_on",
         "gemm_hooked", "gemm_plain", "tokens_banned", "tokens_fixed"]


def test_import_time_values_and_registrations_are_followed(tmp_path):
    make(tmp_path, FILES)
    res = scan([str(tmp_path / "clb40")], no_cache=True, jobs=1)
    got = {f.root.rsplit(".", 1)[-1] for f in res.findings if f.severity == "error"}
    assert got == BREAKING, sorted((f.root, f.rule, f.line) for f in res.findings)


def test_dynamo_agrees_on_the_twins(tmp_path, monkeypatch):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    for v in ("CLB40_BIAS_BACKEND", "CLB40_LEGACY_BACKEND", "CLB40_DUMP", "CLB40_TRACE", "CLB40_CHECKS",
              "CLB40_LOUD"):
        monkeypatch.delenv(v, raising=False)
    make(tmp_path, FILES)
    m = _import_from(tmp_path, "clb40.m")
    x = torch.tensor([1.0, -2.0, 3.0, 4.0])
    args = {"tokens_banned": (x, torch.tensor([3, 1, 2]))}
    verdicts = {n: _breaks(torch, getattr(m, n)._torchdynamo_orig_callable, *args.get(n, (x,))) for n in NAMES}
    assert {n for n, b in verdicts.items() if b} == BREAKING, verdicts


ROPE = """
    from dataclasses import dataclass, field
    from typing import Any, Dict, Optional

    import torch
    from torch import nn


    @dataclass
    class Cfg:
        dim: int = 4
        rope_scaling: Optional[Dict[str, Any]] = field(default_factory=lambda: {"rope_type": "ROPE", "factor": 2.0})

        @property
        def rope_type(self) -> str:
            if not self.rope_scaling:
                return "default"
            return self.rope_scaling.get("rope_type", "default")


    class Rotary(nn.Module):
        def __init__(self, cfg):
            super().__init__()
            self.cached = 4

        def update(self, pos):
            pass

        def forward(self, x, pos):
            self.update(pos)
            return x * pos.float().unsqueeze(-1).cos()


    class DynamicRotary(Rotary):
        def update(self, pos):
            seq_len = torch.max(pos) + 1
            if seq_len > self.cached:
                self.cached = 8


    CLASSES = {"default": Rotary, "dynamic": DynamicRotary}


    class Stack(nn.Module):
        def __init__(self, cfg: Cfg):
            super().__init__()
            self.rotary = CLASSES[cfg.rope_type](cfg)

        def forward(self, x, pos):
            return self.rotary(x, pos)


    model = Stack(Cfg())
    compiled = torch.compile(model, fullgraph=True)
    """


@pytest.mark.parametrize("rope, breaks", [("dynamic", True), ("default", False)])
def test_a_config_built_at_import_unpins_what_its_field_factories_write(tmp_path, rope, breaks):
    """``field(default_factory=lambda: {"rope_type": "dynamic"})`` on a dataclass the package builds
    at import: the profile's default ``rope_type='default'`` pin yields to it (s411), so the
    registry's dynamic class is reached; a package whose factory writes "default" keeps the pin."""
    name = f"clb40r_{rope}"
    make(tmp_path, {f"{name}/__init__.py": "", f"{name}/m.py": ROPE.replace("ROPE", rope)})
    res = scan([str(tmp_path / name)], no_cache=True, jobs=1)
    assert bool([f for f in res.findings if f.severity == "error"]) is breaks, [(f.rule, f.line) for f in res.findings]
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    m = _import_from(tmp_path, f"{name}.m")
    assert _breaks(torch, m.model, torch.randn(2, 3, 4), torch.arange(3).unsqueeze(0).expand(2, -1)) is breaks
