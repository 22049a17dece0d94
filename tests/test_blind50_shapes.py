"""Deployment values the way blind50's packages decide them:

* a registry keyed by class attributes (``{TorchKernel.name: TorchKernel, JitKernel.name:
  JitKernel}``) indexed by a local an environment helper fills with its default
  (``name = get_str_env_var("X", "torch"); return KERNELS[name]()``): the class attribute's literal
  keys the entry, the local picks it (s787); the twin's default picks the JIT kernel;
* ``if self.config.dump_enabled:`` where ``dump_enabled`` is a property returning ``self.dump_dir
  is not None`` of a config built with ``dump_dir=None``: the property folded (s790); the twin builds
  its config with a directory;
* ``if self.config.cache.debug:`` three attributes deep, a nested dataclass's default (s809); the
  twin's nested default is True;
* ``self.method = quant_config.get_method(self)`` on an unannotated constructor parameter: the
  method of what the constructions pass (s799), not of every class with a ``get_method``; the twin
  passes the config whose method logs;
* ``layer.weight = Parameter(weight.t(), requires_grad=False)`` in a lazily run weight
  post-processing step (s792): measured as a construct (a ``Parameter`` of a tensor computed in the
  region fails; of the graph input itself, ``Parameter(x)``, it compiles - the twin);
* ``for hook in get_forward_hooks(): hook(...)`` where ``get_forward_hooks() -> List[Callable]``
  returns ``[_FORWARD_HOOKS[name] for name in _ENABLED_HOOKS]`` of a decorator-filled registry
  (s815): the registered functions, not any callable - one is ``torch.compiler.disable``d.

Each breaking root has a clean twin; dynamo's verdict on the same package."""
from __future__ import annotations

import pytest

from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

