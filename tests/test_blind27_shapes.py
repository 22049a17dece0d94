"""Shapes found on the blind27 corpus that hid a real break from the scan, each checked against
dynamo where torch is installed:

* ``regular, idx = split_outliers(x)`` where the helper returns ``idx = find_outliers(x)``, and
  that one ``torch.nonzero(...)``: the size of a tensor whose size depends on the data, handed up
  through a tuple and a local, tested in ``if idx.numel() == 0`` (x020);
* ``hist = torch.histc(t.float(), ...); hist.tolist()``: ``histc`` makes a float tensor (x036);
* ``ids = token_ids.tolist(); if ids[i] == IMAGE:`` (x023) and ``if self._tail_matches(row,
  prefix):`` where the helper returns ``seq[-n:].tolist() == prefix`` (x003) are the rule's own
  examples (``tests/test_rules.py``), as is ``if max(send_counts) > cap:`` after ``send_counts =
  counts.tolist()`` (blind26 w032);
* ``state = int(self.states[row]); self.fsm.allowed_mask(state)`` where ``self.states =
  torch.zeros(n, dtype=torch.long)`` and the helper keys a dict by its parameter (x001);
* ``L = self.max_len; if L % self.chunk == 0:`` where the property returns ``int(mask.sum(-1).max())``
  (blind26 w014): a local holding a property read, tested like the property itself.

Their twins stay clean: a helper handing up a tensor of a static size (``torch.arange``), and
``.tolist()`` of an integer tensor whose numbers are only stored."""
from __future__ import annotations

import pytest

from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

FILES = {
    "clb27/__init__.py": "",
    "clb27/helpers.py": """
        import torch


        def find_outliers(x, threshold):
            return torch.nonzero(x.abs().amax(dim=0) > threshold).squeeze(-1)


        def split_outliers(x, threshold):
            idx = find_outliers(x, threshold)
            regular = x.clone()
            regular[:, idx] = 0
            return regular, idx


        def first_columns(x, n):
            idx = torch.arange(n)
            return x.clone(), idx


        def split_static(x, n):
            cols = first_columns(x, n)[1]
            return x, cols


        HISTORY = []


        def record_hist(t):
            hist = torch.histc(t.detach().float(), bins=4, min=-2.0, max=2.0)
            HISTORY.append(hist.tolist())


        def record_signs(t):
            HISTORY.append((t > 0).long().tolist())


        class Table:
            def __init__(self):
                self.cache = {}

            def lookup(self, state):
                return self.cache.get(state, 1.0)


        class Guided:
            def __init__(self, n):
                self.table = Table()
                self.states = torch.zeros(n, dtype=torch.long)
                self.sizes = [0] * n

            def from_tensor(self, row):
                state = int(self.states[row])
                return self.table.lookup(state)

            def from_list(self, row):
                state = int(self.sizes[row])
                return self.table.lookup(state)


        class Padding:
            def __init__(self, mask, chunk):
                self.mask = mask
                self.chunk = chunk

            @property
            def max_len(self):
                return int(self.mask.sum(dim=-1).max())

            @property
            def width(self):
                return self.mask.shape[-1]

            def padded_len(self):
                n = self.max_len
                if n % self.chunk == 0:
                    return n
                return (n // self.chunk + 1) * self.chunk

            def padded_width(self):
                n = self.width
                if n % self.chunk == 0:
                    return n
                return (n // self.chunk + 1) * self.chunk
        """,
    "clb27/layers.py": """
        import torch

        from .helpers import Guided, Padding, record_hist, record_signs, split_outliers, split_static


        class Outliers(torch.nn.Module):
            def forward(self, x):
                regular, idx = split_outliers(x, 1.5)
                if idx.numel() == 0:
                    return regular
                return regular + x[:, idx].sum()


        class Static(torch.nn.Module):
            def forward(self, x):
                regular, idx = split_static(x, 2)
                if idx.numel() == 0:
                    return regular
                return regular + x[:, idx].sum()


        class Hist(torch.nn.Module):
            def forward(self, x):
                record_hist(x)
                return x * 2


        class Signs(torch.nn.Module):
            def forward(self, x):
                record_signs(x)
                return x * 2


        class Padded(torch.nn.Module):
            def forward(self, x):
                return x * Padding(x > 0, 2).padded_len()


        class Wide(torch.nn.Module):
            def forward(self, x):
                return x * Padding(x > 0, 2).padded_width()


        class Keyed(torch.nn.Module):
            def __init__(self):
                super().__init__()
                self.guided = Guided(2)

            def forward(self, x):
                return x * self.guided.from_tensor(0)


        class Listed(torch.nn.Module):
            def __init__(self):
                super().__init__()
                self.guided = Guided(2)

            def forward(self, x):
                return x * self.guided.from_list(0)


        outliers = torch.compile(Outliers(), fullgraph=True)
        static = torch.compile(Static(), fullgraph=True)
        hist = torch.compile(Hist(), fullgraph=True)
        signs = torch.compile(Signs(), fullgraph=True)
        padded = torch.compile(Padded(), fullgraph=True)
        wide = torch.compile(Wide(), fullgraph=True)
        keyed = torch.compile(Keyed(), fullgraph=True)
        listed = torch.compile(Listed(), fullgraph=True)
        """,
}


def _errors(tmp_path):
    make(tmp_path, FILES)
    res = scan([str(tmp_path / "clb27")], no_cache=True, jobs=1)
    return sorted({(f.root.rsplit(".", 2)[-2], f.rule) for f in res.findings if f.severity == "error"})


def test_a_data_dependent_size_handed_up_through_helpers(tmp_path):
    got = _errors(tmp_path)
    assert ("Outliers", "CL201") in got, got
    assert not [e for e in got if e[0] == "Static"], got


def test_histc_makes_a_float_tensor(tmp_path):
    got = _errors(tmp_path)
    assert ("Hist", "CL202") in got, got
    assert not [e for e in got if e[0] == "Signs"], got


def test_a_local_holding_a_property_read_is_tested_like_the_property(tmp_path):
    got = _errors(tmp_path)
    assert ("Padded", "CL201") in got, got
    assert not [e for e in got if e[0] == "Wide"], got


def test_an_element_of_a_tensor_field_keys_a_helper_dict(tmp_path):
    got = _errors(tmp_path)
    assert ("Keyed", "CL201") in got, got
    assert not [e for e in got if e[0] == "Listed"], got


def test_dynamo_agrees_on_the_blind27_shapes(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, FILES)
    m = _import_from(tmp_path, "clb27.layers")
    x = torch.randn(3, 4)
    assert _breaks(torch, m.outliers._orig_mod, x)
    assert not _breaks(torch, m.static._orig_mod, x)
    assert _breaks(torch, m.hist._orig_mod, x)
    assert not _breaks(torch, m.signs._orig_mod, x)
    assert _breaks(torch, m.padded._orig_mod, x)
    assert not _breaks(torch, m.wide._orig_mod, x)
    assert _breaks(torch, m.keyed._orig_mod, x)
    assert not _breaks(torch, m.listed._orig_mod, x)
