"""Barriers the way blind47's packages (and sglang's multimodal runtime) reach them:

* ``if not isinstance(m.quant_method, FP8_METHODS): continue`` before
  ``m.quant_method = SteppedMethod(m.quant_method)``: the wrapping store lands only on objects whose
  attribute already holds one of those classes (a layer that only ever holds the plain method never
  runs the wrapper; sglang's ``install_step_mixed_precision`` wraps only ModelOpt FP8 methods);
* a dataclass without its own ``__init__``: constructing it runs ``__post_init__`` (s699);
* ``torch.cpu._is_avx2_supported()`` behind ``functools.lru_cache``: torch's private capability
  queries are measured like its public ones (s661; sglang's ``cpu_has_amx_support``);
* ``MOE_METHODS[quantization]()`` with ``{None: Unquantized, "fp8": Fp8}`` on a parameter the
  deployment fixes by name (``quantization=None``): the unquantized method only (s669); the twin
  picks the key from a constructor literal (``KindExperts("fp8")``);
* ``for start, n in _segments(lens): if n == 0: continue`` where the generator yields the numbers
  of ``lens.tolist()`` (s682); the twin's generator yields a tuple constant's numbers.

Each breaking root has a clean twin; dynamo's verdict on the same package."""
from __future__ import annotations

import pytest

from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

