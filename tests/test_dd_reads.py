"""Numbers and tensors read from a tensor's data reach a branch through a property, through an
overridden method, through a conditional expression, and through a conversion (``int(m.sum())``);
constructor parameters of a class built from a registry with ``**kwargs`` stay open. Found on the
blind corpus blind18 (m003, m008); each test fails without its mechanism, and dynamo's verdict on the
same package is measured where torch is installed."""
from __future__ import annotations

import pytest

from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

PROPERTY = {
    "cldd_prop/__init__.py": "",
    "cldd_prop/batch.py": """
        from dataclasses import dataclass

        import torch


        @dataclass
        class Batch:
            seq_lens: torch.Tensor

            @property
            def max_seq_len(self) -> int:
                return int(self.seq_lens.max().item())

            @property
            def size(self) -> int:
                return self.seq_lens.shape[0]
        """,
    "cldd_prop/backend.py": """
        import torch


        class Native:
            def __init__(self, window: int = -1):
                self.window = window

            def forward(self, q, batch):
                out = q * 2
                if self.window > 0:
                    if batch.max_seq_len > self.window:
                        out = out - 1
                return out

            def forward_plain(self, q, batch):
                out = q * 2
                if batch.size > 2:
                    out = out + 1
                return out


        class Triton(Native):
            pass


        BACKENDS = {"native": Native, "triton": Triton}


        def create(name, **kwargs):
            return BACKENDS[name](**kwargs)
        """,
    "cldd_prop/model.py": """
        import torch
        from torch import nn

        from .backend import create
        from .batch import Batch


        class Model(nn.Module):
            def __init__(self, window=4):
                super().__init__()
                self.backend = create("native", window=window)

            def forward(self, q, seq_lens):
                return self.backend.forward(q, Batch(seq_lens))


        class Plain(nn.Module):
            def __init__(self):
                super().__init__()
                self.backend = create("triton")

            def forward(self, q, seq_lens):
                return self.backend.forward_plain(q, Batch(seq_lens))


        model = torch.compile(Model(), fullgraph=True)
        plain = torch.compile(Plain(), fullgraph=True)
        """,
}


def test_a_property_reading_a_tensor_value_in_a_test_and_registry_built_parameters(tmp_path):
    root = make(tmp_path, PROPERTY)
    res = scan([str(root / "cldd_prop")], no_cache=True, jobs=1)
    got = sorted((f.root.rsplit(".", 2)[-2], f.rule, f.line) for f in res.findings)
    # ``window`` reaches Native through ``BACKENDS[name](**kwargs)``: its default -1 decides nothing;
    # ``batch.size`` is a shape
    assert got == [("Model", "CL201", 12)], got


PENALIZERS = {
    "cldd_pen/__init__.py": "",
    "cldd_pen/base.py": """
        import abc

        import torch


        class Penalizer(abc.ABC):
            def __init__(self, owner):
                self.owner = owner

            def is_required(self):
                return self._is_required()

            @abc.abstractmethod
            def _is_required(self):
                ...

            def apply(self, logits):
                return logits


        class Orchestrator:
            def __init__(self, kinds, penalties):
                self.penalties = penalties
                self.items = {k: k(self) for k in kinds}

            def apply(self, logits):
                for p in self.items.values():
                    if p.is_required():
                        logits = p.apply(logits) - 1
                return logits
        """,
    "cldd_pen/kinds.py": """
        from .base import Penalizer


        class Frequency(Penalizer):
            def _is_required(self):
                return (self.owner.penalties != 0.0).any()


        class MinTokens(Penalizer):
            def _is_required(self):
                return len(self.owner.penalties) > 100
        """,
    "cldd_pen/sampler.py": """
        import torch

        from .base import Orchestrator
        from .kinds import Frequency, MinTokens

        orch = Orchestrator([MinTokens, Frequency], torch.ones(4))
        step = torch.compile(orch.apply, fullgraph=True)
        """,
}


def test_a_truth_test_of_a_method_whose_override_returns_a_tensor(tmp_path):
    root = make(tmp_path, PENALIZERS)
    res = scan([str(root / "cldd_pen")], no_cache=True, jobs=1)
    got = sorted((f.rule, f.path.rsplit("/", 1)[-1], f.line) for f in res.findings)
    assert got == [("CL201", "base.py", 29)], got


COUNT = {
    "cldd_count/__init__.py": "",
    "cldd_count/cache.py": """
        import torch


        class Cache:
            def __init__(self):
                self.keys = torch.zeros(1, 8)

            def seq_length(self) -> int:
                return int(self.keys[0].ne(0).sum())

            def capacity(self) -> int:
                return int(self.keys.shape[-1])
        """,
    "cldd_count/model.py": """
        import torch

        from .cache import Cache


        def step(x, cache=None):
            n = cache.seq_length() if cache is not None else 0
            if n + x.shape[0] > 6:
                x = x - 1
            m = cache.capacity() if cache is not None else 0
            if m + x.shape[0] > 100:
                x = x + 1
            return x


        def run(x):
            cache = Cache()
            return step(x, cache)


        compiled = torch.compile(run, fullgraph=True)
        """,
}


def test_a_count_read_by_int_of_a_reduction_through_a_conditional_expression(tmp_path):
    root = make(tmp_path, COUNT)
    res = scan([str(root / "cldd_count")], no_cache=True, jobs=1)
    got = sorted((f.rule, f.line) for f in res.findings)
    assert got == [("CL201", 9)], got


