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


# ``envs.SERVE_TIMING`` where the module's ``__getattr__`` calls a table entry built by a factory
# returning a cached closure (``"X": _bool_env("X", False)``, s1178): the closure's body folded
# with the factory's arguments; the variable unset, the timing branch is dead. The twin's default
# is on.
ENVS = {
    "cle59/__init__.py": "",
    "cle59/envs.py": """
        import functools
        import os


        def _bool_env(name, default):
            @functools.cache
            def getter():
                raw = os.environ.get(name)
                if raw is None:
                    return default
                return raw.strip().lower() in ("1", "true")

            return getter


        environment_variables = {
            "CLE59_TIMING_OFF": _bool_env("CLE59_TIMING_OFF", False),
            "CLE59_TIMING_ON": _bool_env("CLE59_TIMING_ON", True),
        }


        def __getattr__(name):
            if name in environment_variables:
                return environment_variables[name]()
            raise AttributeError(name)
        """,
    "cle59/m.py": """
        import time

        import torch

        from . import envs


        def timed_off(x):
            start = time.perf_counter() if envs.CLE59_TIMING_OFF else 0.0
            y = x * 2
            if envs.CLE59_TIMING_OFF:
                print("forward", time.perf_counter() - start)
            return y


        def timed_on(x):
            start = time.perf_counter() if envs.CLE59_TIMING_ON else 0.0
            y = x * 2
            if envs.CLE59_TIMING_ON:
                print("forward", time.perf_counter() - start)
            return y


        timed_off_c = torch.compile(timed_off, fullgraph=True)
        timed_on_c = torch.compile(timed_on, fullgraph=True)
        """,
}


def test_env_table_of_closure_factories(tmp_path, monkeypatch):
    monkeypatch.delenv("CLE59_TIMING_OFF", raising=False)
    monkeypatch.delenv("CLE59_TIMING_ON", raising=False)
    make(tmp_path, ENVS)
    res = scan([str(tmp_path / "cle59")], no_cache=True, jobs=1)
    roots = {f.root for f in res.findings if f.severity == "error"}
    assert roots == {"cle59.m.timed_on"}, sorted((f.root, f.rule, f.line, f.message) for f in res.findings)


def test_dynamo_agrees_on_the_env_twins(tmp_path, monkeypatch):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    monkeypatch.delenv("CLE59_TIMING_OFF", raising=False)
    monkeypatch.delenv("CLE59_TIMING_ON", raising=False)
    make(tmp_path, ENVS)
    m = _import_from(tmp_path, "cle59.m")
    x = torch.ones(2, 4)
    assert not _breaks(torch, m.timed_off_c._torchdynamo_orig_callable, x)
    assert _breaks(torch, m.timed_on_c._torchdynamo_orig_callable, x)
