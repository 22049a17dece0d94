"""MoE block that routes each token to one physical replica of its expert."""
from __future__ import annotations

import torch
from torch import nn

from .ops import replicate_experts


class ReplicatedMoE(nn.Module):
    def __init__(self, dim: int = 8, num_experts: int = 4, num_slots: int = 6, top_k: int = 2):
        super().__init__()
        self.num_experts = num_experts
        self.num_slots = num_slots
        self.top_k = top_k
        self.gate = nn.Linear(dim, num_experts, bias=False)
        self.experts = nn.Parameter(torch.randn(num_experts, dim, dim) * 0.1)
        self.register_buffer("load_ema", torch.ones(num_experts), persistent=False)

    def _update_load(self, topk_ids: torch.Tensor) -> torch.Tensor:
        counts = torch.bincount(topk_ids.flatten(), minlength=self.num_experts).float()
        self.load_ema.mul_(0.9).add_(counts[: self.num_experts], alpha=0.1)
        return self.load_ema

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        probs = torch.softmax(self.gate(x), dim=-1)
        weights, topk_ids = probs.topk(self.top_k, dim=-1)
        load = self._update_load(topk_ids)
        slot_to_expert = replicate_experts(load, self.num_slots)
        # physical weights, as the EP ranks would hold them after a rearrange
        physical = self.experts.index_select(0, slot_to_expert)
        first_slot = torch.full((self.num_experts,), self.num_slots, dtype=torch.long)
        first_slot = first_slot.scatter_reduce(0, slot_to_expert, torch.arange(self.num_slots), "amin")
        w = physical[first_slot[topk_ids]]                      # [T, k, d, d]
        out = torch.einsum("td,tkde->tke", x, w)
        return (out * weights.unsqueeze(-1)).sum(dim=1)


moe = torch.compile(ReplicatedMoE(), fullgraph=True)
