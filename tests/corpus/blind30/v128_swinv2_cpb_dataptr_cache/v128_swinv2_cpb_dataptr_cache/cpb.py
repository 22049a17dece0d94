"""Swin-V2 continuous (log-spaced) relative position bias, for any window size."""
import math

import torch
import torch.nn as nn


def log_relative_coords(window: int) -> torch.Tensor:
    r = torch.arange(-(window - 1), window, dtype=torch.float32)
    table = torch.stack(torch.meshgrid(r, r, indexing="ij"), dim=-1)
    table = table / max(window - 1, 1) * 8.0
    return torch.sign(table) * torch.log2(table.abs() + 1.0) / math.log2(8)


def relative_index(window: int) -> torch.Tensor:
    coords = torch.stack(torch.meshgrid(torch.arange(window), torch.arange(window), indexing="ij")).flatten(1)
    rel = (coords[:, :, None] - coords[:, None, :]).permute(1, 2, 0)
    rel[:, :, 0] += window - 1
    rel[:, :, 1] += window - 1
    return rel[:, :, 0] * (2 * window - 1) + rel[:, :, 1]


class ContinuousPositionBias(nn.Module):
    def __init__(self, heads: int, hidden: int = 32):
        super().__init__()
        self.heads = heads
        self.mlp = nn.Sequential(nn.Linear(2, hidden), nn.ReLU(), nn.Linear(hidden, heads, bias=False))
        self._cache = {}

    def _cache_key(self, window: int):
        # weights change between checkpoints/LoRA swaps: key on storage too
        return (window, self.mlp[0].weight.data_ptr(), self.mlp[0].weight._version)

    def forward(self, window: int) -> torch.Tensor:
        key = self._cache_key(window)
        bias = self._cache.get(key)
        if bias is None:
            table = self.mlp(log_relative_coords(window)).view(-1, self.heads)
            idx = relative_index(window).view(-1)
            bias = table[idx].view(window * window, window * window, self.heads).permute(2, 0, 1)
            bias = 16 * torch.sigmoid(bias)
            self._cache[key] = bias
        return bias
