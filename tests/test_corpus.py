"""The static verdict against dynamo's measured verdict on the labelled corpus.

Labels are measured here, with torch, every run (tests/corpus/label.py); nothing is stored.
"""
import importlib.util
from pathlib import Path

import pytest

pytest.importorskip("torch", reason="labels are measured with torch (pip install -e '.[dev]')")

HERE = Path(__file__).resolve().parent / "corpus"


def _score_module():
    spec = importlib.util.spec_from_file_location("compilelint_corpus_score", HERE / "score.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


@pytest.fixture(scope="module")
def scored():
    score = _score_module()
    case_dirs = sorted(p for p in (HERE / "cases").iterdir() if (p / "case.py").is_file())
    labels = score._load_labeller().label_cases(case_dirs)
    static = score.static_verdicts(case_dirs)
    return score.score(labels, static)


@pytest.mark.torch
def test_corpus_has_both_kinds(scored):
    assert scored["cases"] >= 60
    assert scored["tp"] + scored["fn"] >= 30, "need breaking cases"
    assert scored["tn"] + scored["fp"] >= 15, "need clean look-alikes"


@pytest.mark.torch
def test_precision_recall_attribution(scored):
    bad = [r for r in scored["rows"] if r["truth"] != r["static"] or (r["truth"] and not r["line_ok"])]
    report = "\n".join(f"{r['case']}: truth={r['truth']} static={r['static']} label={r['label']} "
                       f"findings={r['findings']}" for r in bad)
    assert scored["precision"] >= 0.95, report
    assert scored["recall"] >= 0.95, report
    assert scored["attribution"] >= 0.90, report


@pytest.mark.torch
def test_every_clean_case_is_clean(scored):
    fps = [r["case"] for r in scored["rows"] if r["static"] and not r["truth"]]
    assert not fps, f"false positives: {fps}"
