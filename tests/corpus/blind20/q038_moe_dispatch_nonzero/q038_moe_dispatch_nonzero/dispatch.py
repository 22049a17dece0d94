"""Gather the tokens routed to one expert, run it, scatter-add the result."""
from __future__ import annotations

import torch

from .routing import RoutingResult


def tokens_for_expert(result: RoutingResult, expert: int):
    token_idx, slot = torch.nonzero(result.expert_ids == expert, as_tuple=True)
    gate = result.weights[token_idx, slot]
    return token_idx, gate


def combine(out: torch.Tensor, token_idx: torch.Tensor, y: torch.Tensor, gate: torch.Tensor) -> torch.Tensor:
    return out.index_add(0, token_idx, y * gate.unsqueeze(-1).to(y.dtype))
