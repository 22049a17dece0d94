"""A branch on a property that returns a tensor (``if self.wrapper.no_lora: return out``, the getter
``return (self.indices == -1).all()``, blind39 s365): the scan names the property in the finding's
chain and the data-dependent strategies take that attribute as a tensor, so the early exit becomes
``torch.cond`` on it. A property returning a Python number stays out of it (no finding, no rewrite).
Dynamo compiles the fixed root with ``fullgraph=True`` and its outputs equal the original eager ones
on both sides of the test; a second run changes nothing."""
from __future__ import annotations

import textwrap

import pytest
from typer.testing import CliRunner

from compilelint.cli import app
from test_deployment_values import _import_from

runner = CliRunner()

WRAPPER = '''
import torch


class Wrapper:
    def __init__(self):
        self.indices = torch.tensor([0, -1, 1])
        self.n_slots = 2

    @property
    def no_lora(self) -> torch.Tensor:
        return (self.indices == -1).all()

    @property
    def many_slots(self) -> bool:
        return self.n_slots > 4

    def add(self, y, x, a):
        mask = (self.indices != -1).to(x.dtype)[:, None]
        return y + (x @ a) * mask
'''

MODEL = '''
import torch

from .wrapper import Wrapper

WRAP = Wrapper()
A = torch.randn(4, 4)


@torch.compile(fullgraph=True)
def lora_linear(x):
    out = x * 2.0
    if WRAP.no_lora:
        return out
    return WRAP.add(out, x, A)


@torch.compile(fullgraph=True)
def slots(x):
    if WRAP.many_slots:
        return x * 3.0
    return x
'''


def _make(tmp_path, name):
    pkg = tmp_path / name
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "wrapper.py").write_text(textwrap.dedent(WRAPPER))
    (pkg / "m.py").write_text(textwrap.dedent(MODEL))
    return pkg


def test_a_tensor_property_test_becomes_torch_cond(tmp_path):
    pkg = _make(tmp_path, "clprop_a")
    r = runner.invoke(app, ["fix", str(pkg), "--apply", "--unsafe-fixes", "-v"])
    assert r.exit_code == 0, r.output
    m = (pkg / "m.py").read_text()
    assert "torch.cond(WRAP.no_lora.bool()" in m, m
    assert "if WRAP.many_slots:" in m, m  # a Python bool: nothing reported, nothing rewritten
    again = runner.invoke(app, ["fix", str(pkg), "--unsafe-fixes"])
    assert "+++" not in again.output, again.output


def test_the_fixed_root_compiles_and_keeps_the_outputs(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    pkg = _make(tmp_path, "clprop_b")
    before = _import_from(tmp_path, "clprop_b.m", fresh=True)
    x = torch.randn(3, 4)
    want = {}
    for idx in ([0, -1, 1], [-1, -1, -1]):  # both sides of the property's test
        before.WRAP.indices = torch.tensor(idx)
        want[tuple(idx)] = before.lora_linear._torchdynamo_orig_callable(x)
    torch._dynamo.reset()
    with pytest.raises(Exception):
        before.lora_linear(x)
    r = runner.invoke(app, ["fix", str(pkg), "--apply", "--unsafe-fixes"])
    assert r.exit_code == 0, r.output
    after = _import_from(tmp_path, "clprop_b.m", fresh=True)
    try:
        for idx, out in want.items():
            torch._dynamo.reset()
            after.WRAP.indices = torch.tensor(list(idx))
            after.A.copy_(before.A)
            assert torch.allclose(after.lora_linear(x), out)
    finally:
        torch._dynamo.reset()


# blind41 s436: a dataclass property reading its tensor fields into a Python bool, tested by the
# caller; ``tensor_predicate`` makes the getter return the boolean tensor and the caller's early
# exit becomes ``torch.cond`` on the attribute
DISPATCH = '''
from dataclasses import dataclass

import torch


@dataclass
class DispatchOutput:
    hidden: torch.Tensor
    counts: torch.Tensor
    n_experts: int = 4

    @property
    def is_empty(self) -> bool:
        return bool(self.counts.sum() == 0)
'''

MOE = '''
import torch

from .dispatch import DispatchOutput

W = torch.randn(4, 4)


@torch.compile(fullgraph=True)
def moe(x, counts):
    d = DispatchOutput(x, counts)
    if d.is_empty:
        return torch.zeros_like(x)
    return (d.hidden @ W) * 2.0
'''


def _make_dispatch(tmp_path, name):
    pkg = tmp_path / name
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "dispatch.py").write_text(textwrap.dedent(DISPATCH))
    (pkg / "m.py").write_text(textwrap.dedent(MOE))
    return pkg


def test_a_property_predicate_and_its_callers_test_are_both_rewritten(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    pkg = _make_dispatch(tmp_path, "clprop_c")
    before = _import_from(tmp_path, "clprop_c.m", fresh=True)
    x = torch.randn(3, 4)
    sides = (torch.tensor([0, 0]), torch.tensor([1, 2]))  # both sides of the property's test
    want = [before.moe._torchdynamo_orig_callable(x, c) for c in sides]
    torch._dynamo.reset()
    with pytest.raises(Exception):
        before.moe(x, sides[1])
    r = runner.invoke(app, ["fix", str(pkg), "--apply", "--unsafe-fixes"])
    assert r.exit_code == 0, r.output
    assert "return self.counts.sum() == 0" in (pkg / "dispatch.py").read_text()
    assert "torch.cond(d.is_empty.bool()" in (pkg / "m.py").read_text(), (pkg / "m.py").read_text()
    again = runner.invoke(app, ["fix", str(pkg), "--unsafe-fixes"])
    assert "+++" not in again.output, again.output
    after = _import_from(tmp_path, "clprop_c.m", fresh=True)
    try:
        after.W.copy_(before.W)
        for c, out in zip(sides, want):
            torch._dynamo.reset()
            assert torch.allclose(after.moe(x, c), out)
    finally:
        torch._dynamo.reset()
