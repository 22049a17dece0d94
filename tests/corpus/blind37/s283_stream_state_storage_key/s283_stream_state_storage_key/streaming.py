"""Chunked streaming encoder with causal convolution over left context."""
import torch
import torch.nn as nn
import torch.nn.functional as F

from .state import ChunkStateCache


class CausalConvBlock(nn.Module):
    def __init__(self, dim: int, kernel: int):
        super().__init__()
        self.kernel = kernel
        self.conv = nn.Conv1d(dim, dim, kernel, groups=dim)
        self.pw = nn.Linear(dim, dim)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        # x: (B, context + T, D); output keeps only the new frames
        y = self.conv(x.transpose(1, 2)).transpose(1, 2)
        return F.gelu(self.pw(y))


class StreamingEncoder(nn.Module):
    def __init__(self, dim: int = 8, kernel: int = 3):
        super().__init__()
        self.block = CausalConvBlock(dim, kernel)
        self.cache = ChunkStateCache(context=kernel - 1, dim=dim)

    @torch.compile(fullgraph=True)
    def step(self, chunk: torch.Tensor) -> torch.Tensor:
        ctx = self.cache.left_context(chunk)
        x = torch.cat([ctx, chunk], dim=1)
        out = self.block(x)
        self.cache.update(chunk, x)
        return out
