from typing import Optional, Sequence

import torch
import torch.nn.functional as F

from .utils import logging

logger = logging.get_logger(__name__)


def load_balancing_loss_func(
    gate_logits: Sequence[torch.Tensor],
    num_experts: int,
    top_k: int,
    attention_mask: Optional[torch.Tensor] = None,
) -> torch.Tensor:
    """Switch-Transformer auxiliary loss: num_experts * sum_e f_e * P_e."""
    concatenated = torch.cat([g for g in gate_logits], dim=0)
    routing_weights = F.softmax(concatenated, dim=-1)
    _, selected_experts = torch.topk(routing_weights, top_k, dim=-1)
    expert_mask = F.one_hot(selected_experts, num_experts).float()

    if attention_mask is None:
        logger.warning_once(
            "load_balancing_loss_func called without attention_mask: padding tokens "
            "are counted towards expert load."
        )
        tokens_per_expert = expert_mask.mean(dim=0)
        router_prob_per_expert = routing_weights.mean(dim=0)
    else:
        mask = attention_mask.reshape(-1, 1, 1).to(expert_mask.dtype)
        tokens_per_expert = (expert_mask * mask).sum(dim=0) / mask.sum()
        router_prob_per_expert = (routing_weights * mask[:, 0]).sum(dim=0) / mask.sum()

    return num_experts * torch.sum(tokens_per_expert * router_prob_per_expert.unsqueeze(0))


def router_z_loss_func(router_logits: torch.Tensor) -> torch.Tensor:
    return torch.logsumexp(router_logits, dim=-1).pow(2).mean()
