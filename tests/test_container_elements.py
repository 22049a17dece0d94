"""A ``list`` subclass that calls its elements (transformers' ``StoppingCriteriaList``,
``LogitsProcessorList``: ``for criteria in self: criteria(input_ids, scores)``) calls what the
program appends to an instance of it: ``criteria = StoppingCriteriaList();
criteria.append(MaxTimeCriteria(t))`` in a factory, or ``self.append(x)`` in the class's own
methods. Before, ``for ... in self`` in such a class resolved to nothing and the barrier in an
appended element was never reached (blind18 m026, blind19 p026). Dynamo's verdict on the same
package is measured where torch is installed."""
from __future__ import annotations

import pytest

from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

PKG = {
    "clce/__init__.py": "",
    "clce/criteria.py": """
        import time

        import torch


        class MaxTime:
            def __init__(self, budget):
                self.budget = budget
                self.start = time.time()

            def __call__(self, ids):
                done = time.time() - self.start > self.budget
                return torch.full((ids.shape[0],), done, dtype=torch.bool)


        class MaxLength:
            def __init__(self, n):
                self.n = n

            def __call__(self, ids):
                return torch.full((ids.shape[0],), ids.shape[-1] >= self.n, dtype=torch.bool)


        class CriteriaList(list):
            def __call__(self, ids):
                done = torch.zeros(ids.shape[0], dtype=torch.bool)
                for c in self:
                    done = done | c(ids)
                return done
        """,
    "clce/step.py": """
        import torch

        from .criteria import CriteriaList, MaxLength, MaxTime


        def build(max_length, max_time):
            out = CriteriaList()
            out.append(MaxLength(max_length))
            if max_time is not None:
                out.append(MaxTime(max_time))
            return out


        CRITERIA = build(64, 30.0)


        @torch.compile(fullgraph=True)
        def step(ids):
            return CRITERIA(ids)
        """,
}


def _found(tmp_path, files):
    root = make(tmp_path, files)
    res = scan([str(root / "clce")], no_cache=True, jobs=1)
    return sorted((f.rule, f.path.rsplit("/", 1)[-1], f.line) for f in res.findings)


def test_an_appended_element_is_called(tmp_path):
    assert _found(tmp_path, PKG) == [("CL107", "criteria.py", 13)]


def test_nothing_appended_that_breaks(tmp_path):
    files = dict(PKG)
    files["clce/step.py"] = PKG["clce/step.py"].replace("out.append(MaxTime(max_time))", "pass")
    assert _found(tmp_path, files) == []


def test_self_append_in_the_class(tmp_path):
    files = dict(PKG)
    files["clce/criteria.py"] = PKG["clce/criteria.py"] + """

        class TimedList(CriteriaList):
            def __init__(self, budget):
                super().__init__()
                self.append(MaxTime(budget))
        """
    files["clce/step.py"] = PKG["clce/step.py"].replace("out.append(MaxTime(max_time))", "pass").replace(
        "CRITERIA = build(64, 30.0)", "from .criteria import TimedList\n\n        CRITERIA = TimedList(3.0)")
    assert _found(tmp_path, files) == [("CL107", "criteria.py", 13)]


def test_dynamo_agrees(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    root = make(tmp_path, PKG)
    m = _import_from(root, "clce.step")
    ids = torch.zeros(2, 3, dtype=torch.long)
    assert _breaks(torch, lambda x: m.CRITERIA(x), ids)
    assert not _breaks(torch, lambda x: m.build(64, None)(x), ids)