FILES = {
    "clb50/__init__.py": "",
    "clb50/m.py": """
        import logging
        import os
        import subprocess
        from dataclasses import dataclass, field
        from typing import Optional

        import torch
        from torch import nn

        logger = logging.getLogger(__name__)


        def get_str_env_var(name: str, default: str = "") -> str:
            value = os.getenv(name)
            if value is None or not value.strip():
                return default
            return value.strip().lower()


        class TorchKernel:
            name = "torch"

            def apply(self, x):
                return x * 2


        class JitKernel:
            name = "jit"

            def apply(self, x):
                subprocess.run(["true"])
                return x * 2


        KERNELS = {TorchKernel.name: TorchKernel, JitKernel.name: JitKernel}


        def create_kernel():
            name = get_str_env_var("CLB50_KERNEL", "torch")
            return KERNELS[name]()


        def create_jit_kernel():
            name = get_str_env_var("CLB50_KERNEL_B", "jit")
            return KERNELS[name]()


        class KernelUser:
            def __init__(self, kernel):
                self.kernel = kernel

            def run(self, x):
                return self.kernel.apply(x)


        class KernelUserB:
            def __init__(self, kernel):
                self.kernel = kernel

            def run(self, x):
                return self.kernel.apply(x)


        TORCH_USER = KernelUser(create_kernel())
        JIT_USER = KernelUserB(create_jit_kernel())


        def registry_torch(x):
            return TORCH_USER.run(x)


        def registry_jit(x):
            return JIT_USER.run(x)


        @dataclass(frozen=True)
        class DumpConfig:
            dump_dir: Optional[str] = None

            @property
            def dump_enabled(self) -> bool:
                return self.dump_dir is not None


        class Dumper:
            def __init__(self, config: DumpConfig):
                self.config = config

            def step(self, x):
                if self.config.dump_enabled:
                    os.makedirs(self.config.dump_dir, exist_ok=True)
                return x + 1


        NO_DUMP = Dumper(DumpConfig(dump_dir=None))


        @dataclass(frozen=True)
        class DumpConfigB:
            dump_dir: Optional[str] = None

            @property
            def dump_enabled(self) -> bool:
                return self.dump_dir is not None


        class DumperB:
            def __init__(self, config: DumpConfigB):
                self.config = config

            def step(self, x):
                if self.config.dump_enabled:
                    os.makedirs(self.config.dump_dir, exist_ok=True)
                return x + 1


        WITH_DUMP = DumperB(DumpConfigB(dump_dir="/tmp/clb50_dump"))


        def property_off(x):
            return NO_DUMP.step(x)


        def property_on(x):
            return WITH_DUMP.step(x)


        @dataclass
        class CacheConfig:
            debug: bool = False


        @dataclass
        class EngineConfig:
            cache: CacheConfig = field(default_factory=CacheConfig)


        @dataclass
        class CacheConfigB:
            debug: bool = True


        @dataclass
        class EngineConfigB:
            cache: CacheConfigB = field(default_factory=CacheConfigB)


        class Runner:
            def __init__(self, config: EngineConfig):
                self.config = config

            def step(self, x):
                if self.config.cache.debug:
                    logger.info("step")
                return x + 1


        class RunnerB:
            def __init__(self, config: EngineConfigB):
                self.config = config

            def step(self, x):
                if self.config.cache.debug:
                    logger.info("step")
                return x + 1


        RUNNER = Runner(EngineConfig())
        RUNNER_B = RunnerB(EngineConfigB())


        def deep_flag_off(x):
            return RUNNER.step(x)


        def deep_flag_on(x):
            return RUNNER_B.step(x)


        class PlainMethod:
            def compute(self, layer, x):
                return x * 2


        class LoggingMethod:
            def compute(self, layer, x):
                logger.info("compute")
                return x * 2


        class PlainConfig:
            def get_method(self, layer):
                return PlainMethod()


        class LoggingConfig:
            def get_method(self, layer):
                return LoggingMethod()


        class Linear(nn.Module):
            def __init__(self, quant_config):
                super().__init__()
                self.method = quant_config.get_method(self)

            def forward(self, x):
                return self.method.compute(self, x)


        class LinearB(nn.Module):
            def __init__(self, quant_config):
                super().__init__()
                self.method = quant_config.get_method(self)

            def forward(self, x):
                return self.method.compute(self, x)


        PLAIN = Linear(PlainConfig())
        LOGGING = LinearB(LoggingConfig())


        def ctor_param_plain(x):
            return PLAIN(x)


        def ctor_param_logging(x):
            return LOGGING(x)


        class LazyTranspose(nn.Module):
            def __init__(self):
                super().__init__()
                self.weight = nn.Parameter(torch.ones(4, 4), requires_grad=False)

            def forward(self, x):
                self.weight = nn.Parameter(self.weight.data.t(), requires_grad=False)
                return x @ self.weight


        LAZY = LazyTranspose()


        def param_of_derived(x):
            return LAZY(x)


        def param_of_input(x):
            p = nn.Parameter(x)
            return p + 1


        _HOOKS = {}
        _PURE_HOOKS = {}


        def register_hook(name: str):
            def decorator(fn):
                _HOOKS[name] = fn
                return fn

            return decorator


        def register_pure_hook(name: str):
            def decorator(fn):
                _PURE_HOOKS[name] = fn
                return fn

            return decorator


        @register_hook("stats")
        @torch.compiler.disable
        def record_stats(x):
            return None


        @register_pure_hook("scale")
        def scale_hook(x):
            return None


        def get_hooks() -> list:
            return [_HOOKS[name] for name in ("stats",)]


        def get_pure_hooks() -> list:
            return [_PURE_HOOKS[name] for name in ("scale",)]


        def hooks_disabled(x):
            for hook in get_hooks():
                hook(x)
            return x + 1


        def hooks_pure(x):
            for hook in get_pure_hooks():
                hook(x)
            return x + 1


        registry_torch_c = torch.compile(registry_torch, fullgraph=True)
        hooks_disabled_c = torch.compile(hooks_disabled, fullgraph=True)
        hooks_pure_c = torch.compile(hooks_pure, fullgraph=True)
        param_of_derived_c = torch.compile(param_of_derived, fullgraph=True)
        param_of_input_c = torch.compile(param_of_input, fullgraph=True)
        registry_jit_c = torch.compile(registry_jit, fullgraph=True)
        property_off_c = torch.compile(property_off, fullgraph=True)
        property_on_c = torch.compile(property_on, fullgraph=True)
        deep_flag_off_c = torch.compile(deep_flag_off, fullgraph=True)
        deep_flag_on_c = torch.compile(deep_flag_on, fullgraph=True)
        ctor_param_plain_c = torch.compile(ctor_param_plain, fullgraph=True)
        ctor_param_logging_c = torch.compile(ctor_param_logging, fullgraph=True)
        """,
}
NAMES = ("registry_torch", "registry_jit", "property_off", "property_on", "deep_flag_off", "deep_flag_on",
         "ctor_param_plain", "ctor_param_logging", "param_of_derived", "param_of_input", "hooks_disabled",
         "hooks_pure")
BREAKING = {"registry_jit", "property_on", "deep_flag_on", "ctor_param_logging", "param_of_derived",
            "hooks_disabled"}


def test_deployment_values_decide_the_paths(tmp_path):
    make(tmp_path, FILES)
    res = scan([str(tmp_path / "clb50")], no_cache=True, jobs=1)
    roots = {f.root.rsplit(".", 1)[-1] for f in res.findings}
    assert roots == BREAKING, sorted((f.root, f.rule, f.line, tuple(f.chain)) for f in res.findings)


def test_dynamo_agrees_on_the_twins(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, FILES)
    m = _import_from(tmp_path, "clb50.m")
    x = torch.ones(4)
    verdicts = {n: _breaks(torch, getattr(m, n + "_c")._torchdynamo_orig_callable, x) for n in NAMES}
    assert {n for n, b in verdicts.items() if b} == BREAKING, verdicts
