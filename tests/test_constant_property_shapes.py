"""A property getter marked ``torch.compiler.assume_constant_result`` (what ``fix`` makes of a
cached device probe, blind40 s419) is evaluated once when dynamo compiles, not traced: the scan
does not walk into it, while the same getter unmarked (a plain ``property`` and a cold
``functools.cached_property``) is still a break. Dynamo's verdict on the same package."""
from __future__ import annotations

import pytest

from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

FILES = {
    "clcp/__init__.py": "",
    "clcp/info.py": """
        import functools
        import os

        import torch


        class Marked:
            def __init__(self, kind):
                self.kind = kind

            @property
            @torch.compiler.assume_constant_result
            def units(self) -> int:
                if self.kind == "cuda":
                    return torch.cuda.get_device_properties(0).multi_processor_count
                return os.cpu_count() or 1


        class Plain:
            def __init__(self, kind):
                self.kind = kind

            @property
            def units(self) -> int:
                return os.cpu_count() or 1


        class Cached:
            def __init__(self, kind):
                self.kind = kind

            @functools.cached_property
            def units(self) -> int:
                return os.cpu_count() or 1
        """,
    "clcp/m.py": """
        import torch

        from .info import Cached, Marked, Plain

        MARKED = Marked("cpu")
        PLAIN = Plain("cpu")
        CACHED = Cached("cpu")


        @torch.compile(fullgraph=True)
        def marked(x):
            return x * max(1, MARKED.units // 64 + 1)


        @torch.compile(fullgraph=True)
        def plain(x):
            return x * max(1, PLAIN.units // 64 + 1)


        @torch.compile(fullgraph=True)
        def cached(x):
            return x * max(1, CACHED.units // 64 + 1)
        """,
}
NAMES = ("marked", "plain", "cached")
BREAKING = {"plain", "cached"}


def test_a_marked_getter_is_not_traced(tmp_path):
    make(tmp_path, FILES)
    res = scan([str(tmp_path / "clcp")], no_cache=True, jobs=1)
    got = {f.root.rsplit(".", 1)[-1] for f in res.findings if f.severity == "error"}
    assert got == BREAKING, sorted((f.root, f.rule, f.line) for f in res.findings)


def test_dynamo_agrees(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, FILES)
    m = _import_from(tmp_path, "clcp.m")
    x = torch.tensor([1.0, 2.0])
    verdicts = {n: _breaks(torch, getattr(m, n)._torchdynamo_orig_callable, x) for n in NAMES}
    assert {n for n, b in verdicts.items() if b} == BREAKING, verdicts
