"""Top-k / top-p renormalisation kernels."""
from __future__ import annotations

import torch

from .jit_spec import JitSpec, load_jit_module, register_reference


@register_reference("sampling", "top_k_renorm_probs")
def _top_k_renorm_probs_ref(probs: torch.Tensor, top_k: int) -> torch.Tensor:
    topk_vals, _ = probs.topk(top_k, dim=-1)
    pivot = topk_vals[..., -1:]
    kept = torch.where(probs >= pivot, probs, torch.zeros_like(probs))
    return kept / kept.sum(dim=-1, keepdim=True)


@register_reference("sampling", "top_p_renorm_probs")
def _top_p_renorm_probs_ref(probs: torch.Tensor, top_p: float) -> torch.Tensor:
    sorted_probs, sorted_idx = probs.sort(dim=-1, descending=True)
    cumsum = sorted_probs.cumsum(dim=-1)
    mask = (cumsum - sorted_probs) > top_p
    sorted_probs = sorted_probs.masked_fill(mask, 0.0)
    kept = torch.zeros_like(probs).scatter(-1, sorted_idx, sorted_probs)
    return kept / kept.sum(dim=-1, keepdim=True)


def gen_sampling_module_spec() -> JitSpec:
    return JitSpec(
        name="sampling",
        sources=("sampling.cu", "renorm.cu", "sampling_jit_pybind.cc"),
        extra_cuda_cflags=("-DFLASHINFER_ENABLE_F16", "-DFLASHINFER_ENABLE_BF16"),
    )


def get_sampling_module():
    return load_jit_module(gen_sampling_module_spec())


def top_k_renorm_probs(probs: torch.Tensor, top_k: int) -> torch.Tensor:
    return get_sampling_module().top_k_renorm_probs(probs, top_k)


def top_p_renorm_probs(probs: torch.Tensor, top_p: float) -> torch.Tensor:
    return get_sampling_module().top_p_renorm_probs(probs, top_p)
