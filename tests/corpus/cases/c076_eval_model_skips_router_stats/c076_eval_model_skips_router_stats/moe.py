import logging

import torch
from torch import nn

logger = logging.getLogger(__name__)


class TopKRouter(nn.Module):
    def __init__(self, hidden: int, num_experts: int, aux_coef: float = 0.01) -> None:
        super().__init__()
        self.gate = nn.Linear(hidden, num_experts, bias=False)
        self.aux_coef = aux_coef

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        probs = self.gate(x).softmax(dim=-1)
        if self.training:
            load = probs.mean(dim=0)
            logger.info("router load balance loss %.4f", float((load * load).sum()) * self.aux_coef)
        return probs


class SparseMoE(nn.Module):
    def __init__(self, hidden: int = 8, num_experts: int = 4) -> None:
        super().__init__()
        self.router = TopKRouter(hidden, num_experts)
        self.experts = nn.ModuleList(nn.Linear(hidden, hidden) for _ in range(num_experts))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        probs = self.router(x)
        out = torch.zeros_like(x)
        for i, expert in enumerate(self.experts):
            out = out + probs[:, i : i + 1] * expert(x)
        return out
