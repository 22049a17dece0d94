"""`compilelint scan` over real trees: findings, files, seconds, problems, internal errors.

    python bench/real_trees.py [--only NAME ...] [--jobs N] [--warm] [--out FILE]

Trees (fetched by tests/fetch_targets.py into .targets/; a missing one is reported as skipped):
sglang 0.5.23 (following flashinfer 0.7.4), flashinfer 0.6.8.post1 and 0.7.4, vLLM 0.33.0
(installed with --no-deps), and the installed torch package itself. Each runs as its own
`python -m compilelint scan ... --format json --no-cache` process (cold; `--warm` adds a second
run over a fresh cache dir warmed by the first), so a crash or a hang is counted, not fatal.

Prints one JSON document (and writes it to --out): per tree the exit status, findings (by rule),
roots, files, followed modules, problems (by kind, with the first few), internal errors, wall
seconds, peak RSS of the scan process. ``internal_errors`` counts exit status 3, a traceback on
stderr, JSON that does not parse, a timeout, and any per-file problem reading "internal error";
it must be 0 everywhere. bench/real_trees.results.json is the last recorded run.
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGETS = ROOT / ".targets"


def _torch_dir() -> str | None:
    sys.path.insert(0, str(ROOT))
    from compilelint.targets import find_package  # never imports torch

    return find_package("torch")


def trees() -> list[dict]:
    torch_dir = _torch_dir()
    return [
        {"name": "sglang-0.5.23", "target": "sglang",
         "search": [TARGETS / "sglang-0.5.23", TARGETS / "flashinfer-0.7.4"]},
        {"name": "flashinfer-0.6.8.post1", "target": "flashinfer", "search": [TARGETS / "flashinfer-0.6.8.post1"]},
        {"name": "flashinfer-0.7.4", "target": "flashinfer", "search": [TARGETS / "flashinfer-0.7.4"]},
        {"name": "vllm-0.33.0", "target": "vllm", "search": [TARGETS / "vllm-0.33.0"]},
        {"name": "torch", "target": torch_dir, "search": [], "exists": torch_dir is not None},
    ]


def _version(tree: dict) -> str | None:
    for s in tree["search"][:1]:
        for info in sorted(Path(s).glob("*.dist-info")):
            name, _, ver = info.name[: -len(".dist-info")].partition("-")
            if name.lower().startswith(str(tree["target"]).lower()):
                return ver
        return tree["name"].partition("-")[2] or None
    if tree["name"] == "torch" and tree["target"]:
        v = Path(tree["target"]) / "version.py"
        if v.is_file():
            for line in v.read_text().splitlines():
                if line.startswith("__version__"):
                    return line.split("=", 1)[1].strip().strip("'\"")
    return None


def run_one(tree: dict, jobs: int, cache_dir: str, cold: bool, timeout: int) -> dict:
    cmd = [sys.executable, "-m", "compilelint", "scan", str(tree["target"]), "--format", "json", "--jobs", str(jobs)]
    for s in tree["search"]:
        cmd += ["--search-path", str(s)]
    if cold:
        cmd.append("--no-cache")
    env = dict(os.environ, COMPILELINT_CACHE_DIR=cache_dir, COMPILELINT_NO_PROGRESS="1")
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        t0 = time.perf_counter()
        proc = subprocess.Popen(cmd, stdout=out, stderr=err, env=env, cwd=str(ROOT))
        # os.wait4 reaps the child with its own resource usage: peak RSS of the scan process
        # (kB on Linux; the index workers are its children and count apart)
        timed_out = False
        status = usage = None
        while True:
            pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
            if pid:
                break
            if time.perf_counter() - t0 > timeout:
                proc.kill()
                timed_out = True
                _, status, usage = os.wait4(proc.pid, 0)
                break
            time.sleep(0.2)
        proc.returncode = rc = os.waitstatus_to_exitcode(status)
        peak_mib = round(usage.ru_maxrss / 1024, 1)
        wall = time.perf_counter() - t0
        out.seek(0)
        err.seek(0)
        stdout = out.read().decode("utf-8", "replace")
        stderr = err.read().decode("utf-8", "replace")
    row: dict = {"exit": rc, "seconds": round(wall, 2), "peak_rss_mib": peak_mib}
    internal = []
    if timed_out:
        internal.append(f"timeout after {timeout}s")
    if rc == 3 or (rc < 0 and not timed_out):
        internal.append(f"exit status {rc}: {stderr.strip().splitlines()[-1] if stderr.strip() else ''}")
    if "Traceback" in stderr:
        internal.append("traceback on stderr: " + stderr.strip().splitlines()[-1])
    try:
        data = json.loads(stdout)
    except ValueError:
        data = None
        if not timed_out and rc not in (2, 3):
            internal.append("the JSON report does not parse")
    if data is not None:
        s = data["summary"]
        errors = data.get("errors", [])
        kinds = Counter(e["message"].split(":")[0] for e in errors)
        internal += [f"{e['path']}: {e['message']}" for e in errors if "internal error" in e["message"]]
        row.update({"findings": s["findings"], "by_rule": s["by_rule"], "roots": s["roots"],
                    "roots_mode": s["roots_mode"], "files": s["files"], "followed_modules": s["followed_modules"],
                    "scan_seconds": s["seconds"], "problems": len(errors), "problems_by_kind": dict(kinds),
                    "problem_examples": [f"{e['path']}: {e['message']}" for e in errors[:8]]})
    row["internal_errors"] = len(internal)
    if internal:
        row["internal_error_details"] = internal[:20]
    if stderr.strip() and not internal:
        row["stderr_tail"] = stderr.strip().splitlines()[-3:]
    return row


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--only", action="append", default=[], help="tree name (repeatable)")
    ap.add_argument("--jobs", type=int, default=0, help="index worker processes (default: all cores)")
    ap.add_argument("--warm", action="store_true", help="also time a warm run (cache filled by the cold one)")
    ap.add_argument("--timeout", type=int, default=3600, help="seconds per scan before it counts as a hang")
    ap.add_argument("--out", help="also write the JSON here")
    args = ap.parse_args(argv)
    try:
        commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True,
                                text=True).stdout.strip() or None
        dirty = bool(subprocess.run(["git", "status", "--porcelain", "--untracked-files=no", "compilelint", "rules"],
                                    cwd=ROOT, capture_output=True, text=True).stdout.strip())
    except OSError:
        commit, dirty = None, None
    results = {"machine": {"python": platform.python_version(), "cpus": os.cpu_count(),
                           "platform": platform.platform()},
               "commit": commit, "engine_dirty": dirty, "when": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
               "jobs": args.jobs or os.cpu_count(), "trees": {}}
    for tree in trees():
        if args.only and tree["name"] not in args.only:
            continue
        present = tree.get("exists", True) and all(Path(s).is_dir() for s in tree["search"])
        if not present:
            results["trees"][tree["name"]] = {"skipped": "not fetched: run python tests/fetch_targets.py"}
            print(f"real_trees: {tree['name']}: skipped (not fetched)", file=sys.stderr, flush=True)
            continue
        print(f"real_trees: {tree['name']} ...", file=sys.stderr, flush=True)
        with tempfile.TemporaryDirectory(prefix="compilelint-bench-") as cache:
            row = {"version": _version(tree), "target": str(tree["target"])}
            row.update(run_one(tree, args.jobs, cache, cold=not args.warm, timeout=args.timeout))
            if args.warm:
                row["cold_seconds"] = row["seconds"]
                warm = run_one(tree, args.jobs, cache, cold=False, timeout=args.timeout)
                row["warm_seconds"] = warm["seconds"]
                row["internal_errors"] += warm["internal_errors"]
        results["trees"][tree["name"]] = row
        print(f"real_trees: {tree['name']}: {row.get('findings')} finding(s), {row.get('files')} file(s), "
              f"{row['seconds']}s, {row['internal_errors']} internal error(s)", file=sys.stderr, flush=True)
    results["internal_errors"] = sum(r.get("internal_errors", 0) for r in results["trees"].values())
    text = json.dumps(results, indent=2)
    print(text)
    if args.out:
        Path(args.out).write_text(text + "\n")
    return 1 if results["internal_errors"] else 0


if __name__ == "__main__":
    sys.exit(main())
