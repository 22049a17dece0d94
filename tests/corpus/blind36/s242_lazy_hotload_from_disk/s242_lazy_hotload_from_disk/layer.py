import torch
import torch.nn as nn

from .manager import AdapterManager


class LoRAProj(nn.Module):
    def __init__(self, dim: int, rank: int, manager: AdapterManager):
        super().__init__()
        self.proj = nn.Linear(dim, dim)
        self.down = nn.Linear(dim, rank, bias=False)
        self.up = nn.Linear(rank, dim, bias=False)
        self.manager = manager

    def forward(self, x):
        scale = self.manager.current_scaling()
        return self.proj(x) + self.up(self.down(x)) * scale


class AdaptedMLP(nn.Module):
    def __init__(self, dim: int = 8, rank: int = 2):
        super().__init__()
        self.manager = AdapterManager()
        self.fc1 = LoRAProj(dim, rank, self.manager)
        self.act = nn.GELU()
        self.fc2 = LoRAProj(dim, rank, self.manager)

    def forward(self, x):
        return self.fc2(self.act(self.fc1(x)))


model = AdaptedMLP()
compiled_model = torch.compile(model, fullgraph=True)
