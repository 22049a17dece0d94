import torch
import torch.nn as nn

from .budget import MemoryBudget, OffloadPolicy


class _Stage(nn.Module):
    def __init__(self, dim: int):
        super().__init__()
        self.fc1 = nn.Linear(dim, dim * 2)
        self.fc2 = nn.Linear(dim * 2, dim)

    def forward(self, x):
        return self.fc2(torch.relu(self.fc1(x)))


class ActivationOffloadStage(nn.Module):
    """Pipeline stage that keeps the residual stream on host when it fits."""

    def __init__(self, dim: int, num_stages: int, budget: MemoryBudget | None = None):
        super().__init__()
        self.stages = nn.ModuleList(_Stage(dim) for _ in range(num_stages))
        self.policy = OffloadPolicy(budget or MemoryBudget())
        self.offload_device = torch.device("cpu")

    def _park(self, h: torch.Tensor) -> torch.Tensor:
        if self.policy.should_offload(h):
            return h.to(self.offload_device, non_blocking=True)
        return h

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        residual = x
        h = x
        for stage in self.stages:
            h = stage(h) + residual
            residual = self._park(h)
        return h


stage = ActivationOffloadStage(dim=8, num_stages=2)
compiled_stage = torch.compile(stage, fullgraph=True)
