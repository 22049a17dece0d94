"""A module global filled by a function through ``global`` (blind31 r038: ``_RUNNER = None`` at
module level, ``def build_runner(): global _RUNNER; _RUNNER = LoRARunner()``, and a compiled
``decode(x)`` calling ``_RUNNER(x)``): the function's store is one of the values the name holds, so
the runner's forward - and the ``threading.RLock`` its adapter table takes - are reached. A local of
the same name in another function (no ``global``) is not.

And a chained call's argument (r031: ``self.bank.get(idx).delta(x)`` with ``idx =
self.router.select(x)`` returning ``int(best.item())``, and ``get`` indexing an ``nn.ModuleList`` by
``idx``): the arguments are read from the inner call, which starts where the outer one does.
Dynamo's verdict on the same package is measured where torch is installed."""
from __future__ import annotations

import pytest

from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

FILES = {
    "clb31/__init__.py": "",
    "clb31/serving.py": """
        import threading

        import torch
        from torch import nn


        class Table:
            def __init__(self):
                self._lock = threading.RLock()
                self.scale = 2.0

            def snapshot(self):
                with self._lock:
                    return self.scale


        class Runner(nn.Module):
            def __init__(self):
                super().__init__()
                self.table = Table()

            def forward(self, x):
                return x * self.table.snapshot()


        class Quiet(nn.Module):
            def forward(self, x):
                return x * 2


        def build_runner():
            global _RUNNER
            _RUNNER = Runner()
            return _RUNNER


        def build_other():
            _QUIET = Runner()  # a local: the module's _QUIET keeps what the module stores
            return _QUIET


        _RUNNER = None
        _QUIET = Quiet()


        @torch.compile(fullgraph=True)
        def decode(x):
            return _RUNNER(x)


        @torch.compile(fullgraph=True)
        def decode_quiet(x):
            return _QUIET(x)
        """,
    "clb31/routing.py": """
        import torch
        from torch import nn


        class Adapter(nn.Module):
            def delta(self, x):
                return x * 0.5


        class Bank(nn.Module):
            def __init__(self):
                super().__init__()
                self.adapters = nn.ModuleList(Adapter() for _ in range(3))

            def get(self, idx):
                return self.adapters[idx]


        class Router(nn.Module):
            def select(self, x):
                return int(x.mean(dim=0).argmax().item())


        class Routed(nn.Module):
            def __init__(self):
                super().__init__()
                self.bank = Bank()
                self.router = Router()

            def forward(self, x):
                idx = self.router.select(x)
                return x + self.bank.get(idx).delta(x)


        class Fixed(Routed):
            def forward(self, x):
                return x + self.bank.get(0).delta(x)


        routed = torch.compile(Routed(), fullgraph=True)
        fixed = torch.compile(Fixed(), fullgraph=True)
        """,
}


def test_a_global_a_function_fills_holds_what_it_stores(tmp_path):
    make(tmp_path, FILES)
    res = scan([str(tmp_path / "clb31")], no_cache=True, jobs=1)
    got = sorted({(f.root.rsplit(".", 1)[-1], f.rule) for f in res.findings if f.severity == "error"})
    assert [e for e in got if e[0] == "decode"], got
    assert not [e for e in got if e[0] == "decode_quiet"], got


def test_a_chained_calls_arguments_are_the_inner_calls(tmp_path):
    make(tmp_path, FILES)
    res = scan([str(tmp_path / "clb31")], no_cache=True, jobs=1)
    got = sorted({(f.root.rsplit(".", 2)[-2], f.rule) for f in res.findings if f.severity == "error"
                  and ".routing." in f.root})
    assert got == [("Routed", "CL201")], got


def test_dynamo_agrees_on_a_chained_lookup(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, FILES)
    m = _import_from(tmp_path, "clb31.routing")
    x = torch.randn(3, 3)
    assert _breaks(torch, m.routed._orig_mod, x)
    assert not _breaks(torch, m.fixed._orig_mod, x)


def test_dynamo_agrees_on_a_global_filled_by_a_function(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, FILES)
    m = _import_from(tmp_path, "clb31.serving")
    m.build_runner()
    x = torch.randn(2, 4)
    assert _breaks(torch, m.decode._torchdynamo_orig_callable, x)
    assert not _breaks(torch, m.decode_quiet._torchdynamo_orig_callable, x)


