"""A frozen configuration built at import from the environment through a helper, the way blind39's
s349 switches its dump off:

* ``CFG = SpecConfig(dump=_env_flag("X_DUMP"))`` at module level: the helper's body is folded under
  the deployment's environment (the variable unset: ``"0" in ("1", "true")`` is False), so the
  field keeps its literal default;
* ``def __init__(self, config: SpecConfig = CFG)`` built as ``Verifier()``: ``self.config`` is the
  object the default names;
* ``cfg = self.config`` stored once, then ``if cfg.dump:``: the test reads ``self.config.dump``.

A twin whose helper defaults the variable on keeps its barrier; dynamo's verdict on the same package."""
from __future__ import annotations

import pytest

from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

FILES = {
    "clenvcfg/__init__.py": "",
    "clenvcfg/config.py": """
        import os
        from dataclasses import dataclass


        def _env_flag(name: str, default: str = "0") -> bool:
            return os.environ.get(name, default).lower() in ("1", "true", "yes")


        @dataclass(frozen=True)
        class SpecConfig:
            temperature: float = 0.7
            dump: bool = False
            trace: bool = False


        QUIET = SpecConfig(dump=_env_flag("CLENVCFG_DUMP_TOKENS"))
        LOUD = SpecConfig(trace=_env_flag("CLENVCFG_TRACE_STEPS", "1"))
        """,
    "clenvcfg/m.py": """
        import time

        import torch
        from torch import nn

        from .config import LOUD, QUIET, SpecConfig

        STAMPS = []


        class Verifier(nn.Module):
            def __init__(self, config: SpecConfig = QUIET):
                super().__init__()
                self.config = config

            def forward(self, logits):
                cfg = self.config
                probs = torch.softmax(logits / cfg.temperature, dim=-1)
                if cfg.dump:
                    STAMPS.append(time.time())
                return probs


        class Tracer(nn.Module):
            def __init__(self, config: SpecConfig = LOUD):
                super().__init__()
                self.config = config

            def forward(self, logits):
                cfg = self.config
                if cfg.trace:
                    STAMPS.append(time.time())
                return logits * 2


        quiet = torch.compile(Verifier(), fullgraph=True)
        loud = torch.compile(Tracer(), fullgraph=True)
        """,
}

BREAKING = {"loud"}  # the compiled ``Tracer()``


def test_import_time_config_through_a_helper_is_folded(tmp_path):
    make(tmp_path, FILES)
    res = scan([str(tmp_path / "clenvcfg")], no_cache=True, jobs=1)
    got = {f.root.rsplit(".", 2)[-2] for f in res.findings if f.severity == "error"}
    assert got == {"Tracer"}, sorted((f.root, f.rule, f.line) for f in res.findings)


def test_dynamo_agrees_on_the_import_time_config(tmp_path, monkeypatch):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    monkeypatch.delenv("CLENVCFG_DUMP_TOKENS", raising=False)
    monkeypatch.delenv("CLENVCFG_TRACE_STEPS", raising=False)
    make(tmp_path, FILES)
    m = _import_from(tmp_path, "clenvcfg.m")
    verdicts = {n: _breaks(torch, getattr(m, n)._orig_mod, torch.randn(2, 4)) for n in ("quiet", "loud")}
    assert {n for n, b in verdicts.items() if b} == BREAKING, verdicts
