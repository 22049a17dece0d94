"""A predicate helper (``def has_any_adapter(idx) -> bool: return bool((idx != -1).any())``) reads
a tensor into a Python bool: the scan reports the ``bool()``; the fix makes the helper return the
boolean tensor (``tensor_predicate``) and, in the same run, keeps the caller's test on it in the
graph (``if not has_any_adapter(idx): return y`` -> ``torch.cond``), whether the helper sits in a
sibling module imported relatively or in the caller's own module (blind36 s243, s221). One
finding, two fixes; a second run changes nothing. Dynamo compiles the fixed root with
``fullgraph=True`` and its outputs equal the original eager ones on both sides of the test."""
from __future__ import annotations

import textwrap

import pytest
from typer.testing import CliRunner

from compilelint.cli import app
from compilelint.scan import scan
from test_deployment_values import _import_from

runner = CliRunner()

PREDS = '''
import torch

NO_ADAPTER = -1


def has_any_adapter(idx: torch.Tensor) -> bool:
    return bool((idx != NO_ADAPTER).any())
'''

MODEL = '''
import torch
from torch import nn

from . import preds


def _all_identity(penalties: torch.Tensor) -> bool:
    return bool(torch.all(penalties == 1.0))


def penalize(logits: torch.Tensor, penalties: torch.Tensor) -> torch.Tensor:
    if _all_identity(penalties):
        return logits
    p = penalties.unsqueeze(1).expand_as(logits)
    return torch.where(logits > 0, logits / p, logits * p)


class LoRA(nn.Module):
    def __init__(self):
        super().__init__()
        self.a = nn.Parameter(torch.randn(3, 4, 4) * 0.1)

    def forward(self, x: torch.Tensor, y: torch.Tensor, idx: torch.Tensor) -> torch.Tensor:
        if not preds.has_any_adapter(idx):
            return y
        delta = torch.bmm(self.a[idx.clamp(min=0)], x.unsqueeze(-1)).squeeze(-1)
        return y + delta * (idx != preds.NO_ADAPTER).unsqueeze(-1)


LORA = LoRA()


@torch.compile(fullgraph=True)
def step(x, y, idx, logits, penalties):
    return LORA(x, y, idx), penalize(logits, penalties)
'''


def _make(tmp_path, name):
    pkg = tmp_path / name
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "preds.py").write_text(textwrap.dedent(PREDS))
    (pkg / "m.py").write_text(textwrap.dedent(MODEL))
    return pkg


def test_the_helper_and_its_callers_test_are_both_rewritten(tmp_path):
    pkg = _make(tmp_path, "clpred_a")
    before = scan([str(pkg)], no_cache=True, jobs=1)
    got = sorted((f.path.rsplit("/", 1)[-1], f.line) for f in before.findings if f.rule == "CL201")
    # the helpers' bool() and the callers' tests (torch 2.13 breaks where the value is branched on)
    assert got == [("m.py", 9), ("m.py", 13), ("m.py", 25), ("preds.py", 8)], got
    r = runner.invoke(app, ["fix", str(pkg), "--apply", "--unsafe-fixes"])
    assert r.exit_code == 0, r.output
    assert "4 fix(es) for 4 finding(s)" in r.output, r.output
    preds, m = (pkg / "preds.py").read_text(), (pkg / "m.py").read_text()
    assert "return (idx != NO_ADAPTER).any()" in preds and "-> torch.Tensor" in preds
    assert "return torch.all(penalties == 1.0)" in m
    assert m.count("torch.cond(") == 2, m
    again = runner.invoke(app, ["fix", str(pkg), "--unsafe-fixes"])
    assert "nothing to fix" in again.output and "+++" not in again.output, again.output


def test_the_fixed_root_compiles_and_keeps_the_outputs(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    pkg = _make(tmp_path, "clpred_b")
    torch.manual_seed(0)
    before = _import_from(tmp_path, "clpred_b.m", fresh=True)
    x, y, logits = torch.randn(2, 4), torch.randn(2, 4), torch.randn(2, 5)
    sides = [(torch.tensor([-1, -1]), torch.ones(2)),  # no adapter, identity penalties: both exits
             (torch.tensor([0, 2]), torch.tensor([1.0, 1.5]))]  # adapters, penalties: both rests
    want = [before.step._torchdynamo_orig_callable(x, y, i, logits, p) for i, p in sides]
    torch._dynamo.reset()
    with pytest.raises(Exception):
        before.step(x, y, *sides[1][:1], logits, sides[1][1])
    r = runner.invoke(app, ["fix", str(pkg), "--apply", "--unsafe-fixes"])
    assert r.exit_code == 0, r.output
    torch.manual_seed(0)
    after = _import_from(tmp_path, "clpred_b.m", fresh=True)
    torch._dynamo.reset()
    try:
        got = [after.step(x, y, i, logits, p) for i, p in sides]
    finally:
        torch._dynamo.reset()
    for g, w in zip(got, want):
        assert all(torch.allclose(a, b) for a, b in zip(g, w))
