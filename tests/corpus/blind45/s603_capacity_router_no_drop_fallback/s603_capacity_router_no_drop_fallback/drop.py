import torch

from .config import CapacityConfig


def position_in_expert(topk_ids: torch.Tensor, num_experts: int) -> torch.Tensor:
    """Arrival order of every (token, slot) pair inside its expert's buffer."""
    one_hot = torch.nn.functional.one_hot(topk_ids.reshape(-1), num_experts)
    positions = torch.cumsum(one_hot, dim=0) - 1
    return (positions * one_hot).sum(dim=-1).view_as(topk_ids)


def capacity_keep_mask(topk_ids: torch.Tensor, num_experts: int, cfg: CapacityConfig, training: bool):
    num_tokens, top_k = topk_ids.shape
    capacity = cfg.expert_capacity(num_tokens, num_experts, top_k, training=training)
    positions = position_in_expert(topk_ids, num_experts)
    return positions < capacity, positions, capacity
