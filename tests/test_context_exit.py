"""Leaving a ``with`` block runs the manager's ``__exit__`` inside the compiled region too
(blind26 w027: a section timer whose ``__exit__`` reads ``time.perf_counter()`` to add the elapsed
time; its ``__enter__`` reads the clock as well). Both methods are call edges of the ``with``
statement: a barrier in ``__exit__`` alone is reported, and a manager whose ``__exit__`` only
counts is clean. Dynamo's verdict on the same package is measured where torch is installed."""
from __future__ import annotations

import pytest

from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

FILES = {
    "clexit/__init__.py": "",
    "clexit/timing.py": """
        import time
        from collections import defaultdict

        TOTALS = defaultdict(float)
        COUNTS = defaultdict(int)


        class section:
            def __init__(self, name):
                self.name = name
                self.t0 = 0.0

            def __enter__(self):
                return self

            def __exit__(self, exc_type, exc, tb):
                TOTALS[self.name] += time.perf_counter() - self.t0
                return False


        class counted:
            def __init__(self, name):
                self.name = name

            def __enter__(self):
                return self

            def __exit__(self, exc_type, exc, tb):
                COUNTS[self.name] += 1
                return False
        """,
    "clexit/model.py": """
        import torch

        from .timing import counted, section


        @torch.compile(fullgraph=True)
        def timed(x):
            with section("head"):
                y = x * 2
            return y


        @torch.compile(fullgraph=True)
        def counting(x):
            with counted("head"):
                y = x * 2
            return y
        """,
}


def test_a_barrier_in_exit_is_reached_from_the_with(tmp_path):
    make(tmp_path, FILES)
    res = scan([str(tmp_path / "clexit")], no_cache=True, jobs=1)
    got = sorted({(f.root.rsplit(".", 1)[-1], f.rule, f.chain[-2].rsplit(".", 1)[-1]) for f in res.findings
                  if f.severity == "error"})
    assert got == [("timed", "CL107", "__exit__")], got


def test_dynamo_agrees_on_exit(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, FILES)
    m = _import_from(tmp_path, "clexit.model")
    x = torch.randn(3)
    assert _breaks(torch, m.timed._torchdynamo_orig_callable, x)
    assert not _breaks(torch, m.counting._torchdynamo_orig_callable, x)
