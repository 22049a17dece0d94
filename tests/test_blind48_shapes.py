"""Barriers the way blind48's packages reach them:

* a function handed to a parameter the callee calls (``launch(x, grid=_grid)`` where ``launch``
  calls ``grid(meta)``; s728's triton-style launcher): the handed function runs inside the call.
  Each call's own argument counts, not every caller's: the twin hands the same launcher a pure
  function. Also handed on (``launch_via(x, grid=...)`` passes its ``grid`` to ``launch``), as a
  nested def, and to a method (``runner.run(x, step=...)``);
* ``ctx.layers[name].store(k)`` where the dataclass field is ``layers: Dict[str, KVCache] =
  field(default_factory=dict)`` (s717's forward context): the annotation says what the empty
  container holds (``Dict``/``Mapping`` values as ``List``/``Sequence`` elements already were);
* ``os.environ.setdefault`` of an unset variable (s738's ``CUBLAS_WORKSPACE_CONFIG``): measured
  into the catalogue (the probe writes a variable of its own); ``os.environ.get`` compiles.

Each breaking root has a clean twin; dynamo's verdict on the same package."""
from __future__ import annotations

import pytest

from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

FILES = {
    "clb48/__init__.py": "",
    "clb48/m.py": """
        import os
        import warnings
        from dataclasses import dataclass, field
        from typing import Dict

        import torch


        def num_programs(meta=None):
            return os.cpu_count() or 1


        def fixed_programs(meta=None):
            return 4


        def launch(x, *, grid):
            n = grid({"BLOCK": 4})
            return x * 2


        def launch_via(x, *, grid):
            return launch(x, grid=grid)


        class Runner:
            def run(self, x, step):
                step()
                return x + 1


        runner = Runner()


        def handed_probe(x):
            return launch(x, grid=num_programs)


        def handed_fixed(x):
            return launch(x, grid=fixed_programs)


        def handed_on_probe(x):
            return launch_via(x, grid=num_programs)


        def handed_on_fixed(x):
            return launch_via(x, grid=fixed_programs)


        def nested_probe(x):
            def grid(meta):
                return (min(num_programs(), 8),)
            return launch(x, grid=grid)


        def nested_fixed(x):
            def grid(meta):
                return (fixed_programs(),)
            return launch(x, grid=grid)


        def method_probe(x):
            return runner.run(x, num_programs)


        def method_fixed(x):
            return runner.run(x, fixed_programs)


        def env_setdefault(x):
            os.environ.setdefault("COMPILELINT_TEST_BLIND48_UNSET", "1")
            return x + 1


        def env_get(x):
            os.environ.get("COMPILELINT_TEST_BLIND48_UNSET", "1")
            return x + 1


        class WarnCache:
            def store(self, x):
                warnings.warn("recalibrating")
                return x


        class PlainCache:
            def store(self, x):
                return x


        @dataclass
        class WarnContext:
            layers: Dict[str, WarnCache] = field(default_factory=dict)


        @dataclass
        class PlainContext:
            layers: Dict[str, PlainCache] = field(default_factory=dict)


        _warn_ctx = WarnContext(layers={"attn": WarnCache()})
        _plain_ctx = PlainContext(layers={"attn": PlainCache()})


        def mapped_warn(x):
            return _warn_ctx.layers["attn"].store(x)


        def mapped_plain(x):
            return _plain_ctx.layers["attn"].store(x)


        handed_probe_c = torch.compile(handed_probe, fullgraph=True)
        handed_fixed_c = torch.compile(handed_fixed, fullgraph=True)
        handed_on_probe_c = torch.compile(handed_on_probe, fullgraph=True)
        handed_on_fixed_c = torch.compile(handed_on_fixed, fullgraph=True)
        nested_probe_c = torch.compile(nested_probe, fullgraph=True)
        nested_fixed_c = torch.compile(nested_fixed, fullgraph=True)
        method_probe_c = torch.compile(method_probe, fullgraph=True)
        method_fixed_c = torch.compile(method_fixed, fullgraph=True)
        env_setdefault_c = torch.compile(env_setdefault, fullgraph=True)
        env_get_c = torch.compile(env_get, fullgraph=True)
        mapped_warn_c = torch.compile(mapped_warn, fullgraph=True)
        mapped_plain_c = torch.compile(mapped_plain, fullgraph=True)
        """,
}
NAMES = ("handed_probe", "handed_fixed", "handed_on_probe", "handed_on_fixed", "nested_probe", "nested_fixed",
         "method_probe", "method_fixed", "env_setdefault", "env_get", "mapped_warn", "mapped_plain")
BREAKING = {"handed_probe", "handed_on_probe", "nested_probe", "method_probe", "env_setdefault", "mapped_warn"}


def _roots(res) -> set:
    return {f.root.rsplit(".", 1)[-1] for f in res.findings if f.severity == "error"}


def test_barriers_reached_where_they_run(tmp_path):
    make(tmp_path, FILES)
    res = scan([str(tmp_path / "clb48")], no_cache=True, jobs=1)
    assert _roots(res) == BREAKING, sorted((f.root, f.rule, f.line, tuple(f.chain)) for f in res.findings)
    chains = {f.root.rsplit(".", 1)[-1]: f.chain for f in res.findings}
    assert chains["nested_probe"][1].endswith("nested_probe.<locals>.grid"), chains
    assert chains["handed_probe"][-2].endswith(".num_programs"), chains


def test_dynamo_agrees_on_the_twins(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, FILES)
    m = _import_from(tmp_path, "clb48.m")
    x = torch.ones(4)
    verdicts = {n: _breaks(torch, getattr(m, n + "_c")._torchdynamo_orig_callable, x) for n in NAMES}
    assert {n for n, b in verdicts.items() if b} == BREAKING, verdicts
