import math

import torch
import torch.nn as nn
import torch.nn.functional as F

from .metrics import GLOBAL_STATS


class InterpolatedPosEmbed(nn.Module):
    """Learned absolute position embedding trained at a fixed square grid and
    bicubically resized to the runtime grid (timm-style)."""

    def __init__(self, dim: int, train_grid: int, num_prefix: int = 1):
        super().__init__()
        self.num_prefix = num_prefix
        self.train_grid = train_grid
        self.pos = nn.Parameter(torch.randn(1, num_prefix + train_grid * train_grid, dim) * 0.02)
        self.stats = GLOBAL_STATS

    def _resample(self, gh: int, gw: int) -> torch.Tensor:
        prefix, grid = self.pos[:, : self.num_prefix], self.pos[:, self.num_prefix :]
        src = int(math.sqrt(grid.shape[1]))
        if (gh, gw) == (src, src):
            return self.pos
        self.stats.observe(src, gh, gw)
        grid = grid.reshape(1, src, src, -1).permute(0, 3, 1, 2)
        grid = F.interpolate(grid, size=(gh, gw), mode="bicubic", antialias=True, align_corners=False)
        grid = grid.permute(0, 2, 3, 1).reshape(1, gh * gw, -1)
        return torch.cat([prefix, grid], dim=1)

    def forward(self, x: torch.Tensor, gh: int, gw: int) -> torch.Tensor:
        return x + self._resample(gh, gw)
