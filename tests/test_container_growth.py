"""Objects added to a container (``items.append(B())``, ``self.hooks.insert(0, h)``,
``procs.extend([A(), B()])``) are its elements: a loop that calls them (``for f in self.items:
x = f(x)``) calls what was added, also when the container is an instance of a ``list`` subclass
that calls its own elements (transformers' ``StoppingCriteriaList``; blind16's g026). Without the
appends nothing says what the loop calls and the barrier behind it is missed. Dynamo agrees."""
from __future__ import annotations

import pytest

from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

FILES = {
    "clgrow/__init__.py": "",
    "clgrow/m.py": """
        import subprocess

        import torch


        class Probe:
            def __call__(self, x):
                subprocess.check_output(["nvcc", "--version"])
                return x


        class AddOne:
            def __call__(self, x):
                return x + 1


        class Chain(list):
            def __call__(self, x):
                for f in self:
                    x = f(x)
                return x


        class Runner:
            def __init__(self):
                self.items = []
                self.items.append(AddOne())
                self.items.insert(0, Probe())
                self.clean = []
                self.clean.extend([AddOne(), AddOne()])
                self.chain = self._make()

            def _make(self):
                out = Chain()
                out.append(AddOne())
                out.append(Probe())
                return out

            def step(self, x):
                for it in self.items:
                    x = it(x)
                return x

            def step_clean(self, x):
                for it in self.clean:
                    x = it(x)
                return x

            def step_chain(self, x):
                return self.chain(x)


        r = Runner()
        step = torch.compile(r.step, fullgraph=True)
        step_clean = torch.compile(r.step_clean, fullgraph=True)
        step_chain = torch.compile(r.step_chain, fullgraph=True)
        """,
}


def test_what_was_appended_is_called_by_the_loop(tmp_path):
    make(tmp_path, FILES)
    r = scan([str(tmp_path / "clgrow")], no_cache=True)
    got = sorted((f.rule, f.root.rsplit(".", 1)[-1], f.line) for f in r.findings)
    assert got == [("CL101", "step", 9), ("CL101", "step_chain", 9)], got


def test_dynamo_breaks_where_a_probe_was_appended(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, FILES)
    m = _import_from(tmp_path, "clgrow.m")
    r = m.Runner()
    assert _breaks(torch, r.step, torch.randn(3)) is True
    assert _breaks(torch, r.step_chain, torch.randn(3)) is True
    assert _breaks(torch, r.step_clean, torch.randn(3)) is False
