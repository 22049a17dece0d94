from __future__ import annotations

import torch

from .debug_utils import check_sampling_probs, sampling_span


def _renorm_top_k(probs: torch.Tensor, top_k: torch.Tensor) -> torch.Tensor:
    sorted_probs = probs.sort(dim=-1, descending=True).values
    pivot = sorted_probs.gather(1, (top_k.long() - 1).clamp_min(0).unsqueeze(1))
    probs = torch.where(probs >= pivot, probs, torch.zeros_like(probs))
    return probs / probs.sum(dim=-1, keepdim=True)


def _renorm_top_p(probs: torch.Tensor, top_p: torch.Tensor) -> torch.Tensor:
    sorted_probs, sorted_idx = probs.sort(dim=-1, descending=True)
    cum = sorted_probs.cumsum(dim=-1)
    drop = (cum - sorted_probs) > top_p.unsqueeze(1)
    sorted_probs = sorted_probs.masked_fill(drop, 0.0)
    probs = torch.zeros_like(probs).scatter(-1, sorted_idx, sorted_probs)
    return probs / probs.sum(dim=-1, keepdim=True)


@torch.compile(fullgraph=True, dynamic=False)
def top_k_top_p_sampling_from_logits(
    logits: torch.Tensor,
    temperatures: torch.Tensor,
    top_k: torch.Tensor,
    top_p: torch.Tensor,
) -> torch.Tensor:
    with sampling_span("top_k_top_p"):
        probs = torch.softmax(logits / temperatures.unsqueeze(1), dim=-1)
        check_sampling_probs(probs, "softmax")
        probs = _renorm_top_k(probs, top_k)
        probs = _renorm_top_p(probs, top_p)
        check_sampling_probs(probs, "renorm")
        samples = torch.multinomial(probs, num_samples=1).view(-1)
    return samples
