"""Acceptance on the real package: a copy of flashinfer-python 0.6.8.post1, fixed by the opaque-op
codemod at ``flashinfer.quantization.fp4_quantization.fp4_quantize``; then an unchanged caller of
the public ``flashinfer.fp4_quantize`` compiles with ``fullgraph=True`` on bf16 ``meta`` tensors
with SM120 simulated (``get_compute_capability`` in ``flashinfer.quantization.fp4_quantization``
replaced by ``lambda device: (12, 0)``, ``torch.version.cuda = "12.8"``, ``CUDA_HOME`` set), for
several shapes, and the FX graph holds the quantization as one op node. Before the fix the same
call fails as in the incident (a subprocess barrier under ``get_cuda_version``).

Each compile runs in a fresh interpreter (``import flashinfer`` takes seconds and registers ops).
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("torch")

pytestmark = [pytest.mark.torch, pytest.mark.targets, pytest.mark.slow]

ROOT = Path(__file__).resolve().parents[1]
FI = ROOT / ".targets" / "flashinfer-0.6.8.post1"
DEPS = ROOT / ".targets" / "deps"
REL = Path("flashinfer") / "quantization" / "fp4_quantization.py"
ROOT_SPEC = "flashinfer.quantization.fp4_quantization:fp4_quantize"
SHAPES = [(128, 64), (5, 32), (300, 4096), (1, 7168)]

CALLER = r'''
import json, os, sys, warnings
warnings.filterwarnings("ignore")
os.environ["CUDA_HOME"] = "/usr/local/cuda"
import torch
import flashinfer
import flashinfer.quantization.fp4_quantization as fq

fq.get_compute_capability = lambda device: (12, 0)   # SM120, simulated
torch.version.cuda = "12.8"


def caller(x, global_scale):                          # unchanged user code
    return flashinfer.fp4_quantize(x, global_scale)


out = []
for shape in json.loads(sys.argv[1]):
    torch._dynamo.reset()
    graphs = []

    def backend(gm, example_inputs):
        graphs.append(gm)
        return gm

    x = torch.empty(*shape, dtype=torch.bfloat16, device="meta")
    s = torch.empty(1, dtype=torch.float32, device="meta")
    try:
        q, sf = torch.compile(caller, fullgraph=True, backend=backend)(x, s)
    except Exception as e:
        out.append({"shape": shape, "ok": False, "gb_type": getattr(e, "gb_type", None),
                    "error": f"{type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}",
                    "trace": "".join(str(f) for f in (getattr(e, "real_stack", None) or [])[-3:])})
        continue
    nodes = [str(n.target) for n in graphs[0].graph.nodes if n.op == "call_function"]
    out.append({"shape": shape, "ok": True, "q": [list(q.shape), str(q.dtype)], "sf": [list(sf.shape), str(sf.dtype)],
                "nodes": nodes, "graphs": len(graphs)})
print(json.dumps(out))
'''


def _need_targets():
    if not (FI / "flashinfer" / "__init__.py").is_file() or not DEPS.is_dir():
        pytest.skip(".targets/flashinfer-0.6.8.post1 (and .targets/deps) not fetched; run tests/fetch_targets.py")


def _copy(tmp_path: Path) -> Path:
    dst = tmp_path / "flashinfer-0.6.8.post1"
    shutil.copytree(FI / "flashinfer", dst / "flashinfer", ignore=shutil.ignore_patterns("__pycache__", "*.so"))
    return dst


def _compile(copy: Path) -> list[dict]:
    env = dict(os.environ, PYTHONPATH=f"{copy}{os.pathsep}{DEPS}")
    proc = subprocess.run([sys.executable, "-c", CALLER, json.dumps(SHAPES)], capture_output=True, text=True,
                          env=env, timeout=900, cwd=str(copy))
    assert proc.returncode == 0, proc.stderr[-3000:]
    return json.loads(proc.stdout.strip().splitlines()[-1])


def _check_fixed(results: list[dict]) -> None:
    for r in results:
        assert r["ok"], r
        m, k = r["shape"]
        assert r["q"] == [[m, k // 2], "torch.uint8"]
        assert r["sf"] == [[-(-m // 128) * 128, -(-(k // 16) // 4) * 4], "torch.uint8"]
        assert r["graphs"] == 1
        quant = [n for n in r["nodes"] if "fp4_quantize" in n]
        assert len(quant) == 1, r["nodes"]  # the quantization is one opaque op node
        assert all(n.startswith("flashinfer.") or "getitem" in n for n in r["nodes"]), r["nodes"]


def test_before_fix_fails_like_the_incident(tmp_path):
    _need_targets()
    results = _compile(_copy(tmp_path))
    for r in results:
        assert not r["ok"]
        assert r["gb_type"] == "Attempted to call function marked as skipped", r


def test_codemod_fixes_fp4_quantize(tmp_path):
    """The opaque_op codemod applied directly to the file (no scan)."""
    _need_targets()
    from compilelint import writer
    from compilelint.fixers import Target, run_codemod

    copy = _copy(tmp_path)
    path = copy / REL
    sf = writer.read_source(path)
    new, outcomes = run_codemod("opaque_op", sf.text, [Target("fp4_quantize")],
                                module_name="flashinfer.quantization.fp4_quantization", filename=str(path))
    assert outcomes[0].applied, outcomes[0].message
    assert "known-kernel" in outcomes[0].message
    assert writer.write_source(sf, new)
    _check_fixed(_compile(copy))
    # idempotent
    again, _ = run_codemod("opaque_op", path.read_text(), [Target("fp4_quantize")],
                           module_name="flashinfer.quantization.fp4_quantization")
    assert again == path.read_text()


def test_cli_fix_then_compile(tmp_path):
    """``compilelint fix COPY --apply --unsafe-fixes --root ...`` (scanner-driven), then compile."""
    _need_targets()
    copy = _copy(tmp_path)
    cmd = [sys.executable, "-m", "compilelint", "fix", str(copy), "--apply", "--unsafe-fixes", "--root", ROOT_SPEC]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=1800, cwd=str(tmp_path))
    assert proc.returncode in (0, 1), proc.stderr[-3000:]
    text = (copy / REL).read_text()
    assert "@torch.library.custom_op(" in text and "register_fake" in text
    assert not list(copy.rglob("*.compilelint.tmp"))
    _check_fixed(_compile(copy))
    # the rescan no longer reports the chain under fp4_quantize, and a second run changes nothing
    before = {p: p.read_bytes() for p in copy.rglob("*.py")}
    proc2 = subprocess.run(cmd, capture_output=True, text=True, timeout=1800, cwd=str(tmp_path))
    assert proc2.returncode == 0, (proc2.stdout[-2000:], proc2.stderr[-2000:])
    assert {p: p.read_bytes() for p in copy.rglob("*.py")} == before
