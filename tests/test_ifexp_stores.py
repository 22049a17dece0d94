"""``self._fwd = self.native if _USE_NATIVE else self.kernel``: each arm of a conditional
expression stored in an attribute is a store of its own, so the method the attribute holds is
either arm (before, only the first arm was read and the kernel path, the one the default
deployment runs, was never reached); and a module flag computed once from a comparison
(``_USE_NATIVE = os.environ.get("X", "0") == "1"``) is folded under the profile's environment, so
the dead arm drops out. Dynamo's verdict on the same package is measured where torch is
installed."""
from __future__ import annotations

import pytest

from compilelint import profile as prof
from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

PKG = {
    "clie/__init__.py": "",
    "clie/launch.py": """
        import torch


        def _aligned(t):
            return t.data_ptr() % 16 == 0


        def launch(out, x):
            if _aligned(out) and _aligned(x):
                out.copy_(x * 2)
            else:
                out.copy_(x + x)
            return out
        """,
    "clie/act.py": """
        import os

        import torch
        from torch import nn

        from .launch import launch

        _USE_NATIVE = os.environ.get("CLIE_NATIVE", "0") == "1"


        class Act(nn.Module):
            def __init__(self):
                super().__init__()
                self._impl = self.forward_native if _USE_NATIVE else self.forward_kernel

            def forward_native(self, x):
                return x * 2

            def forward_kernel(self, x):
                return launch(torch.empty_like(x), x)

            def forward(self, x):
                return self._impl(x)


        _act = Act()


        @torch.compile(fullgraph=True)
        def step(x):
            return _act(x)
        """,
}


def _found(tmp_path, files, env=None):
    root = make(tmp_path, files)
    res = scan([str(root / "clie")], no_cache=True, jobs=1, profile=prof.make(env=env) if env else None)
    return sorted((f.rule, f.path.rsplit("/", 1)[-1], f.line) for f in res.findings)


def test_the_second_arm_is_a_store_too(tmp_path):
    assert _found(tmp_path, PKG) == [("CL203", "launch.py", 6)]


def test_the_env_flag_drops_the_dead_arm(tmp_path):
    assert _found(tmp_path, PKG, {"CLIE_NATIVE": "1"}) == []


def test_an_undecided_test_keeps_both_arms(tmp_path):
    files = dict(PKG)
    files["clie/act.py"] = PKG["clie/act.py"].replace(
        'os.environ.get("CLIE_NATIVE", "0") == "1"', 'os.environ.get("CLIE_NATIVE", "0") == "1"\n'
        '        if os.getpid() == 0:\n            _USE_NATIVE = False')
    assert _found(tmp_path, files, {"CLIE_NATIVE": "1"}) == [("CL203", "launch.py", 6)]


def test_dynamo_agrees(tmp_path, monkeypatch):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    root = make(tmp_path, PKG)
    monkeypatch.delenv("CLIE_NATIVE", raising=False)
    m = _import_from(root, "clie.act")
    assert _breaks(torch, m.step.__wrapped__ if hasattr(m.step, "__wrapped__") else m.step, torch.randn(4))
    assert not _breaks(torch, m.Act().forward_native, torch.randn(4))
