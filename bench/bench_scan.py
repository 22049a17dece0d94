"""Speed and memory of `compilelint scan` on a real tree, against a serial `ast.parse` baseline.

    python bench/bench_scan.py [PACKAGE_OR_DIR] [--search-path DIR ...] [--jobs N]

Default: sglang 0.5.23 from .targets/ (tests/fetch_targets.py). Prints one JSON object:
files, lines, the serial ast.parse seconds, cold and warm scan seconds and their ratios to the
baseline, peak RSS (largest single process, MiB), findings, and whether the JSON parsed.
Targets from the sglang issue: cold <= 0.75x, warm <= 0.10x, peak <= 1024 MiB.
"""
from __future__ import annotations

import argparse
import ast
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def serial_parse(files):
    t0 = time.perf_counter()
    lines = 0
    for f in files:
        try:
            data = open(f, "rb").read()
            lines += data.count(b"\n")
            ast.parse(data)
        except (SyntaxError, ValueError):
            pass
    return time.perf_counter() - t0, lines


def run_scan(target, search_path, cache_dir, jobs):
    cmd = [sys.executable, "-m", "compilelint", "scan", target, "--format", "json", "--jobs", str(jobs)]
    for s in search_path:
        cmd += ["--search-path", s]
    env = dict(os.environ, COMPILELINT_CACHE_DIR=cache_dir)
    t0 = time.perf_counter()
    proc = subprocess.run(cmd, capture_output=True, text=True, env=env)
    wall = time.perf_counter() - t0
    try:
        data = json.loads(proc.stdout)
        ok = True
    except ValueError:
        data, ok = {}, False
    return wall, proc.returncode, data, ok, proc.stderr[-2000:]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("target", nargs="?", default="sglang")
    ap.add_argument("--search-path", action="append", default=None)
    ap.add_argument("--jobs", type=int, default=0)
    a = ap.parse_args()
    search = a.search_path
    if search is None:
        search = [str(ROOT / ".targets" / "sglang-0.5.23"), str(ROOT / ".targets" / "flashinfer-0.7.4")]
    if os.path.isdir(a.target):
        tree = a.target
    else:
        sys.path[:0] = search
        from compilelint.targets import find_package
        tree = find_package(a.target, search)
        if tree is None:
            sys.exit(f"bench: {a.target} not found (run tests/fetch_targets.py)")
    files = [str(p) for p in Path(tree).rglob("*.py")]
    base, lines = serial_parse(files)
    with tempfile.TemporaryDirectory() as cache:
        cold, rc1, data, ok1, err1 = run_scan(a.target, search, cache, a.jobs)
        warm, rc2, data2, ok2, err2 = run_scan(a.target, search, cache, a.jobs)
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    out = {
        "target": a.target, "tree": tree, "files": len(files), "lines": lines, "cores": os.cpu_count(),
        "ast_parse_serial_s": round(base, 2),
        "cold_s": round(cold, 2), "cold_ratio": round(cold / base, 3),
        "warm_s": round(warm, 2), "warm_ratio": round(warm / base, 3),
        "peak_rss_mib": round(peak, 1),
        "exit_codes": [rc1, rc2], "json_valid": ok1 and ok2,
        "findings": len(data.get("findings", [])), "summary": data.get("summary"),
        "targets_met": {"cold<=0.75x": cold / base <= 0.75, "warm<=0.10x": warm / base <= 0.10,
                        "peak<=1GiB": peak <= 1024},
    }
    if not ok1:
        out["stderr"] = err1
    print(json.dumps(out, indent=2))


if __name__ == "__main__":
    main()