FILES = {
    "clb47/__init__.py": "",
    "clb47/m.py": """
        import functools
        import warnings
        from dataclasses import dataclass
        from typing import Optional

        import torch
        from torch import nn


        class QuantMethodBase:
            def apply(self, layer, x):
                raise NotImplementedError


        class PlainMethod(QuantMethodBase):
            def apply(self, layer, x):
                return x * 2


        class Fp8Method(QuantMethodBase):
            def apply(self, layer, x):
                return x * 3


        class SteppedMethod(QuantMethodBase):
            def __init__(self, base):
                self.base = base

            def apply(self, layer, x):
                warnings.warn("stepped precision")
                return self.base.apply(layer, x)


        FP8_METHODS = (Fp8Method,)


        class DenseLinear(nn.Module):
            def __init__(self):
                super().__init__()
                self.quant_method = PlainMethod()

            def forward(self, x):
                return self.quant_method.apply(self, x)


        class ScaledLinear(nn.Module):
            def __init__(self):
                super().__init__()
                self.quant_method = Fp8Method()

            def forward(self, x):
                return self.quant_method.apply(self, x)


        def install_stepping(model):
            for m in model.modules():
                if not isinstance(m, (DenseLinear, ScaledLinear)):
                    continue
                if not isinstance(m.quant_method, FP8_METHODS):
                    continue
                m.quant_method = SteppedMethod(base=m.quant_method)


        dense = DenseLinear()
        scaled = ScaledLinear()
        install_stepping(dense)
        install_stepping(scaled)


        def wrapped_dense(x):
            return dense(x)


        def wrapped_scaled(x):
            return scaled(x)


        @dataclass
        class ChunkMeta:
            seq: torch.Tensor
            offsets: Optional[torch.Tensor] = None

            def __post_init__(self):
                if self.offsets is None:
                    warnings.warn("ChunkMeta without offsets is deprecated")
                    self.offsets = torch.zeros_like(self.seq)


        @dataclass
        class PlainMeta:
            seq: torch.Tensor
            offsets: Optional[torch.Tensor] = None

            def __post_init__(self):
                if self.offsets is None:
                    self.offsets = torch.zeros_like(self.seq)


        def post_init_warns(x):
            return x + ChunkMeta(x).offsets


        def post_init_plain(x):
            return x + PlainMeta(x).offsets


        @functools.lru_cache(maxsize=1)
        def cpu_has_avx2() -> bool:
            return torch.cpu._is_avx2_supported()


        @functools.lru_cache(maxsize=1)
        def cuda_present() -> bool:
            return torch.cuda.is_available()


        def avx2_probe(x):
            return x * 2 if cpu_has_avx2() else x


        def threads_probe(x):
            return x * 2 if cuda_present() else x


        class UnquantMoE:
            def apply(self, x):
                return x + 1


        class Fp8MoE:
            def apply(self, x):
                if x.abs().max().item() > 100.0:
                    x = x.clamp(-100.0, 100.0)
                return x * 2


        MOE_METHODS = {None: UnquantMoE, "fp8": Fp8MoE}


        def get_moe_method(quantization):
            return MOE_METHODS[quantization]()


        @dataclass
        class MoEConfig:
            quantization: Optional[str] = None


        class Experts(nn.Module):
            def __init__(self, cfg):
                super().__init__()
                self.method = get_moe_method(cfg.quantization)

            def forward(self, x):
                return self.method.apply(x)


        class KindExperts(nn.Module):
            def __init__(self, kind):
                super().__init__()
                self.method = MOE_METHODS[kind]()

            def forward(self, x):
                return self.method.apply(x)


        experts = Experts(MoEConfig())
        kind_experts = KindExperts("fp8")


        def registry_pinned(x):
            return experts(x)


        def registry_literal(x):
            return kind_experts(x)


        def _segments(lens):
            start = 0
            for n in lens.tolist():
                yield start, n
                start += n


        def _fixed_segments(sizes):
            start = 0
            for n in sizes:
                yield start, n
                start += n


        SIZES = (2, 0, 2)


        def segments_tolist(x):
            lens = (x[:3] > 0).long() * 2
            out = x.clone()
            for start, n in _segments(lens):
                if n == 0:
                    continue
                out = out + 1
            return out


        def segments_fixed(x):
            out = x.clone()
            for start, n in _fixed_segments(SIZES):
                if n == 0:
                    continue
                out = out + 1
            return out


        segments_tolist_c = torch.compile(segments_tolist, fullgraph=True)
        segments_fixed_c = torch.compile(segments_fixed, fullgraph=True)
        registry_pinned_c = torch.compile(registry_pinned, fullgraph=True)
        registry_literal_c = torch.compile(registry_literal, fullgraph=True)
        wrapped_dense_c = torch.compile(wrapped_dense, fullgraph=True)
        wrapped_scaled_c = torch.compile(wrapped_scaled, fullgraph=True)
        post_init_warns_c = torch.compile(post_init_warns, fullgraph=True)
        post_init_plain_c = torch.compile(post_init_plain, fullgraph=True)
        avx2_probe_c = torch.compile(avx2_probe, fullgraph=True)
        threads_probe_c = torch.compile(threads_probe, fullgraph=True)
        """,
}
NAMES = ("wrapped_dense", "wrapped_scaled", "post_init_warns", "post_init_plain", "avx2_probe", "threads_probe",
         "registry_pinned", "registry_literal", "segments_tolist", "segments_fixed")
BREAKING = {"wrapped_scaled", "post_init_warns", "avx2_probe", "registry_literal", "segments_tolist"}


def _roots(res) -> set:
    return {f.root.rsplit(".", 1)[-1] for f in res.findings if f.severity == "error"}


def test_barriers_reached_where_they_run(tmp_path):
    make(tmp_path, FILES)
    res = scan([str(tmp_path / "clb47")], no_cache=True, jobs=1)
    assert _roots(res) == BREAKING, sorted((f.root, f.rule, f.line) for f in res.findings)
    chains = [" ".join(f.chain) for f in res.findings]
    assert any("ChunkMeta.__post_init__" in c for c in chains), chains
    assert any("SteppedMethod.apply" in c and "ScaledLinear.forward" in c for c in chains), chains


def test_dynamo_agrees_on_the_twins(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, FILES)
    m = _import_from(tmp_path, "clb47.m")
    x = torch.ones(4)
    verdicts = {n: _breaks(torch, getattr(m, n + "_c")._torchdynamo_orig_callable, x) for n in NAMES}
    assert {n for n, b in verdicts.items() if b} == BREAKING, verdicts
