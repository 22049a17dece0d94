"""A closure defined in a method reads the method's ``self`` (a free variable): its ``if self.flag:``
and ``x if self.flag else y`` are decided like the method's own, from the class the receiver is
(sglang's ``KimiK3MoE._forward_unfused.<locals>.run_experts`` tests ``self._use_mega_moe``).
Checked against dynamo."""
from __future__ import annotations

import pytest

from compilelint.scan import scan
from test_deployment_values import _import_from
from test_scan_features import make

SRC = """
    import os

    import torch
    from torch import nn


    class Quiet(nn.Module):
        def __init__(self, use_probe: bool = False):
            super().__init__()
            self.use_probe = use_probe

        def probe(self, x):
            os.getcwd()
            return x

        def forward(self, x):
            def run(y):
                return self.probe(y) if self.use_probe else y * 2

            def run_if(y):
                if self.use_probe:
                    self.probe(y)
                return y + 1

            return run(x) + run_if(x)


    class Loud(nn.Module):
        def __init__(self):
            super().__init__()
            self.use_probe = True

        def probe(self, x):
            os.getcwd()
            return x

        def forward(self, x):
            def run_if(y):
                if self.use_probe:
                    self.probe(y)
                return y + 1

            return run_if(x)


    quiet = torch.compile(Quiet(), fullgraph=True)
    loud = torch.compile(Loud(), fullgraph=True)
"""


def test_a_closure_tests_its_methods_self(tmp_path):
    make(tmp_path, {"clcs/__init__.py": "", "clcs/m.py": SRC})
    r = scan([str(tmp_path / "clcs")], no_cache=True)
    got = sorted((f.root.rsplit(".", 2)[-2], f.chain[-3].rsplit(".", 1)[-1]) for f in r.findings)
    # Quiet's closures never call the probe (every construction leaves the flag False); Loud's does
    assert ("Quiet", "run_if") not in got and ("Quiet", "run") not in got
    assert {c for root, c in got if root == "Loud"} >= {"run_if"}


def test_dynamo_agrees(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, {"clcs_dyn/__init__.py": "", "clcs_dyn/m.py": SRC})
    m = _import_from(tmp_path, "clcs_dyn.m")
    x = torch.randn(3)
    torch._dynamo.reset()
    assert torch.equal(torch.compile(m.Quiet(), fullgraph=True, backend="eager")(x), m.Quiet()(x))
    with pytest.raises(Exception, match="getcwd"):
        torch.compile(m.Loud(), fullgraph=True, backend="eager")(x)
    torch._dynamo.reset()
