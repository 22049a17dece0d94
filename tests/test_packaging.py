"""rules/ and fixers/ install as compilelint.rules / compilelint.fixers, from a wheel and editable."""
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def wheel(tmp_path_factory):
    out = tmp_path_factory.mktemp("wheel")
    proc = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q",
                           "-w", str(out), str(ROOT)], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    wheels = list(out.glob("compilelint-*.whl"))
    assert len(wheels) == 1
    return wheels[0]


def test_wheel_maps_rules_and_fixers(wheel):
    names = zipfile.ZipFile(wheel).namelist()
    assert "compilelint/rules/__init__.py" in names
    assert "compilelint/rules/subprocess_calls.py" in names
    assert "compilelint/fixers/__init__.py" in names
    assert not any(n.startswith(("rules/", "fixers/")) for n in names)
    # the measured barrier catalogue ships as package data, with its harness
    assert "compilelint/data/catalogue-torch-2.13.json" in names
    assert "compilelint/catalogue/__init__.py" in names and "compilelint/catalogue/probe.py" in names


def test_wheel_imports_outside_the_checkout(wheel, tmp_path):
    """Install the wheel into a fresh target dir and import from there, away from the source tree."""
    site = tmp_path / "site"
    proc = subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "-q", "--target", str(site),
                           str(wheel)], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    code = ("import compilelint, compilelint.rules, compilelint.fixers, os;"
            "from compilelint.rules import all_rules, match_call;"
            "from compilelint import catalogue;"
            "assert catalogue.path().startswith(os.path.dirname(compilelint.__file__)), catalogue.path();"
            "assert match_call('ctypes.sizeof') is not None and match_call('os.path.join') is None;"
            "print(os.path.dirname(compilelint.rules.__file__));print(len(all_rules()))")
    env = dict(os.environ, PYTHONPATH=str(site))
    proc = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, env=env, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    where, n = proc.stdout.split()
    assert where.startswith(str(site))
    assert int(n) >= 14


def test_editable_install_maps_rules():
    """The test environment itself is an editable install (README test command)."""
    import compilelint.fixers
    import compilelint.rules

    assert Path(compilelint.rules.__file__).resolve().parent == ROOT / "rules"
    assert Path(compilelint.fixers.__file__).resolve().parent == ROOT / "fixers"


def test_scan_never_imports_torch_or_the_target(tmp_path):
    """The static scan imports neither torch nor the scanned code."""
    pkg = tmp_path / "victim"
    pkg.mkdir()
    marker = tmp_path / "IMPORTED"
    (pkg / "__init__.py").write_text(f"open({str(marker)!r}, 'w').write('x')\nraise SystemExit(3)\n")
    (pkg / "m.py").write_text("import torch, subprocess\n@torch.compile(fullgraph=True)\n"
                              "def f(x):\n    subprocess.run(['true'])\n    return x\n")
    code = ("import sys; from compilelint.scan import scan;"
            f"r = scan([{str(pkg)!r}], no_cache=True);"
            "assert 'torch' not in sys.modules, 'torch imported';"
            "print(len(r.findings))")
    proc = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "1"
    assert not marker.exists()