CLS_CTOR = {
    "clb31c/__init__.py": "",
    "clb31c/m.py": """
        import warnings
        from dataclasses import dataclass
        from typing import Optional

        import torch


        @dataclass
        class PenaltyConfig:
            alpha: float = 0.1
            length_alpha: Optional[float] = None  # deprecated

            @classmethod
            def from_dict(cls, d: dict) -> "PenaltyConfig":
                return cls(**{k: v for k, v in d.items() if k in cls.__dataclass_fields__})

            def effective_alpha(self) -> float:
                if self.length_alpha is not None:
                    warnings.warn("length_alpha is deprecated", DeprecationWarning)
                    return self.length_alpha
                return self.alpha


        @dataclass
        class PlainConfig:
            alpha: float = 0.1
            length_alpha: Optional[float] = None

            def effective_alpha(self) -> float:
                if self.length_alpha is not None:
                    warnings.warn("length_alpha is deprecated", DeprecationWarning)
                    return self.length_alpha
                return self.alpha


        LEGACY = PenaltyConfig.from_dict({"length_alpha": 0.05})
        PLAIN = PlainConfig()


        @torch.compile(fullgraph=True)
        def legacy(x):
            return x * LEGACY.effective_alpha()


        @torch.compile(fullgraph=True)
        def plain(x):
            return x * PLAIN.effective_alpha()
        """,
}


def test_cls_in_a_classmethod_constructs_the_class(tmp_path):
    """blind31 r007: ``cls(**known)`` in ``from_dict`` is a construction of the dataclass, so the
    deprecated field it may pass keeps the warning live; a class built only with its defaults
    keeps the branch dead."""
    make(tmp_path, CLS_CTOR)
    res = scan([str(tmp_path / "clb31c")], no_cache=True, jobs=1)
    got = sorted({(f.root.rsplit(".", 1)[-1], f.rule) for f in res.findings if f.severity == "error"})
    assert got == [("legacy", "CL106")], got


def test_dynamo_agrees_on_the_classmethod_construction(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, CLS_CTOR)
    m = _import_from(tmp_path, "clb31c.m")
    x = torch.randn(3)
    assert _breaks(torch, m.legacy._torchdynamo_orig_callable, x)
    assert not _breaks(torch, m.plain._torchdynamo_orig_callable, x)


HANDED_ON = {
    "clb31h/__init__.py": "",
    "clb31h/m.py": """
        from collections import OrderedDict

        import torch
        from torch import nn


        class LayoutCache:
            def __init__(self):
                self._store: "OrderedDict[int, torch.Tensor]" = OrderedDict()

            def buffer(self, num_graphs: int, dim: int, like: torch.Tensor) -> torch.Tensor:
                buf = self._store.get(num_graphs)
                if buf is None:
                    buf = like.new_zeros(num_graphs, dim)
                    self._store[num_graphs] = buf
                return buf.zero_()


        def infer_num_graphs(batch: torch.Tensor) -> int:
            return int(batch.max()) + 1


        class Readout(nn.Module):
            def __init__(self):
                super().__init__()
                self.cache = LayoutCache()

            def forward(self, x: torch.Tensor, num_graphs: int) -> torch.Tensor:
                return self.cache.buffer(num_graphs, x.size(1), x) + x.sum()


        class Model(nn.Module):
            def __init__(self):
                super().__init__()
                self.readout = Readout()

            def forward(self, x, batch):
                return self.readout(x, infer_num_graphs(batch))


        class Fixed(Model):
            def forward(self, x, batch):
                return self.readout(x, 2)


        model = torch.compile(Model(), fullgraph=True)
        fixed = torch.compile(Fixed(), fullgraph=True)
        """,
}


def test_a_number_handed_on_reaches_the_lookup_it_keys(tmp_path):
    """blind31 r012: the model hands ``infer_num_graphs(batch)`` (``int(batch.max()) + 1``) to a
    submodule's forward, which hands it on to a cache keyed by it (``self._store.get(num_graphs)``
    on an ``OrderedDict``): the lookup is data-dependent on the model's call. The same submodule
    given a constant is not."""
    make(tmp_path, HANDED_ON)
    res = scan([str(tmp_path / "clb31h")], no_cache=True, jobs=1)
    got = sorted({(f.root.rsplit(".", 2)[-2], f.rule) for f in res.findings if f.severity == "error"})
    assert got == [("Model", "CL201")], got


def test_dynamo_agrees_on_the_handed_on_number(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, HANDED_ON)
    m = _import_from(tmp_path, "clb31h.m")
    x, batch = torch.randn(4, 3), torch.tensor([0, 0, 1, 1])
    assert _breaks(torch, m.model._orig_mod, x, batch)
    assert not _breaks(torch, m.fixed._orig_mod, x, batch)
