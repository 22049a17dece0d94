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


LISTS = {
    "clb34l/__init__.py": "",
    "clb34l/m.py": """
        from collections import OrderedDict, defaultdict

        import torch


        class DocCache:
            def __init__(self):
                self._store: "OrderedDict[int, torch.Tensor]" = OrderedDict()

            def _get(self, doc_id: int) -> torch.Tensor:
                emb = self._store.get(doc_id)
                return torch.zeros(2) if emb is None else emb

            def gather(self, ids: torch.Tensor) -> torch.Tensor:
                flat = ids.reshape(-1).tolist()
                return torch.stack([self._get(i) for i in flat])

            def gather_static(self, ids: torch.Tensor) -> torch.Tensor:
                return torch.stack([self._get(i) for i in range(ids.shape[0])])


        class NoRepeat:
            def __init__(self, n: int):
                self.n = n

            def _banned(self, row: list, cur_len: int) -> list:
                grams = defaultdict(list)
                for i in range(cur_len - self.n + 1):
                    grams[tuple(row[i:i + self.n - 1])].append(row[i + self.n - 1])
                key = tuple(row[cur_len - self.n + 1:cur_len])
                return grams.get(key, [])

            def apply(self, logits, history):
                rows = history.tolist()
                mask = torch.zeros_like(logits, dtype=torch.bool)
                for b, row in enumerate(rows):
                    for tok in self._banned(row, history.shape[1]):
                        mask[b, tok] = True
                return logits.masked_fill(mask, float("-inf"))


        class Scale:
            def apply(self, logits, history):
                return logits * 2


        def build(n: int) -> list:
            out = []
            out.append(Scale())
            if n > 0:
                out.append(NoRepeat(n))
            return out


        CACHE = DocCache()
        CONSTRAINTS = build(3)
        PLAIN = [Scale()]


        @torch.compile(fullgraph=True)
        def gather(ids):
            return CACHE.gather(ids)


        @torch.compile(fullgraph=True)
        def gather_static(ids):
            return CACHE.gather_static(ids)


        @torch.compile(fullgraph=True)
        def constrained(logits, history):
            for c in CONSTRAINTS:
                logits = c.apply(logits, history)
            return logits


        @torch.compile(fullgraph=True)
        def plain(logits, history):
            for c in PLAIN:
                logits = c.apply(logits, history)
            return logits
        """,
}


def test_lists_read_by_tolist_reach_the_lookups_they_key(tmp_path):
    """blind34 s162: ``flat = ids.reshape(-1).tolist()`` then ``[self._get(i) for i in flat]``,
    whose ``self._store.get(doc_id)`` is an OrderedDict lookup; s142: ``rows = history.tolist()``,
    each ``row`` handed to a helper that keys a defaultdict by ``tuple(row[a:b])``, the helper
    reached through a list a ``-> list`` factory fills with ``append`` (the body's list, not the
    annotation). Twins: the same lookups by ``range`` indices, and a constraint list without the
    n-gram blocker."""
    from compilelint.scan import scan

    make(tmp_path, LISTS)
    res = scan([str(tmp_path / "clb34l")], no_cache=True, jobs=1)
    got = sorted({(f.root.rsplit(".", 1)[-1], f.rule) for f in res.findings if f.severity == "error"})
    assert got == [("constrained", "CL201"), ("gather", "CL201")], got


def test_dynamo_agrees_on_the_tolist_lists(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, LISTS)
    m = _import_from(tmp_path, "clb34l.m")
    ids = torch.tensor([1, 2])
    logits, history = torch.randn(2, 7), torch.tensor([[1, 2, 1, 2], [3, 4, 5, 6]])
    assert _breaks(torch, m.gather._torchdynamo_orig_callable, ids)
    assert not _breaks(torch, m.gather_static._torchdynamo_orig_callable, ids)
    assert _breaks(torch, m.constrained._torchdynamo_orig_callable, logits, history)
    assert not _breaks(torch, m.plain._torchdynamo_orig_callable, logits, history)
