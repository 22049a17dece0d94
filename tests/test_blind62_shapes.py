"""Vision encoders, quantized layers, state-space models and poolers the way blind62's packages
write them:

* ``check_states: bool = field(default_factory=envs.SGLANG_X.get)`` where ``SGLANG_X =
  EnvBool("SGLANG_X", False)`` (s1289): a dataclass field whose factory is an environment flag's
  ``get``, folded (the flag class's ``default`` parameter is found by name, second here); the
  state check's data-dependent test is dead with the variable unset; the twin's flag defaults on;
* ``self.debug_dump = config.debug_dump or _env_flag("X")`` (s1268): an attribute stored from an
  ``or`` of a config field and an environment read holds the folded whole; the twin's config
  turns it on;
* ``for i in range(1, len(cu_seqlens)):`` in a helper handed ``tuple(cu.tolist())`` (s1264): the
  length of a list read from a tensor is no data-dependent bound; the twin loops to the last
  element's value.

Each breaking root has a clean twin; dynamo's verdict on the same package."""
from __future__ import annotations

import pytest

from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

FILES = {
    "clb62/__init__.py": "",
    "clb62/envs.py": """
        import os


        class EnvBool:
            def __init__(self, name, default=False):
                self.name = name
                self.default = default

            def get(self):
                value = os.environ.get(self.name)
                if value is None:
                    return self.default
                return value.lower() in ("1", "true")


        class Envs:
            CLB62_CHECK_STATES = EnvBool("CLB62_CHECK_STATES", DEFAULT)


        envs = Envs()
        """,
    "clb62/m.py": """
        import dataclasses
        import os

        import torch

        from .envs import envs


        @dataclasses.dataclass
        class StateConfig:
            check_states: bool = dataclasses.field(default_factory=envs.CLB62_CHECK_STATES.get)


        class StateBackend:
            def __init__(self, config):
                self.config = config

            def forward(self, x):
                if self.config.check_states:
                    if torch.isnan(x).any():
                        x = x.nan_to_num(0.0)
                return x * 2


        BACKEND = StateBackend(StateConfig())


        def stepped(x):
            return BACKEND.forward(x)


        def _env_flag(name):
            return os.environ.get(name, "0").lower() in ("1", "true")


        @dataclasses.dataclass
        class RunnerConfig:
            debug_dump: bool = DUMP


        class Runner(torch.nn.Module):
            def __init__(self, config):
                super().__init__()
                self.debug_dump = config.debug_dump or _env_flag("CLB62_DEBUG_DUMP")

            def forward(self, x):
                if self.debug_dump:
                    print("encoder output", x.shape)
                return x * 2


        RUNNER = Runner(RunnerConfig())


        def dumped(x):
            return RUNNER(x)


        def _mask(s, cu_seqlens):
            mask = torch.zeros(s, s, dtype=torch.bool)
            for i in range(1, len(cu_seqlens)):
                mask[cu_seqlens[i - 1]:cu_seqlens[i], cu_seqlens[i - 1]:cu_seqlens[i]] = True
            return mask


        def _mask_to_end(s, cu_seqlens):
            mask = torch.zeros(s, s, dtype=torch.bool)
            for i in range(cu_seqlens[-1]):
                mask[i, i] = True
            return mask


        def masked(x):
            cu = torch.tensor([0, 1, 2])
            return x + _mask(2, tuple(cu.tolist())).float().sum()


        def masked_to_end(x):
            cu = torch.tensor([0, 1, 2])
            return x + _mask_to_end(2, tuple(cu.tolist())).float().sum()


        stepped_c = torch.compile(stepped, fullgraph=True)
        dumped_c = torch.compile(dumped, fullgraph=True)
        masked_c = torch.compile(masked, fullgraph=True)
        masked_to_end_c = torch.compile(masked_to_end, fullgraph=True)
        """,
}
CLEAN = {"clb62/__init__.py": "", "clb62/envs.py": FILES["clb62/envs.py"].replace("DEFAULT", "False"),
         "clb62/m.py": FILES["clb62/m.py"].replace("DUMP", "False")}
ON = {"clb62o/__init__.py": "", "clb62o/envs.py": FILES["clb62/envs.py"].replace("DEFAULT", "True"),
      "clb62o/m.py": FILES["clb62/m.py"].replace("DUMP", "True")}
FUNCS = ("stepped", "dumped", "masked", "masked_to_end")


def _error_roots(path):
    res = scan([str(path)], no_cache=True, jobs=1)
    return {f.root for f in res.findings if f.severity == "error"}, res


def test_env_flag_factories_or_stores_and_static_lengths(tmp_path, monkeypatch):
    for v in ("CLB62_CHECK_STATES", "CLB62_DEBUG_DUMP"):
        monkeypatch.delenv(v, raising=False)
    make(tmp_path, CLEAN)
    roots, res = _error_roots(tmp_path / "clb62")
    assert roots == {"clb62.m.masked_to_end"}, sorted((f.root, f.rule, f.line, f.message) for f in res.findings)
    make(tmp_path, ON)
    roots, res = _error_roots(tmp_path / "clb62o")
    assert roots == {"clb62o.m.stepped", "clb62o.m.dumped", "clb62o.m.masked_to_end"}, sorted(
        (f.root, f.rule, f.line, f.message) for f in res.findings)


def test_dynamo_agrees_on_the_twins(tmp_path, monkeypatch):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    for v in ("CLB62_CHECK_STATES", "CLB62_DEBUG_DUMP"):
        monkeypatch.delenv(v, raising=False)
    make(tmp_path, CLEAN)
    m = _import_from(tmp_path, "clb62.m")
    x = torch.ones(2, 2)
    verdicts = {n: _breaks(torch, getattr(m, n + "_c")._torchdynamo_orig_callable, x) for n in FUNCS}
    assert {n for n, b in verdicts.items() if b} == {"masked_to_end"}, verdicts
    make(tmp_path, ON)
    o = _import_from(tmp_path, "clb62o.m")
    verdicts = {n: _breaks(torch, getattr(o, n + "_c")._torchdynamo_orig_callable, x) for n in FUNCS}
    assert {n for n, b in verdicts.items() if b} == {"stepped", "dumped", "masked_to_end"}, verdicts
