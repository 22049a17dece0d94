from __future__ import annotations

import torch
import torch.nn.functional as F
from torch import nn

from .tuned_configs import try_get_optimal_moe_config


def fused_experts(x, w1, w2, topk_weights, topk_ids, block_m: int) -> torch.Tensor:
    """Dense-dispatch reference: every expert sees every token, masked by routing weight."""
    E = w1.shape[0]
    # dense combine weights [T, E]
    combine = torch.zeros(x.shape[0], E, dtype=x.dtype, device=x.device)
    combine.scatter_add_(1, topk_ids, topk_weights)
    outs = []
    for m0 in range(0, x.shape[0], block_m):
        xb = x[m0 : m0 + block_m]
        h = torch.einsum("th,enh->ten", xb, w1)
        gate, up = h.chunk(2, dim=-1)
        y = torch.einsum("ten,ehn->teh", F.silu(gate) * up, w2)
        outs.append((y * combine[m0 : m0 + block_m, :, None]).sum(dim=1))
    return torch.cat(outs, dim=0)


class FusedMoE(nn.Module):
    def __init__(self, hidden: int, intermediate: int, num_experts: int, top_k: int) -> None:
        super().__init__()
        self.num_experts = num_experts
        self.intermediate = intermediate
        self.top_k = top_k
        self.gate = nn.Linear(hidden, num_experts, bias=False)
        self.w1 = nn.Parameter(torch.randn(num_experts, 2 * intermediate, hidden) * 0.05)
        self.w2 = nn.Parameter(torch.randn(num_experts, hidden, intermediate) * 0.05)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        scores = torch.softmax(self.gate(x), dim=-1)
        topk_weights, topk_ids = scores.topk(self.top_k, dim=-1)
        topk_weights = topk_weights / topk_weights.sum(-1, keepdim=True)
        config = try_get_optimal_moe_config(self.num_experts, self.intermediate, x.shape[0])
        return fused_experts(x, self.w1, self.w2, topk_weights, topk_ids, config["BLOCK_SIZE_M"])
