"""Processors turn the raw sampler tensors into per-request payloads."""
from __future__ import annotations

from typing import Dict, List, NamedTuple

import torch

from .registry import register


class TokenLogprob(NamedTuple):
    token_id: int
    logprob: float
    rank: int


@register("rank")
def sampled_rank(logprobs: torch.Tensor, sampled: torch.Tensor, k: int) -> torch.Tensor:
    chosen = logprobs.gather(-1, sampled.unsqueeze(-1))
    return (logprobs > chosen).sum(-1) + 1


@register("top_logprobs")
def top_logprobs(logprobs: torch.Tensor, sampled: torch.Tensor, k: int) -> List[List[TokenLogprob]]:
    top_vals, top_ids = torch.topk(logprobs, k, dim=-1)
    payload: List[List[TokenLogprob]] = []
    for ids, vals in zip(top_ids.tolist(), top_vals.tolist()):
        payload.append([TokenLogprob(i, v, r + 1) for r, (i, v) in enumerate(zip(ids, vals))])
    return payload


def summarize(payload: List[List[TokenLogprob]]) -> Dict[str, int]:
    return {"requests": len(payload), "entries": sum(len(p) for p in payload)}