def test_dynamo_agrees(tmp_path):
    torch = pytest.importorskip("torch")
    root = make(tmp_path, PROPERTY)
    m = _import_from(root, "cldd_prop.model")
    q, lens = torch.randn(3, 2), torch.tensor([1, 5, 7])
    assert _breaks(torch, m.Model(), q, lens)
    assert not _breaks(torch, m.Plain(), q, lens)
    root2 = make(tmp_path / "p", PENALIZERS)
    base = _import_from(root2, "cldd_pen.base")
    kinds = _import_from(root2, "cldd_pen.kinds")
    assert _breaks(torch, base.Orchestrator([kinds.MinTokens, kinds.Frequency], torch.ones(4)).apply, torch.randn(2, 4))
    assert not _breaks(torch, base.Orchestrator([kinds.MinTokens], torch.ones(4)).apply, torch.randn(2, 4))
    root3 = make(tmp_path / "c", COUNT)
    cm = _import_from(root3, "cldd_count.model")
    cache = _import_from(root3, "cldd_count.cache")
    assert _breaks(torch, cm.step, torch.randn(2), cache.Cache())
    assert not _breaks(torch, cm.step, torch.randn(2))


RUNNER = {
    "cldd_run/__init__.py": "",
    "cldd_run/caches.py": """
        import torch


        class Cache:
            def length(self) -> int:
                return 0


        class GrowingCache(Cache):
            def __init__(self):
                self.k = torch.zeros(2, 8)

            def length(self) -> int:
                return self.k.shape[-1]


        class SlotCache(Cache):
            def __init__(self):
                self.k = torch.zeros(2, 8)

            def length(self) -> int:
                return int(self.k[0].ne(0).sum())
        """,
    "cldd_run/model.py": """
        import torch
        from torch import nn

        from .caches import GrowingCache, SlotCache


        class Model(nn.Module):
            def __init__(self):
                super().__init__()
                self.proj = nn.Linear(8, 8)

            def forward(self, x, cache=None):
                if cache is None:
                    cache = GrowingCache()
                seen = cache.length()
                if seen + x.shape[0] > 6:
                    x = x * 0.5
                return self.proj(x)


        class Runner:
            def __init__(self, model):
                self.model = model
                self.cache = SlotCache()

            def step(self, x):
                return self.model(x, cache=self.cache)


        runner = Runner(Model())
        step = torch.compile(runner.step, fullgraph=True)
        """,
}


def test_an_object_a_module_call_hands_a_model_stored_from_a_constructor_argument(tmp_path):
    root = make(tmp_path, RUNNER)
    res = scan([str(root / "cldd_run")], no_cache=True, jobs=1)
    got = sorted((f.rule, f.path.rsplit("/", 1)[-1], f.line) for f in res.findings)
    # ``self.model`` holds the Model handed to Runner(...): its ``cache`` parameter is the SlotCache
    assert got == [("CL201", "model.py", 17)], got


def test_dynamo_agrees_on_the_runner(tmp_path):
    torch = pytest.importorskip("torch")
    root = make(tmp_path, RUNNER)
    m = _import_from(root, "cldd_run.model")
    assert _breaks(torch, m.Runner(m.Model()).step, torch.randn(2, 8))
    assert not _breaks(torch, m.Model(), torch.randn(2, 8))


# a Python dict or list indexed by a number read from a tensor (blind21 r003: LoRA slots looked up
# by adapter ids from ``.tolist()``); a tensor indexed by it compiles
KEYED = {
    "clkeyed/__init__.py": "",
    "clkeyed/slots.py": """
        import torch


        class Slots:
            def __init__(self):
                self.slot_of = {0: 0, 1: 2, 2: 1}
                self.rows = torch.randn(3, 4)

            def by_dict(self, ids):
                out = []
                for a in ids.tolist():
                    out.append(self.slot_of[a])
                return torch.tensor(out)

            def by_get(self, ids):
                first = int(ids.max())
                return torch.tensor(self.slot_of.get(first, 0))

            def by_tensor(self, ids):
                return torch.stack([self.rows[a] for a in ids.tolist()])


        SLOTS = Slots()
        compiled_dict = torch.compile(SLOTS.by_dict, fullgraph=True)
        compiled_get = torch.compile(SLOTS.by_get, fullgraph=True)
        compiled_tensor = torch.compile(SLOTS.by_tensor, fullgraph=True)
        """,
}


def test_a_python_container_indexed_by_a_tensor_read_number_breaks(tmp_path):
    make(tmp_path, KEYED)
    res = scan([str(tmp_path / "clkeyed")], no_cache=True, jobs=1)
    got = sorted((f.root.rsplit(".", 1)[-1], f.rule, f.line) for f in res.findings if f.severity == "error")
    assert got == [("by_dict", "CL201", 13), ("by_get", "CL201", 18)], got


def test_dynamo_agrees_on_keyed_lookups(tmp_path):
    torch = pytest.importorskip("torch")
    make(tmp_path, KEYED)
    m = _import_from(tmp_path, "clkeyed.slots")
    ids = torch.tensor([0, 2, 1])
    assert _breaks(torch, m.SLOTS.by_dict, ids)
    assert _breaks(torch, m.SLOTS.by_get, ids)
    assert not _breaks(torch, m.SLOTS.by_tensor, ids)
