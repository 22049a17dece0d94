"""The seed incident replayed on the real packages (examples/seed_incident/replay.py).

Each flashinfer version runs in its own subprocess (PYTHONPATH=DIR:.targets/deps)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap

import pytest

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SEED = os.path.join(REPO, "examples", "seed_incident")
GLM5 = os.path.join(REPO, "examples", "glm5_dense")
REPLAY = os.path.join(SEED, "replay.py")
TARGETS = os.path.join(REPO, ".targets")
FI_068 = os.path.join(TARGETS, "flashinfer-0.6.8.post1")
FI_074 = os.path.join(TARGETS, "flashinfer-0.7.4")
DEPS = os.path.join(TARGETS, "deps")
FIX_ROOT = "flashinfer.quantization.fp4_quantization:fp4_quantize"

pytestmark = [pytest.mark.torch, pytest.mark.targets]

INCIDENT_CHAIN = [
    "fp4_quantize",
    "get_fp4_quantization_module",
    "gen_fp4_quantization_sm120_module",
    "gen_fp4_quantization_module",
    "is_cuda_version_at_least",
    "get_cuda_version",
]


def _need(*dirs):
    missing = [d for d in dirs if not os.path.isdir(d)]
    if missing:
        pytest.skip(f"needs {', '.join(os.path.relpath(d, REPO) for d in missing)} "
                    "(run tests/fetch_targets.py)")


def replay(flashinfer_dir: str, *extra: str):
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)  # replay.py puts DIR and deps on sys.path itself
    p = subprocess.run([sys.executable, REPLAY, "--flashinfer", flashinfer_dir, "--json", *extra],
                       capture_output=True, text=True, timeout=300, env=env, cwd=REPO)
    try:
        data = json.loads(p.stdout)
    except ValueError:
        raise AssertionError(f"rc={p.returncode}\n{p.stdout[-2000:]}\n{p.stderr[-3000:]}")
    return p.returncode, data


def test_unfixed_068_breaks_at_nvcc_version_probe():
    _need(FI_068, DEPS)
    rc, r = replay(FI_068)
    assert rc == 1
    assert r["verdict"] == "breaks"
    assert r["flashinfer_version"] == "0.6.8.post1"
    assert r["gb_type"] == "Attempted to call function marked as skipped"
    assert r["gb_id"] == "GB0007"
    assert r["where"] == "flashinfer/jit/cpp_ext.py:73"
    assert [f["function"] for f in r["chain"]] == INCIDENT_CHAIN
    assert r["chain"][0]["at"].startswith("flashinfer/quantization/fp4_quantization.py:")
    assert "subprocess.py" in r["innermost"]


def test_unfixed_068_without_cuda_home_breaks_at_which_nvcc():
    _need(FI_068, DEPS)
    rc, r = replay(FI_068, "--no-cuda-home")
    assert rc == 1 and r["CUDA_HOME"] == "unset"
    assert r["gb_id"] == "GB0007"
    assert r["where"] == "flashinfer/jit/cpp_ext.py:53"
    assert [f["function"] for f in r["chain"]] == INCIDENT_CHAIN + ["get_cuda_path"]


def test_074_public_function_still_breaks_registered_op_compiles():
    _need(FI_074, DEPS)
    rc, r = replay(FI_074)
    assert rc == 1 and r["flashinfer_version"] == "0.7.4"
    assert r["gb_id"] == "GB0007" and r["where"] == "flashinfer/jit/cpp_ext.py:73"
    rc, r = replay(FI_074, "--call", "op")
    assert rc == 0 and r["verdict"] == "compiles"
    assert r["fp4_quantize_nodes"] == 1


def test_hand_fixed_copy_compiles(tmp_path):
    _need(FI_068, DEPS)
    dest = str(tmp_path / "flashinfer-fixed")
    subprocess.run([sys.executable, os.path.join(GLM5, "hand_fix.py"), dest, "--source", FI_068],
                   check=True, capture_output=True, timeout=120)
    rc, r = replay(dest, "--shape", "8x6144,300x2048")
    assert rc == 0, r
    assert r["verdict"] == "compiles"
    assert [run["fp4_quantize_nodes"] for run in r["runs"]] == [1, 1]  # one opaque node
    assert r["runs"][1]["outputs"] == [[[300, 1024], "uint8"], [[384, 128], "uint8"]]


def _fixer_available() -> bool:
    p = subprocess.run([sys.executable, "-m", "compilelint", "fix", "--help"], cwd=REPO,
                       capture_output=True, text=True, timeout=120)
    return p.returncode == 0


def test_compilelint_fixed_copy_compiles(tmp_path):
    _need(FI_068, DEPS)
    if not _fixer_available():
        pytest.skip("needs compilelint fix (issue 4)")
    import shutil

    copy = str(tmp_path / "flashinfer-0.6.8.post1")
    shutil.copytree(FI_068, copy, symlinks=True, ignore=shutil.ignore_patterns("__pycache__"))
    p = subprocess.run([sys.executable, "-m", "compilelint", "fix", copy, "--apply",
                        "--unsafe-fixes", "--root", FIX_ROOT],
                       cwd=REPO, capture_output=True, text=True, timeout=600)
    assert p.returncode in (0, 1), p.stdout[-2000:] + p.stderr[-2000:]
    rc, r = replay(copy, "--shape", "8x6144,1x64,300x2048")
    assert rc == 0, r
    assert [run["fp4_quantize_nodes"] for run in r["runs"]] == [1, 1, 1]
    assert [run["outputs"] for run in r["runs"]] == [
        [[[8, 3072], "uint8"], [[128, 384], "uint8"]],
        [[[1, 32], "uint8"], [[128, 4], "uint8"]],
        [[[300, 1024], "uint8"], [[384, 128], "uint8"]],
    ]


def test_simulation_is_undone_on_exit():
    _need(FI_068, DEPS)
    code = textwrap.dedent(f"""
        import json, os, sys, torch
        sys.path.insert(0, {SEED!r})
        from replay import import_flashinfer
        fi = import_flashinfer({FI_068!r}, {DEPS!r})
        import flashinfer.quantization.fp4_quantization as fq
        import flashinfer.jit.core as core
        from sm120 import simulate_sm120
        before = (fq.get_compute_capability, torch.version.cuda, os.environ.get("CUDA_HOME"),
                  set(core.current_compilation_context.TARGET_CUDA_ARCHS))
        with simulate_sm120(fi) as sim:
            inside = {{"cc": fq.get_compute_capability(torch.device("meta")),
                      "cuda": torch.version.cuda, "home": os.path.isdir(sim["CUDA_HOME"]),
                      "nvcc": os.path.exists(os.path.join(sim["CUDA_HOME"], "bin", "nvcc"))}}
            import flashinfer.jit.cpp_ext as ce
            inside["nvcc_version"] = str(ce.get_cuda_version())
        after = (fq.get_compute_capability, torch.version.cuda, os.environ.get("CUDA_HOME"),
                 set(core.current_compilation_context.TARGET_CUDA_ARCHS))
        print(json.dumps({{"inside": inside, "restored": before == after,
                          "home_removed": not os.path.exists(sim["CUDA_HOME"])}}))
    """)
    env = dict(os.environ)
    env.pop("CUDA_HOME", None)
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300,
                       cwd=REPO, env=env)
    assert p.returncode == 0, p.stderr[-3000:]
    r = json.loads(p.stdout.strip().splitlines()[-1])
    assert r["inside"] == {"cc": [12, 0], "cuda": "12.8", "home": True, "nvcc": True,
                           "nvcc_version": "12.8"}
    assert r["restored"] and r["home_removed"]
