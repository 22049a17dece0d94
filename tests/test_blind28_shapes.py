"""A factory annotated with a library base (``def build_decoder() -> nn.Module``) that builds program
modules (``return nn.Sequential(*layers).eval()``, ``return ScratchAttention(hidden)``): the
module-level ``compiled = torch.compile(build_decoder(), fullgraph=True)`` compiles what the body
builds, not every ``nn.Module``, so the barriers in those layers are found (blind28 y026, y032: a
logger in a dropout schedule and in a workspace allocator were missed while the annotation won).
An annotation naming a program class, or a body the scan cannot read, still decides as before.
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
        """,
}


def test_a_library_base_annotation_yields_to_the_program_modules_built(tmp_path):
    make(tmp_path, FILES)
    res = scan([str(tmp_path / "clb28")], no_cache=True, jobs=1)
    got = sorted({(f.root.rsplit(".", 1)[-1], f.rule, f.line) for f in res.findings if f.severity == "error"})
    assert got == [("noisy", "CL105", 12)], got


def test_dynamo_agrees_on_factories_annotated_with_a_base(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, FILES)
    m = _import_from(tmp_path, "clb28.layers")
    x = torch.randn(2, 4)
    assert _breaks(torch, m.noisy._torchdynamo_orig_callable, x)
    assert not _breaks(torch, m.quiet._orig_mod, x)
