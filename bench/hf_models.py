"""Model-level precision on real model code labelled by dynamo: transformers 5.24.0's causal LMs.

    python bench/hf_models.py [--labels FILE] [--out FILE]

Each ``*ForCausalLM`` class of transformers (``bench/hf_models.json``, 176 classes in a seeded
order) is a declared root; the scan reads transformers' source from ``.targets/transformers-5.24.0``
(``tests/fetch_targets.py``) and never imports it. A model is predicted to break when the scan
reports an error under its root, scanning in eval mode (``--mode eval``) as the models are
labelled. The labels come from dynamo: ``bench/hf_dynamo_labels.py`` builds
each model tiny on CPU, runs it eagerly, then ``torch.compile(model, fullgraph=True,
backend="eager")(input_ids=...)`` (``tests/data/hf_dynamo_labels-transformers-5.24.0.json``);
models that do not run eagerly are left out. Prints one JSON document: tp/fp/fn/tn, precision,
recall, and each disagreement with the scan's first error and dynamo's break site.
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SRC = ROOT / ".targets" / "transformers-5.24.0"
LABELS = ROOT / "tests" / "data" / "hf_dynamo_labels-transformers-5.24.0.json"


def scan(models: list[str]) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "scan.json"
        cmd = [sys.executable, "-m", "compilelint", "scan", "transformers", "--search-path", str(SRC),
               "--roots", "compiled", "--isolated", "--format", "json", "-o", str(out),
               "--mode", "eval"]  # the labels are measured on ``Class(config).eval()``
        for m in models:
            cmd += ["--root", m]
        proc = subprocess.run(cmd, capture_output=True, text=True)
        if proc.returncode not in (0, 1):
            raise SystemExit(f"hf_models: scan failed: {proc.stderr.strip()[-400:]}")
        return json.loads(out.read_text())


def compare(labels: dict, report: dict) -> dict:
    first: dict[str, dict] = {}
    for f in report["findings"]:
        if f["severity"] == "error":
            first.setdefault(f["root"], f)
    counts = {"tp": 0, "fp": 0, "fn": 0, "tn": 0}
    wrong = []
    for spec, r in sorted(labels.items()):
        if r.get("outcome") not in ("compiles", "breaks"):
            continue
        fq = spec.replace(":", ".") + ".forward"
        hit = first.get(fq)
        broke = r["outcome"] == "breaks"
        key = ("t" if bool(hit) == broke else "f") + ("p" if hit else "n")
        counts[key] += 1
        if key in ("fp", "fn"):
            site = r.get("site") or {}
            wrong.append({"model": spec, "kind": key,
                          "scan": None if hit is None else f"{hit['rule']} {hit['path'].split('transformers/')[-1]}:"
                                                            f"{hit['line']}",
                          "dynamo": None if not broke else f"{r.get('gb_type')} at {site.get('file')}:{site.get('line')}"})
    p = counts["tp"] / max(1, counts["tp"] + counts["fp"])
    rcl = counts["tp"] / max(1, counts["tp"] + counts["fn"])
    return {**counts, "precision": round(p, 3), "recall": round(rcl, 3), "wrong": wrong}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--labels", default=str(LABELS))
    ap.add_argument("--out")
    a = ap.parse_args()
    if not SRC.is_dir():
        print("hf_models: run `python tests/fetch_targets.py` first (transformers 5.24.0 source)", file=sys.stderr)
        return 2
    labels = json.loads(Path(a.labels).read_text())["results"]
    report = scan(sorted(labels))
    result = {"models": len(labels), "scan_seconds": report["summary"]["seconds"], **compare(labels, report)}
    text = json.dumps(result, indent=1)
    if a.out:
        Path(a.out).write_text(text + "\n")
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
