"""``isinstance(x, C)`` is False where the deployment never builds ``C``: every ``C(...)`` of the
program sits in a function whose every call is in a branch the profile makes dead (sglang's
``HcPending``, built only on DeepSeek-V4's HIP fused-boundary path), or in a branch that already
holds one (``if isinstance(s, C): return C(*rows(s))``). A class built at module level, by a
classmethod, through a registry or by a call the profile keeps live may be built. Each test fails
without the mechanism; dynamo's verdict on the same package is measured where torch is installed."""
from __future__ import annotations

import pytest

from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

PKG = {
    "clnc/__init__.py": "",
    "clnc/state.py": """
        import threading
        from typing import NamedTuple

        import torch

        _lock = threading.Lock()


        class Pending(NamedTuple):
            rows: torch.Tensor


        def finish(p):
            with _lock:
                return p.rows * 2


        class State:
            def __init__(self, streams):
                self.streams = streams

            def materialized(self):
                if not isinstance(self.streams, Pending):
                    return self
                return State(finish(self.streams))

            def take(self, n):
                if isinstance(self.streams, Pending):
                    return State(Pending(self.streams.rows[:n]))
                return State(self.streams[:n])
        """,
    "clnc/platform_stage.py": """
        import torch

        from .state import Pending, State


        def fused_boundary(state):
            return State(Pending(state.streams + 1))
        """,
    "clnc/model.py": """
        import torch
        from torch import nn

        from .platform_stage import fused_boundary
        from .state import State


        def is_hip():
            return torch.version.hip is not None


        _is_hip = is_hip()


        class Model(nn.Module):
            def forward(self, x):
                state = State(x)
                if _is_hip:
                    state = fused_boundary(state)
                state = state.take(2)
                return state.materialized().streams


        compiled = torch.compile(Model(), fullgraph=True)
        """,
}


def test_isinstance_of_a_class_only_a_dead_platform_branch_builds(tmp_path):
    root = make(tmp_path, PKG)
    res = scan([str(root / "clnc")], no_cache=True, jobs=1)
    assert res.findings == [], [(f.rule, f.line, f.chain) for f in res.findings]


def test_a_live_construction_keeps_the_branch(tmp_path):
    files = dict(PKG)
    files["clnc/model.py"] = PKG["clnc/model.py"].replace("if _is_hip:", "if x.dim() == 2:")
    root = make(tmp_path, files)
    res = scan([str(root / "clnc")], no_cache=True, jobs=1)
    assert sorted((f.rule, f.line) for f in res.findings) == [("CL108", 15)], res.findings


def test_dynamo_agrees(tmp_path):
    torch = pytest.importorskip("torch")
    root = make(tmp_path, PKG)
    m = _import_from(root, "clnc.model")
    assert not _breaks(torch, m.Model(), torch.randn(3, 4))
    st = _import_from(root, "clnc.state")
    ps = _import_from(root, "clnc.platform_stage")

    def built(x):
        return ps.fused_boundary(st.State(x)).take(2).materialized().streams

    assert _breaks(torch, built, torch.randn(3, 4))
