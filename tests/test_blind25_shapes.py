"""Shapes found on the blind24/blind25 corpora that hid a real break from the scan, each checked
against dynamo where torch is installed:

* ``copy.deepcopy(self)`` of an object whose class annotates a tensor container (``tails:
  Dict[str, torch.Tensor]``) deep-copies tensors (the catalogue's tensor form; v018);
* ``repr(layout)`` of a dataclass instance: its generated ``__repr__`` calls a skipped
  ``_thread.get_ident`` (the catalogue's ``dataclass`` form of ``builtins.repr``), here through a
  staticmethod whose parameter the callers hand the object (v035);
* ``_lock: threading.Lock = field(default_factory=threading.Lock)``: the field holds what the
  factory makes (v038);
* ``n = mask.sum(); self._check_counts(n, m)`` where the helper tests ``if n != m``: a test of a
  tensor (v036);
* ``self.temperatures.flatten().tolist()``: a field named as the float locals are (v002);
* ``collapse(best.tolist(), blank)`` where the helper loops ``for tok in ids: if tok != prev``: each
  element is a number read from a tensor (v013);
* ``t.is_pinned()`` on a ``t: torch.Tensor``: the catalogue's tensor queries (each public
  zero-argument method of a tensor that returns a plain value, measured: ``is_pinned``,
  ``storage_offset``, ``is_signed`` fail; ``size``, ``dim``, ``is_contiguous`` compile) (v006);
* ``transformer = enable_cache(Model().eval())`` where the helper returns its parameter after
  ``model.cache = Cache(...)``: the root is the model, and ``self.cache = None`` in ``__init__`` is
  a placeholder the helper's object fills (u022)."""
from __future__ import annotations

import pytest

from compilelint import catalogue
from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

FILES = {
    "clb25/__init__.py": "",
    "clb25/state.py": """
        import copy
        import threading
        from dataclasses import dataclass, field
        from typing import Dict

        import torch


        @dataclass
        class Tails:
            tails: Dict[str, torch.Tensor] = field(default_factory=dict)

            def snapshot(self):
                return copy.deepcopy(self)


        @dataclass
        class Counts:
            steps: int = 0

            def snapshot(self):
                return copy.deepcopy(self)


        def collapse(ids, blank):
            out = []
            prev = blank
            for tok in ids:
                if tok != prev and tok != blank:
                    out.append(tok)
                prev = tok
            return out


        def upload(t: torch.Tensor, device: torch.device) -> torch.Tensor:
            if t.is_contiguous() and t.dim() == 1:
                return t.to(device, non_blocking=t.is_pinned())
            return t.to(device)


        @dataclass(frozen=True)
        class Layout:
            h: int = 2
            w: int = 2


        class KeyCache:
            def __init__(self):
                self.entries = {}

            @staticmethod
            def key_for(layout, name):
                return f"{repr(layout)}|{name}"

            def get(self, layout, name):
                return self.entries.get(self.key_for(layout, name))


        @dataclass
        class Budget:
            used: int = 0
            _lock: threading.Lock = field(default_factory=threading.Lock)

            def consume(self, n):
                with self._lock:
                    self.used += n


        class Cache:
            def __init__(self):
                self.hits = 0

            def reuse(self, x):
                return (x.abs().mean() < 0.1).item() > 0
        """,
    "clb25/layers.py": """
        import torch
        from torch import nn

        from .state import Budget, Cache, Counts, KeyCache, Layout, Tails, collapse, upload


        class Snap(nn.Module):
            def __init__(self):
                super().__init__()
                self.state = Tails({"a": torch.zeros(2)})

            def forward(self, x):
                self.state.snapshot()
                return x + 1


        class PlainSnap(nn.Module):
            def __init__(self):
                super().__init__()
                self.counts = Counts()

            def forward(self, x):
                self.counts.snapshot()
                return x + 1


        class Keyed(nn.Module):
            def __init__(self):
                super().__init__()
                self.cache = KeyCache()

            def forward(self, x):
                layout = Layout(h=x.shape[0])
                self.cache.get(layout, "pos")
                return x + 1


        class Budgeted(nn.Module):
            def __init__(self):
                super().__init__()
                self.budget = Budget()

            def forward(self, x):
                self.budget.consume(x.shape[0])
                return x + 1


        class Checked(nn.Module):
            @staticmethod
            def _check(n, m):
                if n != m:
                    raise ValueError("mismatch")

            def forward(self, x):
                n = (x > 0).sum()
                self._check(n, x.shape[0])
                return x + 1


        class Sampler(nn.Module):
            def __init__(self):
                super().__init__()
                self.temperatures = torch.ones(4)

            def forward(self, x):
                greedy = all(t < 1e-5 for t in self.temperatures.flatten().tolist())
                return x if greedy else x * 2


        class Cached(nn.Module):
            def __init__(self):
                super().__init__()
                self.cache = None

            def forward(self, x):
                if self.cache is not None and self.cache.reuse(x):
                    return x
                return x * 2


        def enable_cache(model: nn.Module) -> nn.Module:
            model.cache = Cache()
            return model


        class Collapsed(nn.Module):
            def forward(self, x):
                ids = collapse(x.view(2, 2).argmax(-1).tolist(), 0)
                return x * len(ids)


        class Uploaded(nn.Module):
            def forward(self, x):
                return upload(x, x.device) + 1


        snap = torch.compile(Snap(), fullgraph=True)
        uploaded = torch.compile(Uploaded(), fullgraph=True)
        collapsed = torch.compile(Collapsed(), fullgraph=True)
        plain_snap = torch.compile(PlainSnap(), fullgraph=True)
        keyed = torch.compile(Keyed(), fullgraph=True)
        budgeted = torch.compile(Budgeted(), fullgraph=True)
        checked = torch.compile(Checked(), fullgraph=True)
        sampler = torch.compile(Sampler(), fullgraph=True)
        cached_model = enable_cache(Cached().eval())
        cached = torch.compile(cached_model, fullgraph=True)
        """,
}

