"""Debug toggles and tensor bookkeeping the way blind59's packages write them:

* ``with debug_context():`` where the factory returns ``torch.autograd.detect_anomaly(...)``
  (s1166; probed now with torch.autograd's anomaly switches: entering it fails, "Unsupported
  context manager", and calling it "Attempted to inline function marked as skipped"); the twin's
  factory returns ``torch.no_grad()``;
* ``sorted(self._load.items(), key=lambda kv: kv[1])`` with ``_load: Dict[int, torch.Tensor]``
  (s1152; a sort on tensor values, "sort with non-constant keys"); the twin sorts by the expert id.

Each breaking root has a clean twin; dynamo's verdict on the same package."""
from __future__ import annotations

import pytest

from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

FILES = {
    "clb59/__init__.py": "",
    "clb59/m.py": """
        from collections import defaultdict
        from typing import Dict

        import torch


        def anomaly_context():
            return torch.autograd.detect_anomaly(check_nan=True)


        def quiet_context():
            return torch.no_grad()


        class LoadRecorder:
            def __init__(self):
                self._load: Dict[int, torch.Tensor] = defaultdict(lambda: torch.zeros(()))

            def record(self, ids):
                for e in range(3):
                    self._load[e] = self._load[e] + (ids == e).sum()

            def hottest(self):
                return [e for e, _ in sorted(self._load.items(), key=lambda kv: kv[1], reverse=True)][:1]

            def first_ids(self):
                return [e for e, _ in sorted(self._load.items(), key=lambda kv: kv[0])][:1]


        REC = LoadRecorder()


        def checked(x):
            with anomaly_context():
                return x * 2


        def quiet(x):
            with quiet_context():
                return x * 2


        def ranked(x):
            REC.record(x.long())
            return x + len(REC.hottest())


        def by_id(x):
            REC.record(x.long())
            return x + len(REC.first_ids())


        checked_c = torch.compile(checked, fullgraph=True)
        quiet_c = torch.compile(quiet, fullgraph=True)
        ranked_c = torch.compile(ranked, fullgraph=True)
        by_id_c = torch.compile(by_id, fullgraph=True)
        """,
}
FUNCS = ("checked", "quiet", "ranked", "by_id")
BREAKING = {"checked", "ranked"}


def test_debug_toggles_and_tensor_bookkeeping(tmp_path):
    make(tmp_path, FILES)
    res = scan([str(tmp_path / "clb59")], no_cache=True, jobs=1)
    errors = [f for f in res.findings if f.severity == "error"]
    assert {f.root for f in errors} == {f"clb59.m.{n}" for n in BREAKING}, sorted(
        (f.root, f.rule, f.line, f.message) for f in res.findings)
    assert all(f.gb_type == "sort with non-constant keys" for f in errors if f.root == "clb59.m.ranked")


def test_dynamo_agrees_on_the_twins(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, FILES)
    m = _import_from(tmp_path, "clb59.m")
    x = torch.ones(2, 4)
    verdicts = {n: _breaks(torch, getattr(m, n + "_c")._torchdynamo_orig_callable, x) for n in FUNCS}
    assert {n for n, b in verdicts.items() if b} == BREAKING, verdicts
