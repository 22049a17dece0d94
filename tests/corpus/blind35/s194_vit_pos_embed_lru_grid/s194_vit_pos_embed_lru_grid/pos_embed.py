import math

import torch
import torch.nn.functional as F
from torch import nn


class InterpolatedPosEmbed(nn.Module):
    """Learned position table trained at a base grid, resampled per request."""

    def __init__(self, dim, base_grid=(4, 4), num_prefix=1):
        super().__init__()
        self.base_grid = base_grid
        self.num_prefix = num_prefix
        n = base_grid[0] * base_grid[1] + num_prefix
        self.table = nn.Parameter(torch.randn(1, n, dim) * 0.02)

    def forward(self, grid_hw):
        prefix = self.table[:, : self.num_prefix]
        pos = self.table[:, self.num_prefix :]
        if tuple(grid_hw) == tuple(self.base_grid):
            return torch.cat([prefix, pos], dim=1)
        bh, bw = self.base_grid
        dim = pos.shape[-1]
        pos = pos.reshape(1, bh, bw, dim).permute(0, 3, 1, 2)
        pos = F.interpolate(pos, size=grid_hw, mode="bicubic", align_corners=False)
        pos = pos.permute(0, 2, 3, 1).reshape(1, math.prod(grid_hw), dim)
        return torch.cat([prefix, pos], dim=1)
