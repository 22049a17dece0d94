"""A value read from a tensor only for side effects (telemetry: ``self.trace.record(
summarize_topk(vals, idx))`` whose helper does ``values[0].tolist()``): the fix runs the caller's
statement only in eager code (``if not torch.compiler.is_compiling():``), the compiled function
then traces whole and returns what eager code returns; a ``.tolist()`` whose numbers feed the result
is refused (guarding it would change the result), and so is a statement writing tensor state that
outlives the call at any depth (a KV-cache ``index_copy_`` after a data-dependent slot check; a
capacity check whose helper re-registers the buffers the forward reads). Dynamo checks the outcome."""
from __future__ import annotations

import textwrap
import warnings

import pytest
from typer.testing import CliRunner

from compilelint.cli import app
from test_deployment_values import _import_from

runner = CliRunner()

SRC = '''
import torch


class Trace:
    def __init__(self):
        self.rows = []

    def record(self, row):
        self.rows.append(row)


def summarize(values, indices):
    return {"scores": values[0].tolist(), "ids": indices[0].tolist()}


def weights(values):
    return sum(values[0].tolist())


class Selector:
    def __init__(self, trace):
        self.trace = trace

    def __call__(self, logits: torch.Tensor):
        vals, idx = logits.topk(2, dim=-1)
        self.trace.record(summarize(vals, idx))
        return torch.full_like(logits, -1.0).scatter(-1, idx, vals)


class Scaled:
    def __call__(self, logits: torch.Tensor):
        vals, idx = logits.topk(2, dim=-1)
        total = weights(vals)
        return logits * total


class KV(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("kv", torch.zeros(4, 2))

    def clean(self, slots):
        if (slots < 0).any():
            slots = slots.clamp(min=0)
        return slots

    def write(self, kv, slots):
        s = self.clean(slots)
        self.kv.index_copy_(0, s, kv)


class Rope(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.max_len = 0
        self._build(4)

    def _build(self, n):
        self.register_buffer("table", torch.arange(float(n)))
        self.max_len = n

    def ensure(self, pos):
        if int(pos.max()) >= self.max_len:
            self._build(2 * self.max_len)

    def forward(self, pos):
        self.ensure(pos)
        return self.table[pos]


SELECT = Selector(Trace())
SCALED = Scaled()
KVC = KV()
ROPE = Rope()


@torch.compile(fullgraph=True)
def write_step(kv, slots):
    KVC.write(kv, slots)
    return kv * 2


@torch.compile(fullgraph=True)
def rope_step(pos):
    return ROPE(pos)


@torch.compile(fullgraph=True)
def select(logits):
    return SELECT(logits)


@torch.compile(fullgraph=True)
def scaled(logits):
    return SCALED(logits)
'''


def test_a_tolist_for_telemetry_is_guarded_and_one_feeding_the_result_is_not(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    pkg = tmp_path / "clddse"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "m.py").write_text(textwrap.dedent(SRC))
    before = _import_from(tmp_path, "clddse.m", fresh=True)
    logits = torch.randn(1, 5)
    want = before.select._torchdynamo_orig_callable(logits)
    r = runner.invoke(app, ["fix", str(pkg), "--apply", "--unsafe-fixes"])
    assert r.exit_code in (0, 1), r.output
    text = (pkg / "m.py").read_text()
    assert "if not torch.compiler.is_compiling():\n            self.trace.record(summarize(vals, idx))" in text
    assert "total = weights(vals)" in text and "is_compiling():\n            total" not in text
    assert "is_compiling():\n            s = self.clean" not in text
    assert "is_compiling():\n            self.kv.index_copy_" not in text
    assert "is_compiling():\n            self.ensure(pos)" not in text
    after = _import_from(tmp_path, "clddse.m", fresh=True)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        torch._dynamo.reset()
        got = torch.compile(after.select._torchdynamo_orig_callable, fullgraph=True, backend="eager")(logits)
        assert torch.equal(got, want)
        torch._dynamo.reset()
        with pytest.raises(Exception):
            torch.compile(after.scaled._torchdynamo_orig_callable, fullgraph=True, backend="eager")(logits)
    # the eager path still records
    after.SELECT(logits)
    assert after.SELECT.trace.rows
