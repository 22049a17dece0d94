import math

import torch

from .ops import guarded_softmax


def build_causal_mask(q_len: int, kv_len: int, device) -> torch.Tensor:
    q_pos = torch.arange(kv_len - q_len, kv_len, device=device).unsqueeze(-1)
    kv_pos = torch.arange(kv_len, device=device).unsqueeze(0)
    return kv_pos <= q_pos


@torch.compile(fullgraph=True)
def sdpa_reference(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
    """Single-head reference attention used to cross-check paged kernels."""
    scale = 1.0 / math.sqrt(q.shape[-1])
    mask = build_causal_mask(q.shape[0], k.shape[0], q.device)
    probs = torch.ops.blind44_s558.guarded_softmax(q @ k.transpose(-1, -2), mask, scale)
    return (probs.to(v.dtype) @ v).to(q.dtype)