BREAKING = {"Snap": "CL112", "Keyed": "CL112", "Budgeted": "CL108", "Checked": "CL201", "Sampler": "CL202",
            "Cached": "CL201", "Uploaded": "CL111", "Collapsed": "CL201"}
CLEAN = ("PlainSnap",)


@pytest.fixture(scope="module")
def found(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("clb25")
    make(tmp, FILES)
    res = scan([str(tmp / "clb25")], no_cache=True, jobs=1)
    out: dict = {}
    for f in res.findings:
        if f.severity == "error":
            out.setdefault(f.root.rsplit(".", 2)[-2], set()).add(f.rule)
    return out


@pytest.mark.parametrize("root", sorted(BREAKING))
def test_each_shape_is_reported(found, root):
    assert BREAKING[root] in found.get(root, set()), found


@pytest.mark.parametrize("root", CLEAN)
def test_the_safe_forms_are_not_reported(found, root):
    assert root not in found, found[root]


def test_the_argument_forms_are_measured():
    assert catalogue.dataclass_only("builtins.repr") and not catalogue.tensor_only("builtins.repr")
    assert catalogue.tensor_only("copy.deepcopy")
    assert catalogue.verdict("torch.Tensor().is_pinned") == ("CL111", "torch.* op returned non-Tensor")
    assert catalogue.verdict("torch.Tensor().size") is None and catalogue.verdict("torch.Tensor().dim") is None


def test_dynamo_agrees_on_the_shapes(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, FILES)
    m = _import_from(tmp_path, "clb25.layers")
    x = torch.randn(4)
    for name in BREAKING:
        compiled = m.cached if name == "Cached" else getattr(m, name.lower())
        assert _breaks(torch, compiled._orig_mod, x), name
    for name in CLEAN:
        assert not _breaks(torch, getattr(m, "plain_snap")._orig_mod, x), name
