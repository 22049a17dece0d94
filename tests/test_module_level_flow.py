"""Values that reach a callee without a call inside a function passing them. What a module-level
construction passes to a constructor parameter flows to the attribute it
is stored in (``attn = Attention(pool=pool)`` beside ``torch.compile(attn)``), as a construction
inside a function does: ``self.pool.get()`` reaches the class the module built, not nothing (it
was an unresolved call) and not every subclass of the annotation. A parameter left at a default
that names a class (``def make_runner(runner_cls=TimedRunner): return runner_cls()``) builds that
class. Dynamo agrees."""
from __future__ import annotations

import pytest

from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

FILES = {
    "clmflow/__init__.py": "",
    "clmflow/pools.py": """
        import torch


        class BasePool:
            def __init__(self):
                self.buf = torch.zeros(4)

            def get(self):
                return self.buf


        class OffloadPool(BasePool):
            def get(self):
                print("fetch from host")
                return self.buf


        class PinnedPool(BasePool):
            def get(self):
                import time
                time.sleep(0)
                return self.buf
        """,
    "clmflow/attn.py": """
        import torch

        from clmflow.pools import BasePool, OffloadPool


        class Attention(torch.nn.Module):
            def __init__(self, pool: BasePool):
                super().__init__()
                self.pool = pool

            def forward(self, x):
                return x + self.pool.get()


        pool = OffloadPool()
        attn = Attention(pool=pool)
        compiled = torch.compile(attn, fullgraph=True)
        """,
}


def test_a_module_level_construction_passes_its_keyword_values(tmp_path):
    make(tmp_path, FILES)
    r = scan([str(tmp_path / "clmflow")], no_cache=True)
    # OffloadPool.get's print, and not PinnedPool's sleep (another subclass of the annotation)
    assert sorted((f.rule, f.path.rsplit("/", 1)[-1], f.line) for f in r.findings) == [("CL104", "pools.py", 15)]


def test_dynamo_calls_the_pool_the_module_built(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, FILES)
    m = _import_from(tmp_path, "clmflow.attn")
    assert _breaks(torch, m.attn, torch.randn(4)) is True
    p = _import_from(tmp_path, "clmflow.pools")
    assert _breaks(torch, m.Attention(pool=p.BasePool()), torch.randn(4)) is False


DEFAULT_FILES = {
    "cldefault/__init__.py": "",
    "cldefault/runners.py": """
        import time


        class TimedRunner:
            def run(self, x):
                time.perf_counter()
                return x * 2


        class PlainRunner:
            def run(self, x):
                return x * 2


        def make_runner(runner_cls=TimedRunner):
            return runner_cls()
        """,
    "cldefault/layer.py": """
        import torch

        from cldefault.runners import make_runner


        class Layer(torch.nn.Module):
            def __init__(self):
                super().__init__()
                self.runner = make_runner()

            def forward(self, x):
                return self.runner.run(x)


        compiled = torch.compile(Layer(), fullgraph=True)
        """,
}


def test_a_parameter_left_at_a_default_that_names_a_class_builds_that_class(tmp_path):
    make(tmp_path, DEFAULT_FILES)
    r = scan([str(tmp_path / "cldefault")], no_cache=True)
    assert sorted((f.rule, f.path.rsplit("/", 1)[-1], f.line) for f in r.findings) == [("CL107", "runners.py", 7)]


def test_dynamo_builds_the_default_runner(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, DEFAULT_FILES)
    m = _import_from(tmp_path, "cldefault.layer")
    assert _breaks(torch, m.Layer(), torch.randn(2)) is True


UNPACKED = {
    "clunpack/__init__.py": "",
    "clunpack/m.py": """
        import subprocess

        import torch


        class Probe:
            def __call__(self, x):
                subprocess.run(["true"])
                return x


        class Plain:
            def __call__(self, x):
                return x * 2


        PROBE, PLAIN = Probe(), Plain()
        _SLOW, _FAST = False, True


        @torch.compile(fullgraph=True)
        def probed(x):
            return PROBE(x)


        @torch.compile(fullgraph=True)
        def plain(x):
            if _SLOW:
                subprocess.run(["true"])
            return PLAIN(x)
        """,
}


def test_a_module_level_tuple_assignment_binds_each_name(tmp_path):
    """``PROBE, PLAIN = Probe(), Plain()`` binds each name to its own value (it bound nothing, so
    ``PROBE(x)`` was an unresolved call), and ``_SLOW, _FAST = False, True`` makes ``if _SLOW:``
    dead as ``_SLOW = False`` does."""
    make(tmp_path, UNPACKED)
    res = scan([str(tmp_path / "clunpack")], no_cache=True, jobs=1)
    got = sorted({(f.root.rsplit(".", 1)[-1], f.rule) for f in res.findings})
    assert got == [("probed", "CL101")], got


def test_dynamo_agrees_on_the_unpacked_names(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, UNPACKED)
    m = _import_from(tmp_path, "clunpack.m")
    x = torch.randn(3)
    assert _breaks(torch, m.probed._torchdynamo_orig_callable, x)
    assert not _breaks(torch, m.plain._torchdynamo_orig_callable, x)
