import torch
from torch import nn


def expert_forward(experts: nn.ModuleList, hidden: torch.Tensor,
                   topk_ids: torch.Tensor, topk_weight: torch.Tensor) -> torch.Tensor:
    out = torch.zeros_like(hidden)
    for expert_id, expert in enumerate(experts):
        token_idx = (topk_ids == expert_id).nonzero().squeeze(-1)
        routed = hidden.index_select(0, token_idx)
        y = expert(routed) * topk_weight.index_select(0, token_idx).unsqueeze(-1)
        out = out.index_add(0, token_idx, y)
    return out
