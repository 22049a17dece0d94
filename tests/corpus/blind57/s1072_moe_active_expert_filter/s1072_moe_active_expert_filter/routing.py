from typing import Iterable, List, Tuple

import torch
import torch.nn.functional as F


def fused_topk(
    router_logits: torch.Tensor,
    top_k: int,
    renormalize: bool = True,
) -> Tuple[torch.Tensor, torch.Tensor]:
    routing_weights = F.softmax(router_logits, dim=-1, dtype=torch.float32)
    topk_weights, topk_ids = torch.topk(routing_weights, top_k, dim=-1)
    if renormalize:
        topk_weights = topk_weights / topk_weights.sum(dim=-1, keepdim=True)
    return topk_weights.to(router_logits.dtype), topk_ids


def build_expert_mask(topk_ids: torch.Tensor, num_experts: int) -> torch.Tensor:
    # [num_experts, top_k, num_tokens]
    return F.one_hot(topk_ids, num_classes=num_experts).permute(2, 1, 0)


def active_experts(expert_mask: torch.Tensor, num_experts: int) -> List[int]:
    hit = expert_mask.sum(dim=(-1, -2))
    return list(filter(lambda e: hit[e] > 0, range(num_experts)))


def expert_token_indices(
    expert_mask: torch.Tensor, expert_ids: Iterable[int]
) -> List[Tuple[int, torch.Tensor, torch.Tensor]]:
    out = []
    for expert_id in expert_ids:
        slot, token_idx = torch.where(expert_mask[expert_id])
        out.append((expert_id, slot, token_idx))
    return out
