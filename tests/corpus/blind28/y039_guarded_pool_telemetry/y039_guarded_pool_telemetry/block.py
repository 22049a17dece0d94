"""Top-1 MoE block that accumulates expert outputs into pooled scratch."""
import torch
import torch.nn as nn

from .scratch_pool import ScratchPool
from .telemetry import PoolTelemetry


class Expert(nn.Module):
    def __init__(self, hidden: int):
        super().__init__()
        self.fc = nn.Linear(hidden, hidden)

    def forward(self, x):
        return torch.relu(self.fc(x))


class MoEBlock(nn.Module):
    def __init__(self, hidden: int = 8, num_experts: int = 3):
        super().__init__()
        self.router = nn.Linear(hidden, num_experts, bias=False)
        self.experts = nn.ModuleList(Expert(hidden) for _ in range(num_experts))
        self.pool = ScratchPool(PoolTelemetry())

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        probs = torch.softmax(self.router(x), dim=-1)
        acc = self.pool.get(x.shape[0], x.shape[1]).clone()
        for i, expert in enumerate(self.experts):
            acc = acc + probs[:, i : i + 1] * expert(x)
        return x + acc


_block = MoEBlock()
moe_block = torch.compile(_block, fullgraph=True)
