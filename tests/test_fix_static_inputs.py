"""A probe reached with a root's argument can be frozen (``assume_constant_result``) when dynamo
holds that argument as a constant: a root parameter annotated ``int`` under ``@torch.compile(...,
dynamic=False)`` (``bool``/``str`` always). The same probe under a root without ``dynamic=False``
is refused (a second call with another int recompiles the root with a symbolic int, which the
frozen probe cannot take). A tensor handed on by ``torch.where(done, h, out)`` in the root is not
an argument of the chain's call (blind32 q015). Dynamo compiles the fixed root and gives the
eager output."""
from __future__ import annotations

import textwrap

import pytest
from typer.testing import CliRunner

from compilelint.cli import app
from test_deployment_values import _import_from

runner = CliRunner()

SRC = '''
import json
import os

import torch
from torch import nn

_PATH = os.path.join(os.path.dirname(__file__), "thresholds.json")


def load_thresholds() -> dict:
    if not os.path.exists(_PATH):
        return {}
    with open(_PATH) as fh:
        return {int(k): float(v) for k, v in json.load(fh).items()}


def threshold_for(layer_idx: int) -> float:
    return load_thresholds().get(layer_idx, 0.5)


class Gate(nn.Module):
    def __init__(self):
        super().__init__()
        self.proj = nn.Linear(4, 1)

    def forward(self, h: torch.Tensor, layer_idx: int) -> torch.Tensor:
        return torch.sigmoid(self.proj(h)).squeeze(-1) >= threshold_for(layer_idx)


GATE = Gate()


@torch.compile(fullgraph=True{dyn})
def gate_step(h: torch.Tensor, layer_idx: int):
    done = GATE(h, layer_idx)
    return torch.where(done.unsqueeze(-1), h, h * 2), done
'''


def _make(tmp_path, name, dyn):
    pkg = tmp_path / name
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "m.py").write_text(textwrap.dedent(SRC.replace("{dyn}", dyn)))
    (pkg / "thresholds.json").write_text('{"1": 0.25}')
    return pkg


def test_a_static_int_argument_lets_the_probe_be_frozen(tmp_path):
    pkg = _make(tmp_path, "clstatic_a", ", dynamic=False")
    r = runner.invoke(app, ["fix", str(pkg), "--unsafe-fixes"])
    assert "+@torch.compiler.assume_constant_result\n def threshold_for(" in r.output, r.output


def test_a_possibly_dynamic_int_is_refused(tmp_path):
    pkg = _make(tmp_path, "clstatic_b", "")
    r = runner.invoke(app, ["fix", str(pkg), "--unsafe-fixes", "-v"])
    assert "+@torch.compiler.assume_constant_result\n def threshold_for(" not in r.output, r.output
    assert "`layer_idx` receives a value computed from the compiled function's inputs" in r.output, r.output


def test_the_frozen_probe_compiles_and_keeps_the_output(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    pkg = _make(tmp_path, "clstatic_c", ", dynamic=False")
    torch.manual_seed(0)  # the module builds its Linear at import: the same weights before and after
    before = _import_from(tmp_path, "clstatic_c.m", fresh=True)
    h = torch.randn(3, 4)
    want = before.gate_step._torchdynamo_orig_callable(h, 1)
    torch._dynamo.reset()
    with pytest.raises(Exception):
        before.gate_step(h, 1)  # the original breaks (file I/O under fullgraph)
    r = runner.invoke(app, ["fix", str(pkg), "--apply", "--unsafe-fixes"])
    assert r.exit_code == 0, r.output
    torch.manual_seed(0)
    after = _import_from(tmp_path, "clstatic_c.m", fresh=True)
    torch._dynamo.reset()
    try:
        got = after.gate_step(h, 1)
    finally:
        torch._dynamo.reset()
    assert all(torch.equal(a, b) for a, b in zip(got, want))
