from __future__ import annotations

import torch
import torch.nn.functional as F

from .buckets import DEFAULT_CAPTURE_SIZES, CaptureSizes
from .topk import top_k_mask


def pad_to_bucket(x: torch.Tensor, sizes: CaptureSizes, value: float = 0.0) -> torch.Tensor:
    n = x.shape[0]
    target = sizes.padded(n)
    if target == n:
        return x
    pad = [0, 0] * (x.dim() - 1) + [0, target - n]
    return F.pad(x, pad, value=value)


def _decode_sample(logits: torch.Tensor, top_k: torch.Tensor) -> torch.Tensor:
    n = logits.shape[0]
    logits = pad_to_bucket(logits, DEFAULT_CAPTURE_SIZES)
    top_k = pad_to_bucket(top_k, DEFAULT_CAPTURE_SIZES)
    masked = top_k_mask(logits, top_k)
    probs = masked.softmax(dim=-1)
    q = torch.empty_like(probs).exponential_()
    return (probs / q).argmax(dim=-1)[:n]


decode_sample = torch.compile(_decode_sample, fullgraph=True)
