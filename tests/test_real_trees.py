"""Real trees scan to the end with zero internal errors, in bounded time.

CI scans flashinfer 0.6.8.post1 (the seed-era pin, with the packages it follows) and a slice of
the installed torch (torch/_dynamo). The full set (sglang 0.5.23, flashinfer 0.6.8.post1 and
0.7.4, vLLM 0.33.0, all of torch) is bench/real_trees.py, minutes long, run by hand.
"""
from __future__ import annotations

import importlib.util
import json
import time
from pathlib import Path

import pytest

from conftest import ROOT, run_cli, target_dir
from compilelint.targets import find_package

LIMIT_S = 600  # generous: about 60 s for flashinfer and 20 s for torch/_dynamo on two busy cores


def _scan_json(*args, cwd=None):
    t0 = time.perf_counter()
    proc = run_cli("scan", *map(str, args), "--format", "json", "--no-cache", cwd=cwd, timeout=LIMIT_S,
                   env={"COMPILELINT_NO_PROGRESS": "1"})
    took = time.perf_counter() - t0
    assert proc.returncode in (0, 1, 2), f"exit {proc.returncode}: {proc.stderr[-2000:]}"
    assert "Traceback" not in proc.stderr, proc.stderr[-2000:]
    data = json.loads(proc.stdout)
    # 2 only for inputs that could not be scanned, with nothing found
    assert (proc.returncode == 2) == (not data["findings"] and bool(data["errors"])), proc.returncode
    internal = [e for e in data["errors"] if "internal error" in e["message"]]
    assert internal == [], internal
    return data, took


@pytest.mark.targets
def test_flashinfer_068_no_internal_error():
    search = target_dir("flashinfer-0.6.8.post1")
    data, took = _scan_json("flashinfer", "--search-path", search)
    s = data["summary"]
    assert s["files"] > 500 and s["followed_modules"] > 0
    # the wheel holds only valid Python 3 sources: nothing may be reported as unreadable
    assert data["errors"] == [], data["errors"][:10]
    assert took < LIMIT_S


def test_torch_dynamo_slice_no_internal_error():
    torch_dir = find_package("torch")
    if torch_dir is None or not Path(torch_dir, "_dynamo").is_dir():
        pytest.skip("torch is not installed (pip install -e '.[dev]')")
    data, took = _scan_json(Path(torch_dir) / "_dynamo")
    s = data["summary"]
    assert s["files"] > 50
    assert data["errors"] == [], data["errors"][:10]
    assert took < LIMIT_S


def test_bench_script_records_a_tree(tmp_path):
    """bench/real_trees.py's per-tree runner on a tiny tree (keeps the script from rotting)."""
    spec = importlib.util.spec_from_file_location("real_trees", ROOT / "bench" / "real_trees.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    pkg = tmp_path / "tiny"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "m.py").write_text("import subprocess, torch\n\n@torch.compile(fullgraph=True)\n"
                              "def f(x):\n    subprocess.run(['true'])\n    return x\n")
    (pkg / "broken.py").write_text("def (:\n")
    row = mod.run_one({"target": pkg, "search": []}, jobs=1, cache_dir=str(tmp_path / "cache"), cold=True,
                      timeout=300)
    assert row["exit"] == 1 and row["findings"] == 1 and row["files"] == 3
    assert row["problems"] == 1 and row["problems_by_kind"] == {"syntax error": 1}
    assert row["internal_errors"] == 0 and row["peak_rss_mib"] > 0
    names = [t["name"] for t in mod.trees()]
    assert names == ["sglang-0.5.23", "flashinfer-0.6.8.post1", "flashinfer-0.7.4", "vllm-0.33.0", "torch"]
