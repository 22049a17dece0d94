"""``compilelint fix --verify --inputs mod:fn``: each fixed root runs before and after its fixes in
fresh interpreters (fullgraph=True, backend eager); only fixes whose roots then compile and give the
original eager outputs are kept, and the table says so. Uses the bundled ``examples/verify``."""
from __future__ import annotations

import json
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from conftest import run_cli

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "examples" / "verify"

pytest.importorskip("torch", reason="fix --verify compiles the fixed roots: it needs torch")


def _copy(tmp_path) -> Path:
    dest = tmp_path / "verify"
    shutil.copytree(EXAMPLE, dest, ignore=shutil.ignore_patterns("__pycache__"))
    return dest


def test_verify_table_for_the_bundled_example(tmp_path):
    d = _copy(tmp_path)
    before = {p: p.read_text() for p in (d / "quantserve").glob("*.py")}
    proc = run_cli("fix", "quantserve", "--unsafe-fixes", "--verify", "--inputs", "verify_inputs:make",
                   "--format", "json", "--no-cache", cwd=d)
    assert proc.returncode == 1, proc.stderr  # fixes pending (diff mode)
    doc = json.loads(proc.stdout)
    rows = {r["root"]: r for r in doc["verify"]}
    row = rows["quantserve.model.TinyModel.forward"]
    assert row["before"].startswith("breaks") and row["after"] == "compiles", row
    assert row["outputs_equal"] is True and row["verified"] is True
    assert {Path(e["path"]).name for e in doc["edits"]} == {"model.py", "probe.py"}
    # diff mode writes nothing, the verification ran on a copy
    assert {p: p.read_text() for p in (d / "quantserve").glob("*.py")} == before
    text = run_cli("fix", "quantserve", "--unsafe-fixes", "--verify", "--inputs", "verify_inputs:make",
                   "--no-cache", cwd=d)
    assert "root" in text.stderr and "outputs equal" in text.stderr
    assert "quantserve.model.TinyModel.forward" in text.stderr and "compiles  yes" in text.stderr


def test_apply_verify_writes_verified_fixes_that_compile(tmp_path):
    d = _copy(tmp_path)
    proc = run_cli("fix", "quantserve", "--apply", "--unsafe-fixes", "--verify", "--inputs",
                   "verify_inputs:make", "--no-cache", cwd=d)
    assert proc.returncode == 0, proc.stderr
    check = subprocess.run([sys.executable, "-c", textwrap.dedent("""
        import torch, verify_inputs
        torch.manual_seed(0)
        (model, x), = verify_inputs.make().values()
        want = model(x)
        got = torch.compile(model, fullgraph=True, backend="eager")(x)
        assert torch.allclose(want, got), (want, got)
        print("ok")
        """)], cwd=d, capture_output=True, text=True, timeout=600)
    assert check.stdout.strip() == "ok", check.stderr[-2000:]


UNFIXABLE = {
    "pkgv/__init__.py": "",
    "pkgv/m.py": """
        import logging

        import torch

        logger = logging.getLogger(__name__)
        SEEN = []

        def step(x):
            logger.info("step")
            if x.sum() > 0:  # data-dependent branch with a side effect: no fix removes it
                SEEN.append(1)
                return x + 1
            return x - 1
        """,
    "inputs_v.py": """
        import torch

        def make():
            return (torch.ones(3),)
        """,
    "run.py": """
        import torch
        from pkgv.m import step
        compiled = torch.compile(step, fullgraph=True)
        """,
}


def test_a_fix_whose_root_still_breaks_is_dropped_with_its_reason(tmp_path):
    for name, text in UNFIXABLE.items():
        p = tmp_path / name
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(textwrap.dedent(text))
    orig = (tmp_path / "pkgv" / "m.py").read_text()
    proc = run_cli("fix", "pkgv", "run.py", "--apply", "--unsafe-fixes", "--verify", "--inputs", "inputs_v:make",
                   "--format", "json", "--no-cache", cwd=tmp_path)
    doc = json.loads(proc.stdout)
    row = next(r for r in doc["verify"] if r["root"].endswith("step"))
    assert row["after"].startswith("breaks") and row["verified"] is False, row
    assert doc["written"] == [] and (tmp_path / "pkgv" / "m.py").read_text() == orig
    assert any("fix not verified" in u["reason"] for u in doc["unfixed"]), doc["unfixed"]
    assert proc.returncode == 1


def test_verify_usage_errors_are_one_line(tmp_path):
    d = _copy(tmp_path)
    for args, needle in ((["--verify"], "--verify needs --inputs"),
                         (["--inputs", "verify_inputs:make"], "only used with --verify"),
                         (["--verify", "--inputs", "nosuchmod:make"], "--inputs nosuchmod:make"),
                         (["--verify", "--inputs", "verify_inputs"], "module:function")):
        proc = run_cli("fix", "quantserve", "--unsafe-fixes", "--no-cache", *args, cwd=d)
        assert proc.returncode == 2, (args, proc.stderr)
        assert needle in proc.stderr and "Traceback" not in proc.stderr, proc.stderr
        assert len(proc.stderr.strip().splitlines()) == 1, proc.stderr
