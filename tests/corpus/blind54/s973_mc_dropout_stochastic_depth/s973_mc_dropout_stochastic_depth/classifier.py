from typing import List

import torch
import torch.nn as nn
import torch.nn.functional as F

from .layers import DropPath, StochasticDepth


class ResidualMLPBlock(nn.Module):
    def __init__(self, dim: int, hidden: int, drop_path_rate: float, depth_mode: str):
        super().__init__()
        self.norm = nn.LayerNorm(dim)
        self.fc1 = nn.Linear(dim, hidden)
        self.fc2 = nn.Linear(hidden, dim)
        if depth_mode == "timm":
            self.drop_path = DropPath(drop_path_rate)
        else:
            self.drop_path = StochasticDepth(drop_path_rate, mode=depth_mode)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.drop_path(self.fc2(F.gelu(self.fc1(self.norm(x)))))


class RewardClassifier(nn.Module):
    def __init__(self, dim: int = 8, hidden: int = 16, depth: int = 3,
                 drop_path_rate: float = 0.1, depth_mode: str = "batch"):
        super().__init__()
        dpr: List[float] = [drop_path_rate * i / max(depth - 1, 1) for i in range(depth)]
        self.blocks = nn.ModuleList(
            [ResidualMLPBlock(dim, hidden, dpr[i], depth_mode) for i in range(depth)]
        )
        self.head = nn.Linear(dim, 1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for blk in self.blocks:
            x = blk(x)
        return self.head(x.mean(dim=1)).squeeze(-1)
