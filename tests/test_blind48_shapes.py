"""Barriers the way blind48's packages reach them:

* a function handed to a parameter the callee calls (``launch(x, grid=_grid)`` where ``launch``
  calls ``grid(meta)``; s728's triton-style launcher): the handed function runs inside the call.
  Each call's own argument counts, not every caller's: the twin hands the same launcher a pure
  function. Also handed on (``launch_via(x, grid=...)`` passes its ``grid`` to ``launch``), as a
  nested def, and to a method (``runner.run(x, step=...)``);
* ``ctx.layers[name].store(k)`` where the dataclass field is ``layers: Dict[str, KVCache] =
  field(default_factory=dict)`` (s717's forward context): the annotation says what the empty
  container holds (``Dict``/``Mapping`` values as ``List``/``Sequence`` elements already were);
* ``get_features().fused_add_rmsnorm`` where the attribute is a ``functools.cached_property``
  (s734; s703 reads its processor config the same way): on Python 3.11 the first read takes a lock
  dynamo rejects (the measured ``@functools.cached_property`` entry), a memo reported on the first
  call of a ``fullgraph=True`` root and not at all under ``fullgraph=False``; the twin reads a plain
  ``@property``. Also a property read on what a module function returns (``get_features().x``);
* ``if is_torch_greater_or_equal("2.4", accept_dev=True):`` (transformers' helper: ``lru_cache``,
  ``version.parse`` of a module-level ``_torch_version`` unpacked from a package probe that reads
  ``importlib.metadata.version``) and ``version.parse(torch.__version__) >= version.parse(...)``:
  decided on the deployment's torch (the catalogue's, 2.13), so the legacy branch with its
  ``warnings.warn`` is dead (s735); the twins ask for a torch newer than any;
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
        import functools
        import importlib.metadata
        import importlib.util
        import os
        import warnings
        from dataclasses import dataclass, field
        from typing import Dict

        import torch
        from packaging import version


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


        class Features:
            def __init__(self):
                self.device_type = "cpu"

            @functools.cached_property
            def fused_add_rmsnorm(self) -> bool:
                return self.device_type == "cuda"

            @property
            def plain_flag(self) -> bool:
                return self.device_type == "cuda"


        @functools.lru_cache(maxsize=None)
        def get_features():
            return Features()


        def cached_prop_read(x):
            if get_features().fused_add_rmsnorm:
                return x * 2
            return x + 1


        def plain_prop_read(x):
            if get_features().plain_flag:
                return x * 2
            return x + 1


        def cached_prop_read_split(x):
            if get_features().fused_add_rmsnorm:
                return x * 2
            return x + 1


        def _package_version(name):
            if importlib.util.find_spec(name) is None:
                return False, "N/A"
            try:
                return True, importlib.metadata.version(name)
            except importlib.metadata.PackageNotFoundError:
                return False, "N/A"


        _torch_available, _torch_version = _package_version("torch")


        @functools.lru_cache
        def is_torch_greater_or_equal(library_version, accept_dev=False):
            if not _torch_available:
                return False
            if accept_dev:
                return version.parse(version.parse(_torch_version).base_version) >= version.parse(library_version)
            return version.parse(_torch_version) >= version.parse(library_version)


        def _legacy_norm(x):
            warnings.warn("old torch: slow path")
            return x * 2


        def version_new_enough(x):
            if is_torch_greater_or_equal("2.4", accept_dev=True):
                return x + 1
            return _legacy_norm(x)


        def version_too_new(x):
            if is_torch_greater_or_equal("99.0", accept_dev=True):
                return x + 1
            return _legacy_norm(x)


        def dunder_new_enough(x):
            if version.parse(torch.__version__) >= version.parse("2.4.0"):
                return x + 1
            return _legacy_norm(x)


        def dunder_too_new(x):
            if version.parse(torch.__version__) >= version.parse("99.0.0"):
                return x + 1
            return _legacy_norm(x)


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
        cached_prop_read_c = torch.compile(cached_prop_read, fullgraph=True)
        plain_prop_read_c = torch.compile(plain_prop_read, fullgraph=True)
        cached_prop_read_split_c = torch.compile(cached_prop_read_split, fullgraph=False)
        version_new_enough_c = torch.compile(version_new_enough, fullgraph=True)
        version_too_new_c = torch.compile(version_too_new, fullgraph=True)
        dunder_new_enough_c = torch.compile(dunder_new_enough, fullgraph=True)
        dunder_too_new_c = torch.compile(dunder_too_new, fullgraph=True)
        """,
}
NAMES = ("handed_probe", "handed_fixed", "handed_on_probe", "handed_on_fixed", "nested_probe", "nested_fixed",
         "method_probe", "method_fixed", "env_setdefault", "env_get", "mapped_warn", "mapped_plain", "cached_prop_read", "plain_prop_read", "version_new_enough", "version_too_new", "dunder_new_enough",
         "dunder_too_new")
BREAKING = {"handed_probe", "handed_on_probe", "nested_probe", "method_probe", "env_setdefault", "mapped_warn",
            "cached_prop_read", "version_too_new", "dunder_too_new"}


def _roots(res) -> set:
    return {f.root.rsplit(".", 1)[-1] for f in res.findings if f.severity == "error"}


def test_barriers_reached_where_they_run(tmp_path):
    make(tmp_path, FILES)
    res = scan([str(tmp_path / "clb48")], no_cache=True, jobs=1)
    assert _roots(res) == BREAKING, sorted((f.root, f.rule, f.line, tuple(f.chain)) for f in res.findings)
    chains = {f.root.rsplit(".", 1)[-1]: f.chain for f in res.findings}
    assert chains["nested_probe"][1].endswith("nested_probe.<locals>.grid"), chains
    assert chains["handed_probe"][-2].endswith(".num_programs"), chains
    cold = [f for f in res.findings if "cached_property" in f.chain[-1]]
    assert {f.root.rsplit(".", 1)[-1] for f in cold} == {"cached_prop_read"}, cold  # not under fullgraph=False
    assert "on the first call, on a cold cache" in cold[0].message, cold[0].message


def test_dynamo_agrees_on_the_twins(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, FILES)
    m = _import_from(tmp_path, "clb48.m")
    x = torch.ones(4)
    verdicts = {n: _breaks(torch, getattr(m, n + "_c")._torchdynamo_orig_callable, x) for n in NAMES}
    assert {n for n, b in verdicts.items() if b} == BREAKING, verdicts
