"""Score the static scanner against dynamo's measured labels on a corpus of single-root cases.

    python tests/corpus/score.py [CORPUS_DIR] [--json]

Precision/recall are over cases (a case "breaks" statically when any error finding exists);
attribution counts breaking cases where a finding lies on the labelled path:line.
"""
from __future__ import annotations

import importlib.util
import json
import os
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def _load_labeller():
    spec = importlib.util.spec_from_file_location("compilelint_corpus_label", HERE / "label.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def static_verdicts(case_dirs):
    from compilelint.scan import scan

    out = {}
    for d in case_dirs:
        d = Path(d)
        pkg = d / d.name
        result = scan([str(pkg if pkg.is_dir() else d)], no_cache=True)
        locs = set()
        for f in result.findings:
            if f.severity != "error":
                continue
            p = os.path.relpath(os.path.abspath(f.path), d)
            locs.add((p, f.line))
        out[d.name] = {"breaks": bool(locs), "locations": sorted(locs),
                       "findings": [(f.rule, os.path.relpath(os.path.abspath(f.path), d), f.line) for f in result.findings]}
    return out


def score(labels, static):
    tp = fp = fn = tn = attributed = 0
    rows = []
    for lab in labels:
        name = lab["case"]
        st = static[name]
        truth, pred = lab["breaks"], st["breaks"]
        ok_line = truth and (lab["path"], lab["line"]) in {tuple(x) for x in st["locations"]}
        if truth and pred:
            tp += 1
        elif pred:
            fp += 1
        elif truth:
            fn += 1
        else:
            tn += 1
        attributed += bool(ok_line)
        rows.append({"case": name, "truth": truth, "static": pred, "line_ok": ok_line,
                     "label": (lab["path"], lab["line"], lab["gb_type"]), "findings": st["findings"]})
    n_break = tp + fn
    return {"cases": len(labels), "tp": tp, "fp": fp, "fn": fn, "tn": tn,
            "precision": tp / (tp + fp) if tp + fp else 1.0,
            "recall": tp / n_break if n_break else 1.0,
            "attribution": attributed / n_break if n_break else 1.0,
            "rows": rows}


def main(argv):
    as_json = "--json" in argv
    args = [a for a in argv if a != "--json"]
    corpus = Path(args[0]) if args else HERE / "cases"
    case_dirs = sorted(p for p in corpus.iterdir() if (p / "case.py").is_file())
    labels = _load_labeller().label_cases(case_dirs)
    static = static_verdicts(case_dirs)
    s = score(labels, static)
    if as_json:
        print(json.dumps(s, indent=2))
    else:
        for r in s["rows"]:
            if r["truth"] != r["static"] or (r["truth"] and not r["line_ok"]):
                print(f"MISMATCH {r['case']}: truth={r['truth']} static={r['static']} label={r['label']} "
                      f"findings={r['findings']}")
        print(f"cases={s['cases']} precision={s['precision']:.3f} recall={s['recall']:.3f} "
              f"attribution={s['attribution']:.3f} (tp={s['tp']} fp={s['fp']} fn={s['fn']} tn={s['tn']})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
