"""The default of a mapping's ``.get`` is one of the values it returns (blind34 s159: a backend
registry keyed by head size, ``self._by_head_size.get(head_size, kernels.chunked_fallback_kernel)``,
whose fallback is ``@torch.compiler.disable``d; the compiled head size is not registered). The
same registry with a traceable fallback compiles. A project object's own ``get`` method is not a
mapping: its default argument is not taken as a result. Dynamo's verdict on the same package."""
from __future__ import annotations

import pytest

from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

FILES = {
    "clb34/__init__.py": "",
    "clb34/m.py": """
        from typing import Callable, Dict

        import torch


        @torch.compiler.disable
        def slow_kernel(q):
            return q * 2


        def fast_kernel(q):
            return q * 3


        class Registry:
            def __init__(self, fallback):
                self._by_size: Dict[int, Callable] = {}
                self._fallback = fallback

            def register(self, size: int, fn: Callable) -> None:
                self._by_size[size] = fn


        class DisabledFallback(Registry):
            def lookup(self, size: int) -> Callable:
                return self._by_size.get(size, slow_kernel)


        class PlainFallback(Registry):
            def lookup(self, size: int) -> Callable:
                return self._by_size.get(size, fast_kernel)


        class Table:
            def get(self, key, default=None):
                return fast_kernel


        DISABLED = DisabledFallback(None)
        PLAIN = PlainFallback(None)
        TABLE = Table()
        for _s in (64, 128):
            DISABLED.register(_s, fast_kernel)
            PLAIN.register(_s, fast_kernel)


        @torch.compile(fullgraph=True)
        def with_disabled(q):
            return DISABLED.lookup(q.shape[-1])(q)


        @torch.compile(fullgraph=True)
        def with_plain(q):
            return PLAIN.lookup(q.shape[-1])(q)


        @torch.compile(fullgraph=True)
        def with_table(q):
            return TABLE.get(q.shape[-1], slow_kernel)(q)
        """,
}


def test_a_mapping_get_default_is_a_value_it_returns(tmp_path):
    make(tmp_path, FILES)
    res = scan([str(tmp_path / "clb34")], no_cache=True, jobs=1)
    got = sorted({(f.root.rsplit(".", 1)[-1], f.rule) for f in res.findings if f.severity == "error"})
    assert got == [("with_disabled", "CL103")], got


def test_dynamo_agrees_on_the_get_default(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, FILES)
    m = _import_from(tmp_path, "clb34.m")
    q = torch.randn(2, 12)
    assert _breaks(torch, m.with_disabled._torchdynamo_orig_callable, q)
    assert not _breaks(torch, m.with_plain._torchdynamo_orig_callable, q)
    assert not _breaks(torch, m.with_table._torchdynamo_orig_callable, q)
