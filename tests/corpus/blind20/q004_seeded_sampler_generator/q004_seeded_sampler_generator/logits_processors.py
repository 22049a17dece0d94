from __future__ import annotations

import torch

from .sampling_params import SamplingParams


def apply_temperature(logits: torch.Tensor, params: SamplingParams) -> torch.Tensor:
    if params.is_greedy:
        return logits
    return logits / params.temperature


def apply_top_k_top_p(logits: torch.Tensor, params: SamplingParams) -> torch.Tensor:
    if params.top_k > 0:
        kth = torch.topk(logits, params.top_k, dim=-1).values[..., -1:]
        logits = logits.masked_fill(logits < kth, float("-inf"))
    if params.top_p < 1.0:
        sorted_logits, sorted_idx = logits.sort(dim=-1, descending=True)
        cum = sorted_logits.softmax(-1).cumsum(-1)
        remove = cum - sorted_logits.softmax(-1) > params.top_p
        sorted_logits = sorted_logits.masked_fill(remove, float("-inf"))
        logits = torch.empty_like(logits).scatter_(-1, sorted_idx, sorted_logits)
    return logits


LOGITS_PROCESSORS = (apply_temperature, apply_top_k_top_p)
