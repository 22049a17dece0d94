"""``compilelint fix`` end to end through the static scanner: diff mode changes nothing, --apply
writes, --unsafe-fixes gates unsafe fixes, exit codes 0 / 1 / 2."""
from __future__ import annotations

import json
import textwrap
from pathlib import Path

import pytest
from typer.testing import CliRunner

pytest.importorskip("compilelint.scan")

from compilelint.cli import app  # noqa: E402

runner = CliRunner()

SAFE_ONLY = '''
import logging

import torch

logger = logging.getLogger(__name__)


@torch.compile(fullgraph=True)
def step(x: torch.Tensor) -> torch.Tensor:
    logger.info("step %s", x.shape)
    return x * 2
'''

WITH_UNSAFE = '''
import functools
import subprocess

import torch


@functools.cache
def num_sms() -> int:
    return int(subprocess.check_output(["nvidia-smi", "--query-gpu=multiprocessor_count"]).decode() or 1)


@torch.compile(fullgraph=True)
def step(x: torch.Tensor) -> torch.Tensor:
    print("step")
    return x * num_sms()
'''


def _pkg(tmp_path: Path, name: str, src: str) -> Path:
    pkg = tmp_path / name
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "mod.py").write_text(textwrap.dedent(src).lstrip())
    return pkg


def _fix(*args):
    return runner.invoke(app, ["fix", *map(str, args), "--no-cache", "-j", "1"])


def test_diff_mode_then_apply_then_clean(tmp_path):
    pkg = _pkg(tmp_path, "clisafe", SAFE_ONLY)
    before = (pkg / "mod.py").read_text()
    r = _fix(pkg)
    assert r.exit_code == 1, r.output
    assert "+    if not torch.compiler.is_compiling():" in r.stdout
    assert (pkg / "mod.py").read_text() == before  # diff mode writes nothing
    r = _fix(pkg, "--apply")
    assert r.exit_code == 0, r.output
    assert "if not torch.compiler.is_compiling():\n        logger.info" in (pkg / "mod.py").read_text()
    r = _fix(pkg)
    assert r.exit_code == 0, r.output
    assert r.stdout == ""


def test_unsafe_fixes_need_the_flag(tmp_path):
    pkg = _pkg(tmp_path, "cliunsafe", WITH_UNSAFE)
    r = _fix(pkg, "--apply")
    assert r.exit_code == 1, r.output  # the print is fixed, the probe is left (unsafe)
    text = (pkg / "mod.py").read_text()
    assert "if not torch.compiler.is_compiling():\n        print" in text
    assert "assume_constant_result" not in text
    assert "--unsafe-fixes" in r.stderr
    r = _fix(pkg, "--apply", "--unsafe-fixes")
    assert r.exit_code == 0, r.output
    assert "@functools.cache\n@torch.compiler.assume_constant_result\ndef num_sms" in (pkg / "mod.py").read_text()
    r = _fix(pkg, "--apply", "--unsafe-fixes")
    assert r.exit_code == 0 and "applied 0" not in r.stdout


def test_json_format(tmp_path):
    pkg = _pkg(tmp_path, "clijson", WITH_UNSAFE)
    r = _fix(pkg, "--format", "json", "--unsafe-fixes")
    assert r.exit_code == 1
    doc = json.loads(r.stdout)
    assert not doc["applied"] and len(doc["edits"]) == 1
    strategies = {f["strategy"] for f in doc["edits"][0]["fixes"]}
    assert strategies == {"guard_side_effect", "constant_probe"}
    assert all(f["findings"] for f in doc["edits"][0]["fixes"])


def test_select_ignore(tmp_path):
    pkg = _pkg(tmp_path, "clisel", WITH_UNSAFE)
    r = _fix(pkg, "--select", "CL104", "--format", "json")
    doc = json.loads(r.stdout)
    assert [f["strategy"] for e in doc["edits"] for f in e["fixes"]] == ["guard_side_effect"]
    r = _fix(pkg, "--ignore", "CL1", "--format", "json")
    assert json.loads(r.stdout)["edits"] == [] and r.exit_code == 0


