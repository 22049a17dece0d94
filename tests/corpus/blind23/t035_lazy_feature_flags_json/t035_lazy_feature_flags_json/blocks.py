from __future__ import annotations

import torch
from torch import nn

from . import kernels
from .flags import FLAGS


class AddNorm(nn.Module):
    def __init__(self, dim: int, eps: float = 1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(dim))
        self.eps = eps

    def forward(self, x: torch.Tensor, residual: torch.Tensor):
        if FLAGS.enabled("fused_add_rmsnorm"):
            return kernels.fused_add_rmsnorm(x, residual, self.weight, self.eps)
        residual = x + residual
        return kernels.rmsnorm(residual, self.weight, self.eps), residual


class FFN(nn.Module):
    def __init__(self, dim: int, inter: int):
        super().__init__()
        self.fc1 = nn.Linear(dim, inter)
        self.fc2 = nn.Linear(inter, dim)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.fc2(kernels.gelu(self.fc1(x), FLAGS.enabled("gelu_tanh_approx")))


class ResidualBlock(nn.Module):
    def __init__(self, dim: int = 16, inter: int = 64):
        super().__init__()
        self.norm = AddNorm(dim)
        self.ffn = FFN(dim, inter)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h, residual = self.norm(x, torch.zeros_like(x))
        return residual + self.ffn(h)


torch.manual_seed(0)
block = ResidualBlock().eval()
compiled_block = torch.compile(block, fullgraph=True)
