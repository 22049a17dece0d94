from __future__ import annotations

import functools

import torch


@functools.lru_cache(maxsize=8)
def max_top_k(vocab_size: int, cap: int = 64) -> int:
    return min(vocab_size, cap)


def top_k_mask(logits: torch.Tensor, top_k: torch.Tensor) -> torch.Tensor:
    """Mask everything outside each row's top_k (top_k == 0 disables)."""
    k_max = max_top_k(logits.shape[-1])
    values, _ = logits.topk(k_max, dim=-1)
    k = torch.where(top_k <= 0, k_max, top_k.clamp(max=k_max))
    kth = values.gather(-1, (k - 1).unsqueeze(-1))
    return logits.masked_fill(logits < kth, float("-inf"))
