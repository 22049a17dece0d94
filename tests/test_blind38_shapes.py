"""Objects handed around the way blind38's packages do it (s325, s323, s321):

* a submodule typed ``nn.Module`` in the constructor (``Tower(table: nn.Module)``, stored as
  ``self.table``) is what the constructions pass (``Tower(BucketTable(...))``), so its forward is
  an edge (every construction's argument counts: the flow is not per object, so the clean twin
  is a class of its own);
* a parameter annotated ``Sequence[FeatureConfig]`` holds FeatureConfig objects: ``list(configs)``
  stored and iterated (``for cfg, ids in zip(self.configs, feats): cfg.check(ids)``) calls their
  methods;
* ``registry[name]`` on a class whose own ``__getitem__`` declares ``-> Table`` gives a Table.

Each twin without the barrier stays clean; dynamo's verdict on the same package."""
from __future__ import annotations

import pytest

from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

FILES = {
    "clb38/__init__.py": "",
    "clb38/m.py": """
        import logging
        from typing import Dict, Sequence

        import torch
        from torch import nn

        logger = logging.getLogger(__name__)


        class CheckedTable(nn.Module):
            def __init__(self, n: int):
                super().__init__()
                self.n = n
                self.w = nn.Parameter(torch.randn(n, 4))

            def forward(self, ids):
                if (ids >= self.n).any():
                    ids = ids.clamp(max=self.n - 1)
                return self.w[ids]


        class PlainTable(nn.Module):
            def __init__(self, n: int):
                super().__init__()
                self.w = nn.Parameter(torch.randn(n, 4))

            def forward(self, ids):
                return self.w[ids]


        class Tower(nn.Module):
            def __init__(self, table: nn.Module):
                super().__init__()
                self.table = table

            def forward(self, ids):
                return self.table(ids).sum(0)


        class PlainTower(nn.Module):
            def __init__(self, table: nn.Module):
                super().__init__()
                self.table = table

            def forward(self, ids):
                return self.table(ids).sum(0)


        class FeatureConfig:
            def __init__(self, name: str, limit: int, loud: bool):
                self.name, self.limit, self.loud = name, limit, loud

            def check(self, ids) -> None:
                if self.loud:
                    logger.warning("feature %s: %d ids", self.name, ids.shape[0])


        class QuietConfig:
            def __init__(self, name: str):
                self.name = name

            def check(self, ids) -> None:
                return None


        class Bags(nn.Module):
            def __init__(self, configs: Sequence[FeatureConfig]):
                super().__init__()
                self.configs = list(configs)

            def forward(self, feats):
                for cfg, ids in zip(self.configs, feats):
                    cfg.check(ids)
                return torch.stack([f.float().sum() for f in feats])


        class QuietBags(nn.Module):
            def __init__(self, configs: Sequence[QuietConfig]):
                super().__init__()
                self.configs = list(configs)

            def forward(self, feats):
                for cfg, ids in zip(self.configs, feats):
                    cfg.check(ids)
                return torch.stack([f.float().sum() for f in feats])


        class Remap:
            def __init__(self):
                self.mapping = {1: 0, 2: 1}

            def remap(self, ids: torch.Tensor) -> torch.Tensor:
                return torch.tensor([self.mapping.get(i, 0) for i in ids.tolist()])


        class Shift:
            def remap(self, ids: torch.Tensor) -> torch.Tensor:
                return ids + 1


        class Registry:
            def __init__(self):
                self._tables: Dict[str, Remap] = {}

            def __getitem__(self, name: str) -> Remap:
                return self._tables[name]


        class ShiftRegistry:
            def __init__(self):
                self._tables: Dict[str, Shift] = {}

            def __getitem__(self, name: str) -> Shift:
                return self._tables[name]


        REG, SREG = Registry(), ShiftRegistry()
        REG._tables["item"] = Remap()
        SREG._tables["item"] = Shift()

        CHECKED = Tower(CheckedTable(8))
        PLAIN = PlainTower(PlainTable(8))
        LOUD = Bags([FeatureConfig("a", 4, True)])
        QUIET = QuietBags([QuietConfig("a")])


        @torch.compile(fullgraph=True)
        def tower_checked(ids):
            return CHECKED(ids)


        @torch.compile(fullgraph=True)
        def tower_plain(ids):
            return PLAIN(ids)


        @torch.compile(fullgraph=True)
        def bags_loud(ids):
            return LOUD([ids])


        @torch.compile(fullgraph=True)
        def bags_quiet(ids):
            return QUIET([ids])


        @torch.compile(fullgraph=True)
        def registry_remap(ids):
            return REG["item"].remap(ids)


        @torch.compile(fullgraph=True)
        def registry_shift(ids):
            return SREG["item"].remap(ids)
        """,
}


