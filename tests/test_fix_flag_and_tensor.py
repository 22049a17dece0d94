"""A test that joins a plain flag and a tensor test (``if self.do_rescale and x.max() > 1.0:
return x * s``, blind39 s352): the data-dependent strategies keep the whole test in the graph, the
flag as a constant tensor (``torch.logical_and(torch.tensor(bool(self.do_rescale)), x.max() >
1.0)``). The tensor operand is pure, so evaluating it where the flag would short-circuit changes
nothing. A flag that guards its own tensor operand (``self.n and x[: self.n].max() > 1``: an
empty slice has no max)
is refused with the reason. Dynamo compiles the fixed root with ``fullgraph=True`` and its
outputs equal the original eager ones for both flag values and both sides of the tensor test."""
from __future__ import annotations

import textwrap

import pytest
from typer.testing import CliRunner

from compilelint.cli import app
from test_deployment_values import _import_from

runner = CliRunner()

MODEL = '''
import torch


class Rescale:
    def __init__(self, do_rescale: bool):
        self.do_rescale = do_rescale
        self.factor = 1.0 / 255.0

    def apply(self, x: torch.Tensor) -> torch.Tensor:
        if self.do_rescale and x.max() > 1.0:
            return x * self.factor
        return x


class Guarded:
    def __init__(self):
        self.n_valid = 2

    def apply(self, x: torch.Tensor) -> torch.Tensor:
        if self.n_valid and x[: self.n_valid].max() > 1.0:
            return x * 0.5
        return x


ON, OFF, GUARDED = Rescale(True), Rescale(False), Guarded()


@torch.compile(fullgraph=True)
def rescale_on(x):
    return ON.apply(x)


@torch.compile(fullgraph=True)
def rescale_off(x):
    return OFF.apply(x)


@torch.compile(fullgraph=True)
def guarded(x):
    return GUARDED.apply(x)
'''


def _make(tmp_path, name):
    pkg = tmp_path / name
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "m.py").write_text(textwrap.dedent(MODEL))
    return pkg


def test_the_flag_joins_the_tensor_test_and_a_guarding_flag_is_refused(tmp_path):
    pkg = _make(tmp_path, "clflag_a")
    r = runner.invoke(app, ["fix", str(pkg), "--apply", "--unsafe-fixes", "-v"])
    assert r.exit_code == 1, r.output  # the guarded test stays (reported, with the reason)
    m = (pkg / "m.py").read_text()
    assert "torch.logical_and(torch.tensor(bool(self.do_rescale)), x.max() > 1.0)" in m, m
    assert "if self.n_valid and x[: self.n_valid].max() > 1.0:" in m, m
    assert "reads the flag that guards it" in " ".join(r.output.split()), r.output
    again = runner.invoke(app, ["fix", str(pkg), "--unsafe-fixes"])
    assert "+++" not in again.output, again.output


def test_the_fixed_roots_compile_and_keep_the_outputs(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    pkg = _make(tmp_path, "clflag_b")
    before = _import_from(tmp_path, "clflag_b.m", fresh=True)
    inputs = [torch.rand(2, 3) * 0.5, torch.rand(2, 3) * 255.0]  # both sides of the tensor test
    roots = ["rescale_on", "rescale_off"]
    want = {(n, i): getattr(before, n)._torchdynamo_orig_callable(x) for n in roots for i, x in enumerate(inputs)}
    torch._dynamo.reset()
    with pytest.raises(Exception):
        before.rescale_on(inputs[1])
    r = runner.invoke(app, ["fix", str(pkg), "--apply", "--unsafe-fixes"])
    assert r.exit_code == 1, r.output
    after = _import_from(tmp_path, "clflag_b.m", fresh=True)
    torch._dynamo.reset()
    try:
        for n in roots:
            for i, x in enumerate(inputs):
                assert torch.allclose(getattr(after, n)(x), want[(n, i)])
    finally:
        torch._dynamo.reset()
