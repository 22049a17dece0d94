"""Two shapes found on the blind21 corpus that reported barriers dynamo never meets:

* a branch that only leads to an exception (``if fn is None: warnings.warn(...); raise ...``) runs in
  no call that returns, so what it calls is never traced in a run that works - its *test* still is
  (a data-dependent ``if`` before a ``raise`` stays a break; r014);
* a module flag read once at import from a table of environment readers
  (``TRACE: bool = _ENV["TRACE"]()`` with ``_ENV = {"TRACE": lambda: os.environ.get(...) == "1"}``),
  annotated, folded under the profile's environment like an unannotated one (r010).

Each scan test fails without its mechanism; dynamo's verdict on the same packages is measured
where torch is installed."""
from __future__ import annotations

import sys

import pytest

from compilelint import profile as prof
from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

RAISING = {
    "clraise/__init__.py": "",
    "clraise/table.py": """
        import logging
        import warnings

        import torch

        logger = logging.getLogger(__name__)

        _TABLE = {torch.float32: lambda x: x * 2}


        def pick(dtype):
            fn = _TABLE.get(dtype)
            if fn is None:
                warnings.warn(f"no kernel for {dtype}")
                logger.error("missing kernel")
                raise NotImplementedError(dtype)
            return fn


        def pick_or_log(dtype):
            fn = _TABLE.get(dtype)
            if fn is None:
                logger.warning("falling back")  # no raise: the fallback returns
                fn = torch.neg
            return fn


        def checked(x):
            if (x < -100).any():  # the test is traced: a data-dependent branch
                raise ValueError("out of range")
            return x
        """,
    "clraise/model.py": """
        import torch

        from .table import checked, pick, pick_or_log


        @torch.compile(fullgraph=True)
        def run(x):
            return pick(x.dtype)(x)


        @torch.compile(fullgraph=True)
        def run_fallback(x):
            return pick_or_log(x.dtype)(x)


        @torch.compile(fullgraph=True)
        def run_checked(x):
            return checked(x) + 1
        """,
}


def test_a_branch_that_only_raises_is_never_traced_but_its_test_is(tmp_path):
    root = make(tmp_path, RAISING)
    res = scan([str(root / "clraise")], no_cache=True, jobs=1)
    got = sorted((f.chain[0].rsplit(".", 1)[-1], f.rule, f.line) for f in res.findings if f.severity == "error")
    assert ("run", "CL106", 15) not in got and ("run", "CL105", 16) not in got, got
    assert [g for g in got if g[0] == "run"] == [], got
    assert ("run_fallback", "CL105", 24) in got, got
    assert ("run_checked", "CL201", 30) in got, got


def test_dynamo_agrees_on_the_raising_branches(tmp_path):
    torch = pytest.importorskip("torch")
    root = make(tmp_path, RAISING)
    m = _import_from(root, "clraise.model")
    x = torch.randn(4)
    assert not _breaks(torch, m.run._torchdynamo_orig_callable, x)
    assert _breaks(torch, m.run_fallback._torchdynamo_orig_callable, torch.randn(4, dtype=torch.float64))
    assert _breaks(torch, m.run_checked._torchdynamo_orig_callable, x)


ENV_TABLE = {
    "clenvtab/__init__.py": "",
    "clenvtab/envs.py": """
        import os
        from typing import Any, Callable, Dict

        _ENV: Dict[str, Callable[[], Any]] = {
            "CL_TRACE": lambda: os.environ.get("CL_TRACE", "0") == "1",
        }

        CL_TRACE: bool = _ENV["CL_TRACE"]()
        """,
    "clenvtab/layer.py": """
        import logging
        import time

        import torch

        from . import envs

        logger = logging.getLogger(__name__)


        @torch.compile(fullgraph=True)
        def step(x):
            if envs.CL_TRACE:
                logger.info("step at %f", time.perf_counter())
            return x * 2
        """,
}


def test_an_annotated_flag_from_a_table_of_environment_readers_is_folded(tmp_path):
    root = make(tmp_path, ENV_TABLE)
    res = scan([str(root / "clenvtab")], no_cache=True, jobs=1)
    assert res.findings == [], [(f.rule, f.line) for f in res.findings]
    on = scan([str(root / "clenvtab")], no_cache=True, jobs=1, profile=prof.make(env={"CL_TRACE": "1"}))
    assert sorted({f.line for f in on.findings}) == [15], [(f.rule, f.line) for f in on.findings]


def test_dynamo_agrees_on_the_environment_table_flag(tmp_path, monkeypatch):
    torch = pytest.importorskip("torch")
    root = make(tmp_path, ENV_TABLE)
    for value, breaks in (("0", False), ("1", True)):
        monkeypatch.setenv("CL_TRACE", value)
        for name in [n for n in sys.modules if n.startswith("clenvtab")]:
            del sys.modules[name]  # the flag is read at import
        layer = _import_from(root, "clenvtab.layer")
        assert _breaks(torch, layer.step._torchdynamo_orig_callable) is breaks, value
    for name in [n for n in sys.modules if n.startswith("clenvtab")]:
        del sys.modules[name]