def test_objects_passed_typed_and_registered_are_followed(tmp_path):
    make(tmp_path, FILES)
    res = scan([str(tmp_path / "clb38")], no_cache=True, jobs=1)
    got = sorted({(f.root.rsplit(".", 1)[-1], f.rule) for f in res.findings if f.severity == "error"})
    assert got == [("bags_loud", "CL105"), ("registry_remap", "CL201"), ("tower_checked", "CL201")], got


def test_dynamo_agrees_on_the_objects(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, FILES)
    m = _import_from(tmp_path, "clb38.m")
    ids = torch.tensor([1, 2, 9])

    def breaks(fn, *args):
        return _breaks(torch, fn._torchdynamo_orig_callable, *args)

    assert breaks(m.tower_checked, ids)
    assert not breaks(m.tower_plain, torch.tensor([1, 2, 3]))
    assert breaks(m.bags_loud, ids)
    assert not breaks(m.bags_quiet, ids)
    assert breaks(m.registry_remap, ids)
    assert not breaks(m.registry_shift, ids)


NARROW = {
    "clb38n/__init__.py": "",
    "clb38n/m.py": """
        import subprocess

        import torch
        from torch import nn


        class Base:
            def apply(self, x):
                return x


        class Fp8(Base):
            def apply(self, x):
                return x * 2


        class Fp4(Base):
            def apply(self, x):
                subprocess.run(["nvcc", "--version"])
                return x


        FP8_METHODS = (Fp8,)


        class Wrapper(Base):
            def __init__(self, base_method: Base):
                self.base_method = base_method

            def apply(self, x):
                return self.base_method.apply(x)


        class Lin(nn.Module):
            def __init__(self, m: Base):
                super().__init__()
                self.quant_method = m

            def forward(self, x):
                return self.quant_method.apply(x)


        class TypedWrapper(Base):
            def __init__(self, base_method: Base):
                self.base_method = base_method

            def apply(self, x):
                return self.base_method.apply(x)


        def wrap(mods):
            # ``mod`` is unknown here: the test alone says what the argument is
            for mod in mods:
                if not isinstance(mod.quant_method, FP8_METHODS):
                    continue
                mod.quant_method = Wrapper(base_method=mod.quant_method)


        def wrap_typed(mods: list[Lin]):
            # ``mod.quant_method`` reads Lin's methods (Fp8 and Fp4): the test keeps Fp8
            for mod in mods:
                if isinstance(mod.quant_method, Fp8):
                    mod.quant_method = TypedWrapper(base_method=mod.quant_method)


        A, B = Lin(Fp8()), Lin(Fp4())


        @torch.compile(fullgraph=True)
        def run(x):
            return Wrapper(base_method=Fp8()).apply(x)


        @torch.compile(fullgraph=True)
        def run_typed(x):
            return TypedWrapper(base_method=Fp8()).apply(x)
        """,
}


