import torch
import torch.nn.functional as F
from torch import nn

from . import compat


class PatchMerging(nn.Module):
    """Concatenate 2x2 neighbouring patches and project 4C -> 2C."""

    def __init__(self, dim):
        super().__init__()
        self.dim = dim
        self.norm = nn.LayerNorm(4 * dim)
        self.reduction = nn.Linear(4 * dim, 2 * dim, bias=False)

    def _pad_to_even(self, x):
        B, H, W, C = x.shape
        if H % 2 or W % 2:
            compat.warn_padding(type(self).__name__, H, W)
            x = F.pad(x, (0, 0, 0, W % 2, 0, H % 2))
        return x

    def forward(self, x):
        x = self._pad_to_even(x)
        x0 = x[:, 0::2, 0::2, :]
        x1 = x[:, 1::2, 0::2, :]
        x2 = x[:, 0::2, 1::2, :]
        x3 = x[:, 1::2, 1::2, :]
        x = torch.cat([x0, x1, x2, x3], dim=-1)
        return self.reduction(self.norm(x))
