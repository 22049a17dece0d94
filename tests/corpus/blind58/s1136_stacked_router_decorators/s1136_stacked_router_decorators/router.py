from typing import Tuple

import torch
import torch.nn.functional as F
from torch import nn

from .debug_utils import log_shapes, nvtx_range


class TopKRouter(nn.Module):
    def __init__(self, hidden_size: int, num_experts: int, top_k: int, renormalize: bool = True):
        super().__init__()
        self.top_k = top_k
        self.renormalize = renormalize
        self.weight = nn.Parameter(torch.randn(num_experts, hidden_size) * 0.02)

    @nvtx_range("moe_router")
    @log_shapes
    def forward(self, hidden_states: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
        router_logits = F.linear(hidden_states, self.weight)
        routing_weights = router_logits.softmax(dim=-1, dtype=torch.float32)
        topk_weights, topk_ids = routing_weights.topk(self.top_k, dim=-1)
        if self.renormalize:
            topk_weights = topk_weights / topk_weights.sum(dim=-1, keepdim=True)
        return topk_weights.to(hidden_states.dtype), topk_ids


class SparseMoeBlock(nn.Module):
    def __init__(self, hidden_size: int = 8, intermediate_size: int = 16, num_experts: int = 4, top_k: int = 2):
        super().__init__()
        self.num_experts = num_experts
        self.gate = TopKRouter(hidden_size, num_experts, top_k)
        self.w13 = nn.Parameter(torch.randn(num_experts, 2 * intermediate_size, hidden_size) * 0.02)
        self.w2 = nn.Parameter(torch.randn(num_experts, hidden_size, intermediate_size) * 0.02)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        topk_weights, topk_ids = self.gate(hidden_states)
        dense_weights = torch.zeros(
            hidden_states.shape[0], self.num_experts, dtype=hidden_states.dtype
        ).scatter(1, topk_ids, topk_weights)
        gate_up = torch.einsum("th,eih->tei", hidden_states, self.w13)
        gate, up = gate_up.chunk(2, dim=-1)
        expert_out = torch.einsum("tei,ehi->teh", F.silu(gate) * up, self.w2)
        return (expert_out * dense_weights.unsqueeze(-1)).sum(dim=1)


moe_block = SparseMoeBlock()
compiled_moe = torch.compile(moe_block, fullgraph=True)
