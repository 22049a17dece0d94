"""Speculative decoding, LoRA, KV cache and sampling code the way blind60's packages write it:

* ``parents = parent_list.tolist(); parent = parents[node]; while parent >= 0:`` (s1182): an
  element of a list ``.tolist()`` read, taken into a local and tested, needs the concrete number
  (a data-dependent guard, UserError); the twin tests the list's length;
* ``@with_resident_adapters(get_global_pool)`` whose wrapper calls ``pool_getter()`` (s1194): a
  decorator factory's ``Callable`` parameter holds what its decorator line passes, so the pool's
  ``@torch.compiler.disable`` method is reached; the twin's getter returns a plain pool;
* ``self.is_required = False`` then ``self.is_required |= p.prepare_if_required()`` (s1216): an
  augmented store may give the flag any value, so the branch it guards stays open; the twin
  assigns the flag once;
* ``active = subset if all_greedy else processors; for p in active: p.apply(x)`` with ``subset =
  [p for p in processors if ...]`` (s1215): either arm of the conditional, and the elements of
  the filtered list, are what the loop calls; the twin's processors are plain;
* ``reshape_and_cache(k, cache, self.kv_cache_dtype)`` where the attribute holds an fp8 cache
  config's field (s1202): the profile's default ``kv_cache_dtype='auto'`` pin yields to what every
  call passes the parameter, so the fp8 path's ``.item()`` test is reached; the twin's config
  keeps ``"auto"``;
* ``def __init__(self, config: SamplerConfig = SamplerConfig())`` built as ``Sampler()`` (s1220):
  the attribute holds the default object, whose ``enable_nan_check`` field is False, so the NaN
  check's data-dependent test is dead; the twin's field defaults to True.

Each breaking root has a clean twin; dynamo's verdict on the same package."""
from __future__ import annotations

import pytest

from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

FILES = {
    "clb60/__init__.py": "",
    "clb60/pool.py": """
        import functools

        import torch


        class AdapterPool:
            def __init__(self):
                self.resident = {}

            @torch.compiler.disable
            def ensure_resident(self, ids):
                return torch.tensor([self.resident.setdefault(i, len(self.resident)) for i in ids.tolist()])


        class PlainPool:
            def ensure_resident(self, ids):
                return ids * 0


        _POOL = AdapterPool()
        _PLAIN = PlainPool()


        def get_pool():
            return _POOL


        def get_plain_pool():
            return _PLAIN


        def with_resident(pool_getter):
            def decorator(fn):
                @functools.wraps(fn)
                def wrapper(x, ids):
                    pool = pool_getter()
                    return fn(x, pool.ensure_resident(ids))

                return wrapper

            return decorator
        """,
    "clb60/m.py": """
        import dataclasses
        from typing import Callable, List

        import torch

        from .pool import get_pool, with_resident


        def tree_mask(parent_list, n):
            mask = torch.zeros(n, n)
            parents = parent_list.tolist()
            for node in range(1, n):
                parent = parents[node]
                while parent >= 0:
                    mask[node, parent] = 1.0
                    parent = parents[parent]
            return mask


        def tree_width(parent_list, n):
            parents = parent_list.tolist()
            width = len(parents)
            return torch.zeros(n, width)


        def walked(x):
            return x.sum() + tree_mask(torch.tensor([-1, 0, 1]), 3)


        def counted(x):
            return x.sum() + tree_width(torch.tensor([-1, 0, 1]), 3)


        @with_resident(get_pool)
        def lora_delta(x, slots):
            return x * slots.float().sum()


        def resident(x):
            return lora_delta(x, torch.tensor([1, 2]))


        class Penalizer:
            def __init__(self, on):
                self.on = on

            def prepare_if_required(self):
                return self.on


        class Orchestrator:
            def __init__(self, penalizers):
                self.is_required = False
                for p in penalizers:
                    self.is_required |= p.prepare_if_required()

            def apply(self, x):
                if self.is_required:
                    print("applying penalties")
                return x


        class FixedOrchestrator:
            def __init__(self, penalizers):
                self.is_required = False
                self.penalizers = penalizers

            def apply(self, x):
                if self.is_required:
                    print("applying penalties")
                return x


        ORCH = Orchestrator([Penalizer(True)])
        FIXED = FixedOrchestrator([Penalizer(True)])


        def penalized(x):
            return ORCH.apply(x) * 2


        def fixed_penalized(x):
            return FIXED.apply(x) * 2


        class Processor:
            def is_argmax_invariant(self):
                return True

            def apply(self, x):
                return x


        class BiasProcessor(Processor):
            def is_argmax_invariant(self):
                return False

            def apply(self, x):
                bias = x.float().tolist()
                return x + sum(bias)


        class ScaleProcessor(Processor):
            def apply(self, x):
                return x * 2


        def make_pipeline(processors: List[Processor]) -> Callable:
            subset = [p for p in processors if not p.is_argmax_invariant()]

            def run(x, all_greedy: bool = False):
                active = subset if all_greedy else processors
                for p in active:
                    x = p.apply(x)
                return x

            return run


        biased = make_pipeline([BiasProcessor(), ScaleProcessor()])
        scaled = make_pipeline([ScaleProcessor()])


        @dataclasses.dataclass
        class CacheConfig:
            cache_dtype: str = "fp8_e4m3"


        def _resolve_scale(scale):
            s = scale.item()
            if s == 0.0:
                return 1.0
            return s


        def reshape_and_cache(x, scale, kv_cache_dtype):
            if kv_cache_dtype.startswith("fp8"):
                return x / _resolve_scale(scale)
            return x


        class Attention(torch.nn.Module):
            def __init__(self, cache_config):
                super().__init__()
                self.kv_cache_dtype = cache_config.cache_dtype
                self.register_buffer("k_scale", torch.tensor(2.0))

            def forward(self, x):
                return reshape_and_cache(x, self.k_scale, self.kv_cache_dtype) * 2


        FP8_ATTN = Attention(CacheConfig())


        def fp8_cache(x):
            return FP8_ATTN(x)


        @dataclasses.dataclass(frozen=True)
        class SamplerConfig:
            enable_nan_check: bool = False


        class Sampler(torch.nn.Module):
            def __init__(self, config: SamplerConfig = SamplerConfig()):
                super().__init__()
                self.config = config

            def forward(self, x):
                if self.config.enable_nan_check:
                    if torch.isnan(x).any():
                        raise RuntimeError("NaN in sampling probabilities")
                return x * 2


        SAMPLER = Sampler()


        def sampled(x):
            return SAMPLER(x)


        walked_c = torch.compile(walked, fullgraph=True)
        counted_c = torch.compile(counted, fullgraph=True)
        resident_c = torch.compile(resident, fullgraph=True)
        penalized_c = torch.compile(penalized, fullgraph=True)
        fixed_penalized_c = torch.compile(fixed_penalized, fullgraph=True)
        biased_c = torch.compile(biased, fullgraph=True)
        scaled_c = torch.compile(scaled, fullgraph=True)
        fp8_cache_c = torch.compile(fp8_cache, fullgraph=True)
        sampled_c = torch.compile(sampled, fullgraph=True)
        """,
}
FUNCS = ("walked", "counted", "resident", "penalized", "fixed_penalized", "fp8_cache", "sampled")
BREAKING = {"walked", "resident", "penalized", "fp8_cache"}

