"""The seed incident end to end with compilelint: scan -> trace -> fix (both sides) -> compiles.

    python examples/seed_incident/end_to_end.py [--workdir DIR]

Uses the pinned real releases fetched by tests/fetch_targets.py (sglang 0.5.11, flashinfer-python
0.6.8.post1, CPU deps). Every step runs the real `compilelint` CLI in a subprocess and prints what
it found; the process exits non-zero if any step does not turn out as the incident predicts.
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
T = ROOT / ".targets"
SG, FI, DEPS = T / "sglang-0.5.11", T / "flashinfer-0.6.8.post1", T / "deps"
APPLY = "sglang.srt.layers.quantization.modelopt_quant:ModelOptFp4LinearMethod.apply"
FP4 = "flashinfer.quantization.fp4_quantization:fp4_quantize"


def cl(*args, cwd=None, env=None):
    e = dict(os.environ)
    e.update(env or {})
    t0 = time.perf_counter()
    proc = subprocess.run([sys.executable, "-m", "compilelint", *map(str, args)], cwd=cwd, env=e,
                          capture_output=True, text=True)
    return proc, time.perf_counter() - t0


def incident(findings):
    return [f for f in findings if f["path"].replace("\\", "/").endswith("flashinfer/jit/cpp_ext.py")
            and any(c.endswith("ModelOptFp4LinearMethod.apply") for c in f["chain"])
            and any(c.endswith("fp4_quantization.fp4_quantize") for c in f["chain"])]


def show_chain(f):
    print(f"  {f['rule']} {f['path'].split('flashinfer/')[-1] and 'flashinfer/' + f['path'].split('flashinfer/')[-1]}:{f['line']}"
          f"  {f['gb_type']} ({f['gb_id']})")
    for depth, step in enumerate(f["chain"]):
        print("  " + "  " * depth + ("└─ " if depth else "") + step)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--workdir")
    a = ap.parse_args()
    for d in (SG, FI, DEPS):
        if not d.is_dir():
            print(f"end_to_end: {d} missing: run python tests/fetch_targets.py", file=sys.stderr)
            return 2
    work = Path(a.workdir or tempfile.mkdtemp(prefix="seed-incident-"))
    ok = True

    print("== 1. compilelint scan sglang --profile cuda-sm120 (0.5.11, flashinfer 0.6.8.post1 beside it)")
    proc, dt = cl("scan", "sglang", "--profile", "cuda-sm120", "--search-path", SG, "--search-path", FI,
                  "--select", "CL101", "--format", "json")
    data = json.loads(proc.stdout)
    hits = [f for f in incident(data["findings"]) if f["line"] in (53, 73)]
    print(f"  {data['summary']['files']} files, {data['summary']['roots']} roots ({data['summary']['roots_mode']}),"
          f" {len(data['findings'])} CL101 findings, {dt:.0f} s; incident chains: {len(hits)}")
    if hits:
        show_chain(min(hits, key=lambda f: len(f["chain"])))
    ok &= bool(hits)

    print("\n== 2. compilelint trace (dynamo's own verdict, SM120 simulated, bf16 on meta)")
    proc, dt = cl("trace", "trace_helpers.fi_sm120:nvfp4_quantize", "--inputs", "trace_helpers.fi_sm120:inputs",
                  "--format", "json", cwd=ROOT / "tests", env={"PYTHONPATH": f"{FI}{os.pathsep}{DEPS}"})
    tr = json.loads(proc.stdout)
    err = tr["fullgraph_error"] or {}
    print(f"  fullgraph_ok={tr['fullgraph_ok']}  {err.get('gb_id')} {err.get('rule')} {err.get('path')}:{err.get('line')}"
          f"  ({dt:.0f} s)\n  chain: {' -> '.join(err.get('chain', []))}")
    ok &= (tr["fullgraph_ok"] is False and err.get("gb_id") == "GB0007"
           and str(err.get("path", "")).endswith("jit/cpp_ext.py") and err.get("line") == 73)

    print("\n== 3a. fix flashinfer at the definition (as flashinfer did upstream)")
    fi_copy = work / "flashinfer-fixed"
    shutil.rmtree(fi_copy, ignore_errors=True)
    shutil.copytree(FI / "flashinfer", fi_copy / "flashinfer", ignore=shutil.ignore_patterns("__pycache__"))
    proc, dt = cl("fix", fi_copy, "--apply", "--unsafe-fixes", "--root", FP4, cwd=work)
    print(f"  exit {proc.returncode} ({dt:.0f} s)")
    print("  " + "\n  ".join(proc.stdout.strip().splitlines()[-6:]))
    replay = subprocess.run([sys.executable, str(ROOT / "examples/seed_incident/replay.py"), "--flashinfer",
                             str(fi_copy), "--json", "--shape", "8x6144,1x64,300x2048"], capture_output=True, text=True)
    print(f"  replay of an unchanged caller of flashinfer.fp4_quantize: exit {replay.returncode}")
    try:
        rj = json.loads(replay.stdout)
        print("  " + json.dumps(rj)[:600])
    except ValueError:
        print("  " + replay.stdout[-600:] + replay.stderr[-600:])
    ok &= replay.returncode == 0

    print("\n== 3b. fix sglang at the call site (as sglang did upstream)")
    sg_copy = work / "sglang-fixed"
    shutil.rmtree(sg_copy, ignore_errors=True)
    shutil.copytree(SG / "sglang", sg_copy / "sglang", ignore=shutil.ignore_patterns("__pycache__"))
    target = sg_copy / "sglang/srt/layers/quantization"
    proc, dt = cl("fix", target, "--apply", "--unsafe-fixes", "--root", APPLY, "--search-path", FI,
                  "--search-path", DEPS, cwd=sg_copy)
    print(f"  exit {proc.returncode} ({dt:.0f} s)")
    print("  " + "\n  ".join(proc.stdout.strip().splitlines()[-6:]))
    proc, dt = cl("scan", target, "--root", APPLY, "--search-path", FI, "--select", "CL101", "--format", "json",
                  cwd=sg_copy)
    after = json.loads(proc.stdout)
    left = [f for f in after["findings"] if any(c.endswith("fp4_quantization.fp4_quantize") for c in f["chain"])]
    print(f"  rescan from ModelOptFp4LinearMethod.apply: {len(left)} finding(s) through fp4_quantize")
    ok &= not left

    print("\nresult:", "the incident is diagnosed and fixed" if ok else "SOME STEP DID NOT MATCH")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
