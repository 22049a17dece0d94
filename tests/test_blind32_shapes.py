"""A field every store of which makes a float tensor (blind32 q024: ``self._ramp =
torch.linspace(0.0, 1.0, n + 2)[1:-1]`` in ``__init__``, then ``self._ramp.tolist()`` in a helper of
the compiled tiling): ``.tolist()`` of it fails dynamo ("Tensor.tolist() with non-integer tensor"),
while the same read of an integer field (``torch.arange(n)``) or of a field some store leaves
unknown is no evidence. Dynamo's verdict on the same package is measured where torch is
installed.

And a local holding an element of a list parameter (q002: ``node = parent_list[node]`` walking a
parent array under ``while node >= 0``) whose caller passes ``parents.tolist()``: the test reads
numbers read from a tensor; the same walk over a list the caller writes out is static.
"""
from __future__ import annotations

import pytest

from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

FILES = {
    "clb32/__init__.py": "",
    "clb32/tiles.py": """
        import torch


        class Ramp:
            def __init__(self, n):
                self._ramp = torch.linspace(0.0, 1.0, n + 2)[1:-1]
                self._steps = torch.arange(n)

            def values(self):
                return self._ramp.tolist()

            def steps(self):
                return self._steps.tolist()


        class Loaded:
            def __init__(self, n):
                self._ramp = torch.linspace(0.0, 1.0, n)

            def load(self, t):
                self._ramp = t  # anything a caller hands in

            def values(self):
                return self._ramp.tolist()


        RAMP = Ramp(4)
        LOADED = Loaded(4)


        @torch.compile(fullgraph=True)
        def feathered(x):
            return x * len(RAMP.values())


        @torch.compile(fullgraph=True)
        def stepped(x):
            return x * len(RAMP.steps())


        @torch.compile(fullgraph=True)
        def loaded(x):
            return x * len(LOADED.values())
        """,
    "clb32/tree.py": """
        import torch


        def ancestors(node, parent_list):
            chain = []
            while node >= 0:
                chain.append(node)
                node = parent_list[node]
            return chain


        @torch.compile(fullgraph=True)
        def tree_mask(parents):
            n = parents.shape[0]
            mask = torch.zeros(n, n)
            parent_list = parents.tolist()
            for i in range(n):
                for j in ancestors(i, parent_list):
                    mask[i, j] = 1.0
            return mask


        @torch.compile(fullgraph=True)
        def fixed_mask(parents):
            mask = torch.zeros(3, 3)
            for i in range(3):
                for j in ancestors(i, [-1, 0, 1]):
                    mask[i, j] = 1.0
            return mask + parents.sum()
        """,
}


def test_a_walk_over_elements_of_a_tolist_list_is_data_dependent(tmp_path):
    make(tmp_path, FILES)
    res = scan([str(tmp_path / "clb32")], no_cache=True, jobs=1)
    got = sorted({(f.root.rsplit(".", 1)[-1], f.rule) for f in res.findings if f.severity == "error"
                  and ".tree." in f.root})
    assert got == [("tree_mask", "CL201")], got


def test_dynamo_agrees_on_the_parent_walk(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, FILES)
    m = _import_from(tmp_path, "clb32.tree")
    parents = torch.tensor([-1, 0, 1])
    assert _breaks(torch, m.tree_mask._torchdynamo_orig_callable, parents)
    assert not _breaks(torch, m.fixed_mask._torchdynamo_orig_callable, parents)


def test_tolist_of_a_float_field_is_reported(tmp_path):
    make(tmp_path, FILES)
    res = scan([str(tmp_path / "clb32")], no_cache=True, jobs=1)
    got = sorted({(f.root.rsplit(".", 1)[-1], f.rule) for f in res.findings if f.severity == "error"
                  and ".tiles." in f.root})
    assert got == [("feathered", "CL202")], got


def test_dynamo_agrees_on_float_fields(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, FILES)
    m = _import_from(tmp_path, "clb32.tiles")
    x = torch.randn(3)
    assert _breaks(torch, m.feathered._torchdynamo_orig_callable, x)
    assert not _breaks(torch, m.stepped._torchdynamo_orig_callable, x)
