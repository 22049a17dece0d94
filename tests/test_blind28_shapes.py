"""A factory annotated with a library base (``def build_decoder() -> nn.Module``) that builds program
modules (``return nn.Sequential(*layers).eval()``, ``return ScratchAttention(hidden)``): the
module-level ``compiled = torch.compile(build_decoder(), fullgraph=True)`` compiles what the body
builds, not every ``nn.Module``, so the barriers in those layers are found (blind28 y026, y032: a
logger in a dropout schedule and in a workspace allocator were missed while the annotation won).
An annotation naming a program class, or a body the scan cannot read, still decides as before.

And three data-dependent tests of blind28, each with its clean twin: ``if self.added.has_added(ids):``
where ``has_added`` returns ``self.highest_id(ids) >= self.base`` and ``highest_id`` returns
``int(ids.max())`` (y014); ``score = self._confidence(x); if score > self.threshold:`` where the
helper returns a tensor (y001); ``if self.dirty:`` on a registered buffer (y036).
Dynamo's verdict on the same package is measured where torch is installed."""
from __future__ import annotations

import pytest

from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

FILES = {
    "clb28/__init__.py": "",
    "clb28/layers.py": """
        import logging

        import torch
        from torch import nn

        logger = logging.getLogger(__name__)


        class Noisy(nn.Module):
            def forward(self, x):
                logger.info("noisy %s", x.shape)
                return x + 1


        class Quiet(nn.Module):
            def forward(self, x):
                return x * 2


        def build_noisy(depth: int = 2) -> nn.Module:
            layers = [Noisy() for _ in range(depth)]
            return nn.Sequential(*layers).eval()


        def build_quiet() -> nn.Module:
            return Quiet()


        _decoder = build_noisy()


        @torch.compile(fullgraph=True)
        def noisy(x):
            return _decoder(x)


        quiet = torch.compile(build_quiet(), fullgraph=True)
        stack = torch.compile(build_noisy(1), fullgraph=True)
        """,
    "clb28/gates.py": """
        import torch
        from torch import nn


        class Added(nn.Module):
            def __init__(self, base=4):
                super().__init__()
                self.base = base

            def highest_id(self, ids):
                return int(ids.max())

            def width(self, ids):
                return ids.shape[-1]

            def has_added(self, ids):
                return self.highest_id(ids) >= self.base

            def is_wide(self, ids):
                return self.width(ids) >= self.base

            def forward(self, ids):
                if self.has_added(ids):
                    return ids * 2
                return ids


        class Wide(Added):
            def forward(self, ids):
                if self.is_wide(ids):
                    return ids * 2
                return ids


        class Gate(nn.Module):
            def __init__(self, threshold=0.5):
                super().__init__()
                self.threshold = threshold

            def _confidence(self, x):
                return x.softmax(-1).max()

            def _count(self, x):
                return x.shape[0]

            def forward(self, x):
                score = self._confidence(x)
                if score > self.threshold:
                    return x * 2
                return x


        class Counted(Gate):
            def forward(self, x):
                n = self._count(x)
                if n > 1:
                    return x * 2
                return x


        class Dirty(nn.Module):
            def __init__(self):
                super().__init__()
                self.register_buffer("dirty", torch.zeros((), dtype=torch.bool))
                self.enabled = True

            def forward(self, x):
                if self.dirty:
                    x = x * 0
                if self.enabled:
                    x = x + 1
                return x


        added = torch.compile(Added(), fullgraph=True)
        wide = torch.compile(Wide(), fullgraph=True)
        gate = torch.compile(Gate(), fullgraph=True)
        counted = torch.compile(Counted(), fullgraph=True)
        dirty = torch.compile(Dirty(), fullgraph=True)
        """,
}


def test_a_library_base_annotation_yields_to_the_program_modules_built(tmp_path):
    make(tmp_path, FILES)
    res = scan([str(tmp_path / "clb28")], no_cache=True, jobs=1)
    got = sorted({(f.root.rsplit(".", 1)[-1], f.rule, f.line) for f in res.findings if f.severity == "error"
                  and ".layers." in f.root})
    # the compiled function calling the Sequential, and the compiled Sequential itself (its element)
    assert got == [("forward", "CL105", 12), ("noisy", "CL105", 12)], got


def test_tests_on_values_helpers_read_from_tensors(tmp_path):
    make(tmp_path, FILES)
    res = scan([str(tmp_path / "clb28")], no_cache=True, jobs=1)
    got = sorted({(f.root.rsplit(".", 2)[-2], f.rule) for f in res.findings if f.severity == "error"
                  and ".gates." in f.root})
    assert got == [("Added", "CL201"), ("Dirty", "CL201"), ("Gate", "CL201")], got


def test_dynamo_agrees_on_values_helpers_read_from_tensors(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, FILES)
    m = _import_from(tmp_path, "clb28.gates")
    ids = torch.randint(0, 8, (2, 6))
    x = torch.randn(2, 4)
    assert _breaks(torch, m.added._orig_mod, ids)
    assert not _breaks(torch, m.wide._orig_mod, ids)
    assert _breaks(torch, m.gate._orig_mod, x)
    assert not _breaks(torch, m.counted._orig_mod, x)
    assert _breaks(torch, m.dirty._orig_mod, x)


def test_dynamo_agrees_on_factories_annotated_with_a_base(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, FILES)
    m = _import_from(tmp_path, "clb28.layers")
    x = torch.randn(2, 4)
    assert _breaks(torch, m.noisy._torchdynamo_orig_callable, x)
    assert not _breaks(torch, m.quiet._orig_mod, x)
    assert _breaks(torch, m.stack._orig_mod, x)
