"""Reference (pure torch) segmented gather matmul, used when no kernel backend
is available (CPU CI, debugging).  Mirrors the punica sgmv_shrink/expand API."""
import torch

from .batch_info import LoRABatchInfo


def _iter_segments(batch_info: LoRABatchInfo):
    starts = batch_info.seg_indptr[:-1].tolist()
    lens = batch_info.seg_lens.tolist()
    slots = batch_info.weight_indices.tolist()
    return zip(starts, lens, slots)


def sgmv_shrink_ref(x: torch.Tensor, lora_a: torch.Tensor, batch_info: LoRABatchInfo, scaling: float) -> torch.Tensor:
    """x: (tokens, in), lora_a: (slots, rank, in) -> (tokens, rank)."""
    out = x.new_zeros(x.shape[0], lora_a.shape[1])
    for start, length, slot in _iter_segments(batch_info):
        if length == 0:
            continue
        seg = x[start : start + length]
        out[start : start + length] = (seg @ lora_a[slot].t()) * scaling
    return out


def sgmv_expand_ref(h: torch.Tensor, lora_b: torch.Tensor, batch_info: LoRABatchInfo, base: torch.Tensor) -> torch.Tensor:
    """h: (tokens, rank), lora_b: (slots, out, rank); accumulates into base."""
    out = base.clone()
    for start, length, slot in _iter_segments(batch_info):
        out[start : start + length] += h[start : start + length] @ lora_b[slot].t()
    return out
