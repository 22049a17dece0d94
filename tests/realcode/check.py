"""Judge a real-engine scan against the labelled sample (tests/realcode/labels_*.json).

Each label is one barrier site drawn at random (seeded, ``bench/real_sample.py``) from the scans of
sglang 0.5.23 and vLLM 0.33.0 with flashinfer 0.7.4 followed, as the scanner reported it before the
precision work, and read against the engines' code by labellers who did not see the scanner:

* TRUE: the site must still be reported (through any chain);
* FALSE ``wrong-edge`` / ``dead-path`` with ``bad_step`` i: no finding at the site may run through the
  call ``chain[i-1] -> chain[i]`` that cannot happen;
* FALSE ``not-traced``: the site is not reported under the root that is never compiled;
* FALSE ``not-a-break``: the site is not reported at all.
"""
from __future__ import annotations

import json
from pathlib import Path

HERE = Path(__file__).resolve().parent


def labels(engine: str | None = None) -> list[dict]:
    """Every label joined with its drawn site (chain, root, path, line, rule)."""
    sites = {}
    for f in sorted(HERE.glob("sample_*.json")):
        for s in json.loads(f.read_text()):
            sites[s["id"]] = s
    out = []
    for f in sorted(HERE.glob("labels_*.json")):
        for lab in json.loads(f.read_text()):
            s = sites[lab["id"]]
            if engine is None or s["engine"] == engine:
                out.append({**s, **lab})
    return out


def _norm(path: str) -> str:
    path = path.replace("\\", "/")
    i = path.find(".targets/")
    return path[i:] if i >= 0 else path


def judge(label: dict, findings: list[dict]) -> tuple[bool, str]:
    """(the scan agrees with the label, why not)."""
    at = [f for f in findings if _norm(f["path"]) == _norm(label["path"]) and f["line"] == label["line"]
          and f["rule"] == label["rule"]]
    if label["verdict"] == "TRUE":
        return (bool(at), "" if at else "a TRUE site is no longer reported")
    cat = label["category"]
    if cat == "not-a-break":
        return (not at, f"still reported ({len(at)} findings)")
    if cat == "not-traced":
        bad = [f for f in at if f["chain"][0] == label["chain"][0]]
        return (not bad, f"still reported under the root {label['chain'][0]}")
    i = label.get("bad_step")
    if i is None:
        return (not at, "still reported")
    if i >= len(label["chain"]) - 1:
        edge = (label["chain"][-2], None)  # the barrier itself sits in the dead branch
        bad = [f for f in at if f["chain"][-2] == edge[0]]
    else:
        edge = (label["chain"][i - 1], label["chain"][i])
        bad = [f for f in at if any(a == edge[0] and b == edge[1] for a, b in zip(f["chain"], f["chain"][1:]))]
    return (not bad, f"still reported through {edge[0]} -> {edge[1]}")


def score(engine: str, findings: list[dict]) -> dict:
    rows = []
    for lab in labels(engine):
        ok, why = judge(lab, findings)
        rows.append({"id": lab["id"], "verdict": lab["verdict"], "category": lab["category"], "ok": ok,
                     "why": "" if ok else why})
    return {"labels": len(rows), "agree": sum(r["ok"] for r in rows), "rows": rows}
