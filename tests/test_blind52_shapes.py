"""Deployment values and warm memos the way blind52's packages make them:

* ``self.use_flex = envs.USE_FLEX`` stored in ``__init__`` from a module whose ``__getattr__`` reads
  a table of environment lambdas, then ``if self.use_flex:`` in the forward (s870): the stored
  expression folded under the profile's environment; the twin's default turns it on;
* ``self.debug = envs.get("DEBUG")`` where ``get`` calls ``environment_variables[name]()`` and the
  table's entries are made by a reader factory (``_bool_env("DEBUG")`` returning a lambda) (s898);
* ``NORM_REGISTRY[norm_type]`` in a factory every call of which passes the config's literal default,
  with an environment override in a dead branch (s885); the twin's calls pass the logging norm;
* a shape-keyed memo the runner's constructor fills by running the model eagerly over the batch
  sizes (``self._warmup()`` -> ``self.model(dummy)``) before the compiled call (s874): warm; the
  twin's runner does not warm up;
* a decorator that returns ``torch.compiler.disable(wrapper)`` of a nested wrapper (s886): what it
  decorates is disabled; the twin's decorator returns the wrapper itself.

Each breaking root has a clean twin; dynamo's verdict on the same package."""
from __future__ import annotations

import pytest

from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

FILES = {
    "clb52/__init__.py": "",
    "clb52/envs.py": """
        import os


        def _bool_env(name, default="0"):
            return lambda: os.environ.get(name, default).strip().lower() in ("1", "true")


        environment_variables = {
            "CLB52_USE_FLEX": lambda: os.getenv("CLB52_USE_FLEX", "0") == "1",
            "CLB52_USE_FLEX_B": lambda: os.getenv("CLB52_USE_FLEX_B", "1") == "1",
            "CLB52_DEBUG": _bool_env("CLB52_DEBUG"),
            "CLB52_DEBUG_B": _bool_env("CLB52_DEBUG_B", "1"),
        }


        def __getattr__(name):
            if name in environment_variables:
                return environment_variables[name]()
            raise AttributeError(name)


        def get(name):
            return environment_variables[name]()
        """,
    "clb52/m.py": """
        import dataclasses
        import functools
        import logging
        import subprocess

        import torch
        from torch import nn

        from . import envs

        logger = logging.getLogger(__name__)


        @torch.compiler.disable
        def flex_path(x):
            return x


        class FlexOff:
            def __init__(self):
                self.use_flex = envs.CLB52_USE_FLEX

            def run(self, x):
                if self.use_flex:
                    return flex_path(x)
                return x * 2


        class FlexOn:
            def __init__(self):
                self.use_flex = envs.CLB52_USE_FLEX_B

            def run(self, x):
                if self.use_flex:
                    return flex_path(x)
                return x * 2


        class DebugOff:
            def __init__(self):
                self.debug = envs.get("CLB52_DEBUG")

            def run(self, x):
                if self.debug:
                    subprocess.run(["true"])
                return x + 1


        class DebugOn:
            def __init__(self):
                self.debug = envs.get("CLB52_DEBUG_B")

            def run(self, x):
                if self.debug:
                    subprocess.run(["true"])
                return x + 1


        FLEX_OFF, FLEX_ON, DEBUG_OFF, DEBUG_ON = FlexOff(), FlexOn(), DebugOff(), DebugOn()


        def flex_off(x):
            return FLEX_OFF.run(x)


        def flex_on(x):
            return FLEX_ON.run(x)


        def debug_off(x):
            return DEBUG_OFF.run(x)


        def debug_on(x):
            return DEBUG_ON.run(x)


        class PlainNorm:
            def apply(self, x):
                return x * 2


        class CheckedNorm:
            def apply(self, x):
                if torch.isnan(x).any():
                    logger.warning("nan")
                return x * 2


        NORMS = {"plain": PlainNorm, "checked": CheckedNorm}


        def get_norm(norm_type: str):
            if envs.CLB52_USE_FLEX:
                norm_type = "checked"
            return NORMS[norm_type]()


        def get_norm_b(norm_type: str):
            return NORMS[norm_type]()


        @dataclasses.dataclass
        class Config:
            norm_type: str = "plain"


        CFG = Config()
        PLAIN = get_norm(CFG.norm_type)
        CHECKED = get_norm_b("checked")


        def norm_plain(x):
            return PLAIN.apply(x)


        def norm_checked(x):
            return CHECKED.apply(x)


        _TUNED = {}
        _TUNED_B = {}


        def _tune(n):
            logger.warning("tuning %d", n)
            return 1


        def tuned(x):
            key = x.shape[0]
            if key not in _TUNED:
                _TUNED[key] = _tune(key)
            return x * _TUNED[key]


        def _tune_b(n):
            logger.warning("tuning %d", n)
            return 1


        def tuned_b(x):
            key = x.shape[0]
            if key not in _TUNED_B:
                _TUNED_B[key] = _tune_b(key)
            return x * _TUNED_B[key]


        class Layer(nn.Module):
            def forward(self, x):
                return tuned(x)


        class LayerB(nn.Module):
            def forward(self, x):
                return tuned_b(x)


        class WarmRunner:
            def __init__(self):
                self.model = Layer()
                self._warmup()

            def _warmup(self):
                for bs in (1, 2, 4):
                    self.model(torch.zeros(bs))

            def step(self, x):
                return self.model(x)


        class ColdRunner:
            def __init__(self):
                self.model = LayerB()

            def step(self, x):
                return self.model(x)


        WARM, COLD = WarmRunner(), ColdRunner()


        def warm_step(x):
            return WARM.step(x)


        def cold_step(x):
            return COLD.step(x)


        def eager_kernel(fn):
            @functools.wraps(fn)
            def wrapper(*args, **kwargs):
                return fn(*args, **kwargs)

            return torch.compiler.disable(wrapper)


        def plain_kernel(fn):
            @functools.wraps(fn)
            def wrapper(*args, **kwargs):
                return fn(*args, **kwargs)

            return wrapper


        @eager_kernel
        def cap_eager(x):
            return torch.tanh(x)


        @plain_kernel
        def cap_plain(x):
            return torch.tanh(x)


        def softcap_eager(x):
            return cap_eager(x) + 1


        def softcap_plain(x):
            return cap_plain(x) + 1


        flex_off_c = torch.compile(flex_off, fullgraph=True)
        flex_on_c = torch.compile(flex_on, fullgraph=True)
        debug_off_c = torch.compile(debug_off, fullgraph=True)
        debug_on_c = torch.compile(debug_on, fullgraph=True)
        norm_plain_c = torch.compile(norm_plain, fullgraph=True)
        norm_checked_c = torch.compile(norm_checked, fullgraph=True)
        warm_step_c = torch.compile(warm_step, fullgraph=True)
        cold_step_c = torch.compile(cold_step, fullgraph=True)
        softcap_eager_c = torch.compile(softcap_eager, fullgraph=True)
        softcap_plain_c = torch.compile(softcap_plain, fullgraph=True)
        """,
}
NAMES = ("flex_off", "flex_on", "debug_off", "debug_on", "norm_plain", "norm_checked", "warm_step", "cold_step",
         "softcap_eager", "softcap_plain")
BREAKING = {"flex_on", "debug_on", "norm_checked", "cold_step", "softcap_eager"}
ENV = ("CLB52_USE_FLEX", "CLB52_USE_FLEX_B", "CLB52_DEBUG", "CLB52_DEBUG_B")


def test_deployment_values_decide_the_paths(tmp_path, monkeypatch):
    for var in ENV:
        monkeypatch.delenv(var, raising=False)
    make(tmp_path, FILES)
    res = scan([str(tmp_path / "clb52")], no_cache=True, jobs=1)
    roots = {f.root.rsplit(".", 1)[-1] for f in res.findings if f.severity == "error"}
    assert roots == BREAKING, sorted((f.root, f.rule, f.line, tuple(f.chain)) for f in res.findings)


def test_dynamo_agrees_on_the_twins(tmp_path, monkeypatch):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    for var in ENV:
        monkeypatch.delenv(var, raising=False)
    make(tmp_path, FILES)
    m = _import_from(tmp_path, "clb52.m")
    x = torch.ones(4)
    verdicts = {n: _breaks(torch, getattr(m, n + "_c")._torchdynamo_orig_callable, x) for n in NAMES}
    assert {n for n, b in verdicts.items() if b} == BREAKING, verdicts