@pytest.mark.parametrize("args, needle", [
    (["/nonexistent/compilelint/target"], "no such file"),
    (["--format", "xml"], "--format"),
    (["--select", "XX999"], "unknown rule code"),
])
def test_usage_errors_exit_2_in_one_line(tmp_path, args, needle):
    pkg = _pkg(tmp_path, "cliusage", SAFE_ONLY)
    argv = args if args[0].startswith("/") else [pkg, *args]
    r = _fix(*argv)
    assert r.exit_code == 2, r.output
    lines = [l for l in r.stderr.splitlines() if l.strip()]
    assert len(lines) == 1 and needle in lines[0] and "Traceback" not in r.output


TWO_PRINTS = '''
import torch


@torch.compile(fullgraph=True)
def root(x):
    print("a")  # compilelint: ignore[CL104]
    print("b")
    return x
'''


def test_fix_leaves_suppressed_findings_alone(tmp_path, monkeypatch):
    pkg = _pkg(tmp_path, "suppkg", TWO_PRINTS)
    monkeypatch.chdir(tmp_path)
    r = _fix(pkg.name, "--apply")
    assert r.exit_code == 0, r.output
    out = (pkg / "mod.py").read_text()
    assert 'print("a")  # compilelint: ignore[CL104]\n    if not' in out  # line a untouched
    assert 'if not torch.compiler.is_compiling():\n        print("b")' in out


def test_fix_reads_tool_compilelint_config(tmp_path, monkeypatch):
    pkg = _pkg(tmp_path, "cfgpkg", TWO_PRINTS.replace("  # compilelint: ignore[CL104]", ""))
    monkeypatch.chdir(tmp_path)
    (tmp_path / "pyproject.toml").write_text('[tool.compilelint]\nignore = ["CL104"]\n')
    before = (pkg / "mod.py").read_text()
    r = _fix(pkg.name, "--apply")
    assert r.exit_code == 0 and (pkg / "mod.py").read_text() == before, r.output
    r = _fix(pkg.name, "--isolated")  # without the config both prints are pending
    assert r.exit_code == 1 and r.output.count("is_compiling") == 1, r.output
    (tmp_path / "pyproject.toml").write_text("[tool.compilelint]\nbogus = 1\n")
    r = _fix(pkg.name)
    assert r.exit_code == 2 and "unknown key" in r.output and "Traceback" not in r.output


def test_fix_reports_unparsable_files_in_one_line(tmp_path, monkeypatch):
    pkg = _pkg(tmp_path, "badpkg", TWO_PRINTS)
    (pkg / "broken.py").write_text("def f(:\n")
    monkeypatch.chdir(tmp_path)
    r = _fix(pkg.name)
    assert r.exit_code == 1 and "badpkg/broken.py: syntax error" in r.output, r.output
    (pkg / "mod.py").unlink()
    r = _fix(pkg.name, "--format", "json")
    assert r.exit_code == 2, r.output  # nothing to fix, but an input could not be read
    doc = json.loads(r.stdout)
    assert any("broken.py: syntax error" in p for p in doc["problems"]) and "Traceback" not in r.output


def test_fix_leaves_form_feed_indented_file_alone(tmp_path, monkeypatch):
    """libcst parses a module whose first indentation holds a form feed but cannot add imports to
    it (found by the hypothesmith fuzzer): fix says so in one line and leaves the file as it is."""
    pkg = tmp_path / "ffpkg"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    src = 'import torch\n\n\n@torch.compile(fullgraph=True)\ndef root(x):\n\x0c print("a")\n return x\n'
    (pkg / "mod.py").write_text(src)
    monkeypatch.chdir(tmp_path)
    r = _fix(pkg.name, "--apply", "--unsafe-fixes")
    assert r.exit_code == 1, r.output
    assert "form feed" in r.output and "Traceback" not in r.output
    assert (pkg / "mod.py").read_text() == src


def test_select_accepts_commas_like_scan(tmp_path, monkeypatch):
    """`fix --select CL101,CL104` (as the README shows) is two codes, not one unknown code."""
    pkg = _pkg(tmp_path, "commapkg", TWO_PRINTS.replace("  # compilelint: ignore[CL104]", ""))
    monkeypatch.chdir(tmp_path)
    r = _fix(pkg.name, "--select", "CL101,CL104")
    assert r.exit_code == 1 and "+    if not torch.compiler.is_compiling():" in r.output, r.output
    r = _fix(pkg.name, "--select", "CL101,CL105")
    assert r.exit_code == 0 and "nothing to fix" in r.output, r.output
