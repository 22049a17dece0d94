"""Precision on the real engines: what the scan reports on sglang and vLLM, and how it agrees with
the labelled sample of real barrier sites (tests/realcode/).

    python bench/real_precision.py [--only sglang|vllm] [--profile NAME] [--out FILE] [--keep DIR]

Each engine is scanned cold (``--no-cache``) with flashinfer 0.7.4 followed, as a user would:
``compilelint scan sglang --search-path .targets/sglang-0.5.23 --search-path .targets/flashinfer-0.7.4``.
Prints one JSON document: per engine the findings, barrier sites, counts by rule and severity,
roots by fullgraph flag, seconds, and the labelled sites the scan agrees with (a FALSE site no longer
reported through the call that made it false, a TRUE site still reported), with the disagreements.
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGETS = ROOT / ".targets"
sys.path.insert(0, str(ROOT / "tests" / "realcode"))
import check  # noqa: E402

ENGINES = {
    "sglang": ["sglang-0.5.23", "flashinfer-0.7.4"],
    "vllm": ["vllm-0.33.0", "flashinfer-0.7.4"],
}


def scan(engine: str, out: Path, profile: str | None) -> tuple[dict, float]:
    cmd = [sys.executable, "-m", "compilelint", "scan", engine, "--format", "json", "-o", str(out), "--no-cache"]
    for d in ENGINES[engine]:
        cmd += ["--search-path", str(TARGETS / d)]
    if profile:
        cmd += ["--profile", profile]
    t0 = time.perf_counter()
    proc = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)
    secs = time.perf_counter() - t0
    if proc.returncode not in (0, 1):
        raise SystemExit(f"scan of {engine} failed ({proc.returncode}): {proc.stderr.strip()[-500:]}")
    return json.loads(out.read_text()), secs


def figures(engine: str, report: dict, secs: float) -> dict:
    f = report["findings"]
    sites = {(x["path"], x["line"], x["column"], x["rule"]) for x in f}
    site_sev = Counter()
    by_site: dict = {}
    for x in f:
        by_site.setdefault((x["path"], x["line"], x["column"], x["rule"]), set()).add(x["severity"])
    for sev in by_site.values():
        site_sev["error" if "error" in sev else "warning"] += 1
    scored = check.score(engine, f)
    return {
        "findings": len(f), "sites": len(sites),
        "by_rule": dict(sorted(Counter(x["rule"] for x in f).items())),
        "sites_by_rule": dict(sorted(Counter(k[3] for k in sites).items())),
        "by_severity": dict(Counter(x["severity"] for x in f)),
        "sites_by_severity": dict(site_sev),
        "roots": len(report["roots"]),
        "roots_by_fullgraph": report["summary"].get("roots_by_fullgraph"),
        "roots_mode": report["summary"].get("roots_mode"),
        "profile": report["summary"].get("profile"),
        "seconds": round(secs, 1),
        "labelled_sites": scored["labels"], "labels_agree": scored["agree"],
        "disagree": [f"{r['id']} ({r['verdict']}, {r['category']}): {r['why']}" for r in scored["rows"] if not r["ok"]],
    }


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--only", choices=sorted(ENGINES), action="append")
    ap.add_argument("--profile")
    ap.add_argument("--out")
    ap.add_argument("--keep", help="keep the scan JSON reports in this folder")
    a = ap.parse_args(argv)
    keep = Path(a.keep) if a.keep else Path(tempfile.mkdtemp(prefix="real_precision_"))
    keep.mkdir(parents=True, exist_ok=True)
    doc = {}
    for engine in a.only or sorted(ENGINES):
        report, secs = scan(engine, keep / f"{engine}.json", a.profile)
        doc[engine] = figures(engine, report, secs)
    text = json.dumps(doc, indent=1)
    print(text)
    if a.out:
        Path(a.out).write_text(text + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
