from __future__ import annotations

import torch


@torch.library.custom_op("corpus_q008::sgmv_shrink", mutates_args=())
def sgmv_shrink(x: torch.Tensor, lora_a: torch.Tensor, seg_lens: torch.Tensor, seg_ids: torch.Tensor) -> torch.Tensor:
    """x: [T, in]; lora_a: [n_adapters, rank, in]; segments of tokens share one adapter."""
    out = x.new_zeros(x.shape[0], lora_a.shape[1])
    start = 0
    for length, adapter in zip(seg_lens.tolist(), seg_ids.tolist()):
        if adapter >= 0:
            out[start : start + length] = x[start : start + length] @ lora_a[adapter].t()
        start += length
    return out


@sgmv_shrink.register_fake
def _(x, lora_a, seg_lens, seg_ids):
    return x.new_empty(x.shape[0], lora_a.shape[1])


@torch.library.custom_op("corpus_q008::sgmv_expand", mutates_args=())
def sgmv_expand(
    y: torch.Tensor, lora_b: torch.Tensor, seg_lens: torch.Tensor, seg_ids: torch.Tensor, scaling: float
) -> torch.Tensor:
    out = y.new_zeros(y.shape[0], lora_b.shape[1])
    start = 0
    for length, adapter in zip(seg_lens.tolist(), seg_ids.tolist()):
        if adapter >= 0:
            out[start : start + length] = scaling * (y[start : start + length] @ lora_b[adapter].t())
        start += length
    return out


@sgmv_expand.register_fake
def _(y, lora_b, seg_lens, seg_ids, scaling):
    return y.new_empty(y.shape[0], lora_b.shape[1])
