import torch
import torch.nn as nn

from .router import CapacityRouter
from .stats import RouterStats


class Expert(nn.Module):
    def __init__(self, hidden: int):
        super().__init__()
        self.w1 = nn.Linear(hidden, 2 * hidden, bias=False)
        self.w2 = nn.Linear(2 * hidden, hidden, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.w2(torch.nn.functional.gelu(self.w1(x)))


class SparseMoE(nn.Module):
    def __init__(self, hidden: int = 8, num_experts: int = 4, top_k: int = 2, capacity_factor: float = 1.0):
        super().__init__()
        self.router = CapacityRouter(hidden, num_experts, top_k, capacity_factor)
        self.experts = nn.ModuleList(Expert(hidden) for _ in range(num_experts))
        self.stats = RouterStats()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        dispatch, combine, counts, dropped = self.router(x)
        self.stats.record(counts, dropped)
        out = torch.zeros_like(x)
        for e, expert in enumerate(self.experts):
            routed = dispatch[:, e : e + 1] > 0
            out = out + torch.where(routed, expert(x), 0.0) * combine[:, e : e + 1]
        overflow = dropped.to(x.dtype) / max(x.shape[0], 1)
        return out + x * overflow


moe_forward = torch.compile(SparseMoE(), fullgraph=True)
