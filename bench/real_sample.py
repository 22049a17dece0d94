"""Draw a seeded random sample of barrier sites from a real scan, for labelling.

    python bench/real_sample.py SCAN.json --engine sglang --n 30 --seed 12 --out tests/realcode/sample_sglang.json

A site is (path, line, column, rule); one finding per site is kept (the first in the report's
order, which is the one whose chain the report shows). Each drawn site carries its chain: the
root, every function on the way, and for every call on the chain the file, line and source text,
so a labeller can read the chain against the engine's code without running the scanner.
"""
from __future__ import annotations

import argparse
import json
import linecache
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _rel(path: str) -> str:
    p = Path(path)
    try:
        return str(p.resolve().relative_to(ROOT))
    except ValueError:
        return path


def _text(path: str, line: int) -> str:
    p = Path(path)
    if not p.is_absolute():
        p = ROOT / p
    return linecache.getline(str(p), line).strip()


def sites(report: dict) -> dict:
    out: dict = {}
    for f in report["findings"]:
        key = (_rel(f["path"]), f["line"], f["column"], f["rule"])
        out.setdefault(key, f)
    return out


def draw(report: dict, engine: str, n: int, seed: int) -> list[dict]:
    by_site = sites(report)
    keys = sorted(by_site)
    rng = random.Random(seed)
    picked = rng.sample(keys, min(n, len(keys)))
    out = []
    for key in picked:
        f = by_site[key]
        steps = f.get("detail", {}).get("steps", [])
        calls = [{"path": _rel(p), "line": ln, "text": _text(p, ln)} for p, ln in steps]
        out.append({
            "id": f"{engine}-{key[0].rsplit('/', 1)[-1]}-{key[1]}-{key[3]}",
            "engine": engine, "path": key[0], "line": key[1], "column": key[2], "rule": key[3],
            "message": f["message"], "severity": f["severity"], "root": f["root"],
            "chain": f["chain"], "calls": calls,
        })
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("scan")
    ap.add_argument("--engine", required=True)
    ap.add_argument("--n", type=int, default=30)
    ap.add_argument("--seed", type=int, default=12)
    ap.add_argument("--out", required=True)
    a = ap.parse_args(argv)
    report = json.loads(Path(a.scan).read_text())
    sample = draw(report, a.engine, a.n, a.seed)
    Path(a.out).write_text(json.dumps(sample, indent=1) + "\n")
    print(f"{len(sample)} sites of {len(sites(report))} -> {a.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
