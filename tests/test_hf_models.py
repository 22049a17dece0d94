"""Model-level agreement with dynamo on real model code: transformers 5.24.0's causal LMs.

The labels are dynamo's own verdicts (``bench/hf_dynamo_labels.py``, written by a session that did
not read the scanner: each model built tiny on CPU, run eagerly, then compiled with
``fullgraph=True``), kept in ``tests/data/hf_dynamo_labels-transformers-5.24.0.json``. The scan
reads transformers' source (``tests/fetch_targets.py``) without importing it, each model class a
declared root; a model is predicted to break when the scan reports an error under its root.
Every disagreement is listed below with what the scan is missing; the list is strict both ways.
"""
import json
import sys
from pathlib import Path

import pytest

from conftest import target_dir

pytestmark = pytest.mark.targets
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))
import hf_models  # noqa: E402

LABELS = ROOT / "tests" / "data" / "hf_dynamo_labels-transformers-5.24.0.json"

# every disagreement, with what the scan is missing (none today: PhiMoE's rope branch, Falcon's and
# GPT-Neo's flash-attention classes were false errors until registry keys and config dict keys were
# read with the profile's model defaults, ``tests/test_registry_keys.py``)
KNOWN: dict = {}


def test_model_level_agreement_with_dynamo():
    if not target_dir("transformers-5.24.0").is_dir():
        pytest.skip("transformers 5.24.0 source missing: run `python tests/fetch_targets.py`")
    labels = json.loads(LABELS.read_text())["results"]
    runnable = {k: v for k, v in labels.items() if v["outcome"] in ("compiles", "breaks")}
    assert len(runnable) >= 50
    report = hf_models.scan(sorted(runnable))
    got = hf_models.compare(runnable, report)
    wrong = {w["model"]: w["kind"] for w in got["wrong"]}
    known = {m: k for m, (k, _) in KNOWN.items() if m in runnable}
    assert wrong == known, got["wrong"]
    # before guard helpers read `|=` (transformers' is_tracing) nearly every model was a false error;
    # before slices and enumerate of a ModuleList were followed no decoder layer was reached
    assert got["fp"] <= 0.05 * len(runnable)
    assert got["precision"] >= 0.80
    assert got["tp"] >= 2 and got["fn"] == 0


MLM_LABELS = ROOT / "tests" / "data" / "hf_mlm_dynamo_labels-transformers-5.24.0.json"
# a second set, labelled the same way by a session that did not read the scanner after the causal
# LMs' false errors were gone: transformers' 48 ``*ForMaskedLM`` classes (``bench/hf_mlm_list.py``)
# every disagreement (none since a helper's numpy result reaches its caller's branches:
# Reformer's ``np.lcm`` chunk length, ``tests/test_traced_returns.py``)
MLM_KNOWN: dict = {}


def test_masked_lm_agreement_with_dynamo():
    if not target_dir("transformers-5.24.0").is_dir():
        pytest.skip("transformers 5.24.0 source missing: run `python tests/fetch_targets.py`")
    labels = json.loads(MLM_LABELS.read_text())["results"]
    runnable = {k: v for k, v in labels.items() if v["outcome"] in ("compiles", "breaks")}
    assert len(runnable) >= 40
    got = hf_models.compare(runnable, hf_models.scan(sorted(runnable)))
    assert {w["model"]: w["kind"] for w in got["wrong"]} == {m: k for m, (k, _) in MLM_KNOWN.items()}, got["wrong"]
    assert got["fp"] == 0 and got["tp"] >= 2
