from __future__ import annotations

import torch
from torch import nn

from .grouped_gemm import GroupedGemm
from .router import TopKRouter


class SparseMoeBlock(nn.Module):
    def __init__(self, hidden: int, intermediate: int, num_experts: int, top_k: int) -> None:
        super().__init__()
        self.router = TopKRouter(hidden, num_experts, top_k)
        self.w13 = nn.Parameter(torch.randn(num_experts, 2 * intermediate, hidden) * 0.05)
        self.w2 = nn.Parameter(torch.randn(num_experts, hidden, intermediate) * 0.05)
        self.experts = GroupedGemm(num_experts, top_k)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        shape = hidden_states.shape
        x = hidden_states.reshape(-1, shape[-1])
        routing = self.router(x)
        out = self.experts(x, self.w13, self.w2, routing)
        return out.reshape(shape)


moe = SparseMoeBlock(hidden=8, intermediate=16, num_experts=4, top_k=2)
compiled_moe = torch.compile(moe, fullgraph=True)
