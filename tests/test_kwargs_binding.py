"""A wrapper's ``kwargs.pop("skip_check", False)`` / ``kwargs.get(...)`` holds what the call on the
chain writes: a keyword that call does not write takes the default on that chain, whatever other
calls of the same wrapper pass (flashinfer's ``backend_requirement`` wrapper warns only under
``skip_check``, which a warm-up call passes and the compiled forward does not). A call that writes
the keyword, or splats ``**`` into it, keeps the branch open. Dynamo's verdict on the same package
is measured where torch is installed."""
from __future__ import annotations

import pytest

from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

FILES = {
    "clkw/__init__.py": "",
    "clkw/layers.py": """
        import logging

        import torch

        logger = logging.getLogger(__name__)


        def checked(fn):
            def wrapper(*args, **kwargs):
                skip_check = kwargs.pop("skip_check", False)
                if skip_check:
                    logger.warning("checks skipped for %s", fn.__name__)
                if kwargs.get("trace", False):
                    logger.info("tracing %s", fn.__name__)
                return fn(*args, **kwargs)
            return wrapper


        @checked
        def scale(x, factor=2.0, trace=False):
            return x * factor


        def warmup(x):
            return scale(x, skip_check=True)


        class Plain(torch.nn.Module):
            def forward(self, x):
                return scale(x, factor=3.0)


        class Skipping(torch.nn.Module):
            def forward(self, x):
                return scale(x, skip_check=True)


        class Splat(torch.nn.Module):
            def __init__(self, **opts):
                super().__init__()
                self.opts = opts

            def forward(self, x):
                return scale(x, **self.opts)


        plain = torch.compile(Plain(), fullgraph=True)
        skipping = torch.compile(Skipping(), fullgraph=True)
        splat = torch.compile(Splat(skip_check=True), fullgraph=True)
        """,
}


def _errors(tmp_path):
    make(tmp_path, FILES)
    res = scan([str(tmp_path / "clkw")], no_cache=True, jobs=1)
    return sorted({(f.root.rsplit(".", 2)[-2], f.line) for f in res.findings if f.severity == "error"})


def test_a_keyword_the_chain_does_not_write_takes_its_default(tmp_path):
    got = _errors(tmp_path)
    assert [e for e in got if e[0] == "Plain"] == [], got


def test_a_keyword_the_chain_writes_keeps_its_branch(tmp_path):
    got = _errors(tmp_path)
    assert [e for e in got if e[0] == "Skipping"] == [("Skipping", 13)], got


def test_a_splatted_call_keeps_every_branch(tmp_path):
    got = _errors(tmp_path)
    assert [e for e in got if e[0] == "Splat"] == [("Splat", 13)], got


def test_dynamo_agrees_on_keyword_bindings(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, FILES)
    m = _import_from(tmp_path, "clkw.layers")
    x = torch.randn(2, 4)
    assert not _breaks(torch, m.plain._orig_mod, x)
    assert _breaks(torch, m.skipping._orig_mod, x)
    assert _breaks(torch, m.splat._orig_mod, x)
