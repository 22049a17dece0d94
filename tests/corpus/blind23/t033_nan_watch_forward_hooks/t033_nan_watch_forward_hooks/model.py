from __future__ import annotations

import torch
from torch import nn

from .debug import DebugConfig, install_numerics_hooks


class RMSNorm(nn.Module):
    def __init__(self, dim: int, eps: float = 1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(dim))
        self.eps = eps

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        var = x.pow(2).mean(-1, keepdim=True)
        return x * torch.rsqrt(var + self.eps) * self.weight


class GatedMLP(nn.Module):
    def __init__(self, dim: int, inter: int):
        super().__init__()
        self.gate = nn.Linear(dim, inter, bias=False)
        self.up = nn.Linear(dim, inter, bias=False)
        self.down = nn.Linear(inter, dim, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.down(nn.functional.silu(self.gate(x)) * self.up(x))


class Block(nn.Module):
    def __init__(self, dim: int, inter: int):
        super().__init__()
        self.norm = RMSNorm(dim)
        self.mlp = GatedMLP(dim, inter)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.mlp(self.norm(x))


class TinyDecoder(nn.Module):
    def __init__(self, dim: int = 16, inter: int = 32, layers: int = 2):
        super().__init__()
        self.layers = nn.ModuleList(Block(dim, inter) for _ in range(layers))
        self.final_norm = RMSNorm(dim)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            x = layer(x)
        return self.final_norm(x)


torch.manual_seed(0)
model = TinyDecoder().eval()
_hook_handles = install_numerics_hooks(model, DebugConfig.from_env())
compiled = torch.compile(model, fullgraph=True)