# the clean twins of the two value flows, in a package of their own (a parameter's value is what
# every call gives it, and a decorator factory's parameter what every decorator line passes:
# twins side by side in one package would merge): the same code, handed the plain pool and a
# cache config that keeps ``"auto"``
PLAIN = {
    "clb60p/__init__.py": "",
    "clb60p/pool.py": FILES["clb60/pool.py"],
    "clb60p/m.py": FILES["clb60/m.py"].replace("get_pool, with_resident", "get_plain_pool, with_resident").replace(
        "@with_resident(get_pool)", "@with_resident(get_plain_pool)").replace(
        'cache_dtype: str = "fp8_e4m3"', 'cache_dtype: str = "auto"').replace(
        "enable_nan_check: bool = False", "enable_nan_check: bool = True"),
}


def test_speculative_lora_cache_and_sampling_shapes(tmp_path):
    make(tmp_path, FILES)
    res = scan([str(tmp_path / "clb60")], no_cache=True, jobs=1)
    roots = {f.root for f in res.findings if f.severity == "error"}
    expected = {f"clb60.m.{n}" for n in BREAKING} | {"clb60.m.make_pipeline.<locals>.run"}
    assert roots == expected, sorted((f.root, f.rule, f.line, f.message) for f in res.findings)
    # the pipeline root is compiled twice: its finding is the bias processor's ``.tolist()``
    run = [f for f in res.findings if f.root == "clb60.m.make_pipeline.<locals>.run"]
    assert run and all("tolist" in f.message for f in run), run
    make(tmp_path, PLAIN)
    res = scan([str(tmp_path / "clb60p")], no_cache=True, jobs=1)
    roots = {f.root for f in res.findings if f.severity == "error"}
    assert roots == {"clb60p.m.walked", "clb60p.m.penalized", "clb60p.m.make_pipeline.<locals>.run",
                     "clb60p.m.sampled"}, sorted(
        (f.root, f.rule, f.line, f.message) for f in res.findings)


def test_dynamo_agrees_on_the_twins(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, FILES)
    m = _import_from(tmp_path, "clb60.m")
    x = torch.ones(2, 3)
    verdicts = {n: _breaks(torch, getattr(m, n + "_c")._torchdynamo_orig_callable, x) for n in FUNCS}
    assert {n for n, b in verdicts.items() if b} == BREAKING, verdicts
    assert _breaks(torch, m.biased_c._torchdynamo_orig_callable, x)
    assert not _breaks(torch, m.scaled_c._torchdynamo_orig_callable, x)
    make(tmp_path, PLAIN)
    p = _import_from(tmp_path, "clb60p.m")
    assert not _breaks(torch, p.resident_c._torchdynamo_orig_callable, x)
    assert not _breaks(torch, p.fp8_cache_c._torchdynamo_orig_callable, x)
    assert _breaks(torch, p.sampled_c._torchdynamo_orig_callable, x)
