from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import NamedTuple

import torch


@dataclass(frozen=True)
class MoEDispatcherConfig:
    num_experts: int
    top_k: int
    ep_size: int = 1
    ep_rank: int = 0
    a2a_backend: str = "none"

    @property
    def num_local_experts(self) -> int:
        return self.num_experts // self.ep_size


class DispatchOutput(NamedTuple):
    hidden_states: torch.Tensor
    expert_ids: torch.Tensor
    sorted_indices: torch.Tensor
    topk_weights: torch.Tensor


class CombineInput(NamedTuple):
    hidden_states: torch.Tensor
    sorted_indices: torch.Tensor
    topk_weights: torch.Tensor


class BaseDispatcher(ABC):
    def __init__(self, config: MoEDispatcherConfig):
        self.config = config

    @abstractmethod
    def dispatch(self, hidden_states, topk_weights, topk_ids) -> DispatchOutput:
        raise NotImplementedError

    @abstractmethod
    def combine(self, combine_input: CombineInput) -> torch.Tensor:
        raise NotImplementedError

    def _sanitize_topk(self, topk_ids: torch.Tensor, topk_weights: torch.Tensor):
        # ids < 0 mark padded tokens / experts living on another rank
        invalid = topk_ids < 0
        if invalid.any():
            topk_weights = topk_weights.masked_fill(invalid, 0.0)
            topk_ids = topk_ids.masked_fill(invalid, 0)
        return topk_ids, topk_weights

    def _permute(self, hidden_states: torch.Tensor, topk_ids: torch.Tensor):
        flat_ids = topk_ids.flatten()
        sorted_indices = torch.argsort(flat_ids, stable=True)
        token_indices = sorted_indices // self.config.top_k
        return hidden_states[token_indices], flat_ids[sorted_indices], sorted_indices

    def _unpermute(self, hidden_states, sorted_indices, topk_weights) -> torch.Tensor:
        num_tokens = topk_weights.shape[0]
        flat_weights = topk_weights.flatten()[sorted_indices].unsqueeze(-1)
        out = hidden_states.new_zeros(num_tokens, hidden_states.shape[-1])
        out.index_add_(0, sorted_indices // self.config.top_k, hidden_states * flat_weights)
        return out
