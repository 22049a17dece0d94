"""Expert block run on tokens gathered from all DP ranks."""
from __future__ import annotations

import torch
import torch.nn as nn

from .dp_comm import DPMetadata, VariableGather


class TinyExperts(nn.Module):
    def __init__(self, hidden: int, num_experts: int = 4):
        super().__init__()
        self.router = nn.Linear(hidden, num_experts, bias=False)
        self.w = nn.Parameter(torch.randn(num_experts, hidden, hidden) * 0.05)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        probs = self.router(x).softmax(dim=-1)              # [T, E]
        expert_out = torch.einsum("th,ehk->tek", x, self.w)  # [T, E, H]
        return (probs.unsqueeze(-1) * expert_out).sum(dim=1)


class DPExpertBlock(nn.Module):
    def __init__(self, hidden: int = 8):
        super().__init__()
        self.gather = VariableGather(DPMetadata())
        self.experts = TinyExperts(hidden)
        self.norm = nn.RMSNorm(hidden)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gathered, sizes = self.gather.all_gather_v(self.norm(x))
        out = self.experts(gathered)
        return x + self.gather.reduce_scatter_v(out, sizes)


compiled_block = torch.compile(DPExpertBlock(), fullgraph=True)
