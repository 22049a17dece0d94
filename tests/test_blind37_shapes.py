"""A Python container indexed by ``int()`` of an element of a tensor needs the concrete number: a
data-dependent break - ``self.table.get(int(ids[0]))`` in place, and ``self.heads[int(head_id)]``
on an ``nn.ModuleList`` where a caller passes ``head_ids[i]`` (blind37 s295). Given a 0-dim graph
input directly, dynamo specializes the number and compiles (measured), so that call is clean; so
are a tensor indexed the same way and the list indexed by a Python int. Dynamo's verdict on the
same package."""
from __future__ import annotations

import pytest

from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

FILES = {
    "clb37/__init__.py": "",
    "clb37/m.py": """
        import torch
        from torch import nn


        class Bank(nn.Module):
            def __init__(self):
                super().__init__()
                self.heads = nn.ModuleList(nn.Linear(4, 2) for _ in range(3))
                self.scale = torch.ones(3)
                self.names = {0: 1.0, 1: 2.0, 2: 3.0}

            def by_tensor(self, x: torch.Tensor, head_id: torch.Tensor) -> torch.Tensor:
                return self.heads[int(head_id)](x)

            def by_lookup(self, x: torch.Tensor, ids: torch.Tensor) -> torch.Tensor:
                return x * self.names.get(int(ids[0]), 0.0)

            def tensor_indexed(self, x: torch.Tensor, head_id: torch.Tensor) -> torch.Tensor:
                return x * self.scale[int(head_id)]

            def by_int(self, x: torch.Tensor, head_id: int) -> torch.Tensor:
                return self.heads[head_id](x)


        BANK = Bank()


        @torch.compile(fullgraph=True)
        def with_tensor_id(x, head_id):
            return BANK.by_tensor(x, head_id)


        @torch.compile(fullgraph=True)
        def with_element_id(x, ids: torch.Tensor):
            return BANK.by_tensor(x, ids[1])


        @torch.compile(fullgraph=True)
        def with_lookup(x, ids):
            return BANK.by_lookup(x, ids)


        @torch.compile(fullgraph=True)
        def with_tensor_scale(x, head_id):
            return BANK.tensor_indexed(x, head_id)


        @torch.compile(fullgraph=True)
        def with_int_id(x):
            return BANK.by_int(x, 1)
        """,
}


def test_containers_indexed_by_int_of_a_tensor_parameter(tmp_path):
    make(tmp_path, FILES)
    res = scan([str(tmp_path / "clb37")], no_cache=True, jobs=1)
    got = sorted({(f.root.rsplit(".", 1)[-1], f.rule) for f in res.findings if f.severity == "error"})
    assert got == [("with_element_id", "CL201"), ("with_lookup", "CL201")], got


def test_dynamo_agrees_on_the_indexing(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, FILES)
    m = _import_from(tmp_path, "clb37.m")
    x = torch.randn(2, 4)

    def breaks(fn, *args):
        return _breaks(torch, fn._torchdynamo_orig_callable, *args)

    assert not breaks(m.with_tensor_id, x, torch.tensor(1))  # a 0-dim input: specialized
    assert breaks(m.with_element_id, x, torch.tensor([0, 1]))
    assert breaks(m.with_lookup, x, torch.tensor([1, 0]))
    assert not breaks(m.with_tensor_scale, x, torch.tensor(1))
    assert not breaks(m.with_int_id, x)