def test_an_isinstance_test_narrows_what_a_constructor_is_given(tmp_path):
    """``Wrapper(base_method=mod.quant_method)`` past ``if not isinstance(mod.quant_method,
    FP8_METHODS): continue`` wraps only FP8 methods, whether or not the argument itself can be
    read: the wrapper never reaches the FP4 method (sglang multimodal_gen's
    StepMixedPrecisionFp8LinearMethod, whose loop variable comes from ``root.modules()``)."""
    make(tmp_path, NARROW)
    res = scan([str(tmp_path / "clb38n")], no_cache=True, jobs=1)
    assert not res.findings, [(f.rule, f.chain) for f in res.findings]


def test_dynamo_agrees_on_the_narrowed_wrapper(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, NARROW)
    m = _import_from(tmp_path, "clb38n.m")
    assert not _breaks(torch, m.run._torchdynamo_orig_callable, torch.randn(3))
    assert not _breaks(torch, m.run_typed._torchdynamo_orig_callable, torch.randn(3))


INPUTS = {
    "clb38i/__init__.py": "",
    "clb38i/m.py": """
        import torch
        from torch import nn


        class Manager:
            def writable(self, cache, ref_counts, block_id):
                if ref_counts[block_id] > 1:
                    cache[0].copy_(cache[block_id])
                    return 0
                return block_id


        class Appender(nn.Module):
            def __init__(self):
                super().__init__()
                self.manager = Manager()

            def forward(self, cache, ref_counts, block_id):
                kb = self.manager.writable(cache, ref_counts, block_id)
                return cache[kb].sum()


        class Scaled(nn.Module):
            def __init__(self):
                super().__init__()
                self.manager = Manager()

            def forward(self, cache, ref_counts: tuple = (1, 2, 1, 1), block_id: int = 1):
                kb = self.manager.writable(cache, ref_counts, block_id)
                return cache[kb].sum()


        class Sized(nn.Module):
            def pick(self, cache, ref_counts, block_id):
                if ref_counts.shape[0] > block_id.shape[0] + 8:
                    return 0
                return 1

            def forward(self, cache, ref_counts, block_id):
                return cache[self.pick(cache, ref_counts, block_id)].sum()


        @torch.compile(fullgraph=True)
        def direct(cache, flags):
            if flags[0] > 0:
                return cache * 2
            return cache


        @torch.compile(fullgraph=True)
        def direct_int(cache, n: int):
            if n > 0:
                return cache * 2
            return cache


        append = torch.compile(Appender(), fullgraph=True)
        scaled = torch.compile(Scaled(), fullgraph=True)
        sized = torch.compile(Sized(), fullgraph=True)
        """,
}


def test_a_root_input_handed_to_a_helper_that_tests_its_value(tmp_path):
    """blind37 s273: a compiled module's forward hands its own inputs on (``writable(cache,
    ref_counts, block_id)``) and the helper tests one element, ``if ref_counts[block_id] > 1:`` - the inputs of a
    compiled call are tensors, so the test is data-dependent (so is the root's own ``if flags[0] >
    0:``). Parameters with annotations or
    defaults may be Python values dynamo specializes (the twin's tuple of ints), and a test of the
    input's shape is static: both clean."""
    make(tmp_path, INPUTS)
    res = scan([str(tmp_path / "clb38i")], no_cache=True, jobs=1)
    got = sorted({(f.root.rsplit(".", 2)[-2], f.rule, f.line) for f in res.findings if f.severity == "error"})
    assert got == [("Appender", "CL201", 8), ("m", "CL201", 46)], got


def test_dynamo_agrees_on_the_root_inputs(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, INPUTS)
    m = _import_from(tmp_path, "clb38i.m")
    cache = torch.randn(4, 3)
    assert _breaks(torch, m.Appender(), cache, torch.tensor([1, 2, 1, 1]), torch.tensor(1))
    assert not _breaks(torch, m.Scaled(), cache)
    assert _breaks(torch, m.direct._torchdynamo_orig_callable, cache, torch.tensor([1, 0]))
    assert not _breaks(torch, m.direct_int._torchdynamo_orig_callable, cache, 1)
    assert not _breaks(torch, m.Sized(), cache, torch.tensor([1, 2, 1, 1]), torch.tensor([1]))
