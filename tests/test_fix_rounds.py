"""``fix --apply`` runs scan -> fix rounds until a round changes nothing (blind43 s513): a clock read
in one helper reached through two chains (``begin_step()`` setting a deadline, a ``remaining_ms``
property reading it) is fixed on both in one run, so a second run changes nothing, and the fixed
root compiles with ``fullgraph=True``."""
from __future__ import annotations

import textwrap

import pytest
from typer.testing import CliRunner

from compilelint.cli import app
from test_deployment_values import _breaks, _import_from

runner = CliRunner()

BUDGET = '''
import time

import torch


class DeadlineTracker:
    def __init__(self, budget_ms: float):
        self.budget_ms = budget_ms
        self._deadline_ms = float("inf")

    @staticmethod
    def _now_ms() -> float:
        return time.perf_counter() * 1e3

    def begin_step(self) -> None:
        self._deadline_ms = self._now_ms() + self.budget_ms

    @property
    def remaining_ms(self) -> float:
        return self._deadline_ms - self._now_ms()


TRACKER = DeadlineTracker(5.0)


def step(x):
    TRACKER.begin_step()
    y = x * 2
    if TRACKER.remaining_ms > 0.0:
        y = y + 1
    return y


step_c = torch.compile(step, fullgraph=True)
'''


def _make(tmp_path, name):
    pkg = tmp_path / name
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "m.py").write_text(textwrap.dedent(BUDGET))
    return pkg


def test_one_apply_reaches_the_fixpoint(tmp_path):
    pkg = _make(tmp_path, "clrounds_a")
    r = runner.invoke(app, ["fix", str(pkg), "--apply", "--unsafe-fixes"])
    assert r.exit_code == 0, r.output
    again = runner.invoke(app, ["fix", str(pkg), "--unsafe-fixes"])
    assert "+++" not in again.output, again.output
    src = (pkg / "m.py").read_text()
    compile(src, "m.py", "exec")


def test_the_fixed_root_compiles(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    pkg = _make(tmp_path, "clrounds_b")
    before = _import_from(tmp_path, "clrounds_b.m", fresh=True)
    x = torch.ones(3)
    assert _breaks(torch, before.step_c._torchdynamo_orig_callable, x)
    r = runner.invoke(app, ["fix", str(pkg), "--apply", "--unsafe-fixes"])
    assert r.exit_code == 0, r.output
    after = _import_from(tmp_path, "clrounds_b.m", fresh=True)
    assert not _breaks(torch, after.step_c._torchdynamo_orig_callable, x), (pkg / "m.py").read_text()
