"""One pipeline stage: a slice of decoder layers plus boundary hooks."""
from __future__ import annotations

import torch
from torch import nn

from .hooks import AsyncSender, build_hooks


class RMSNorm(nn.Module):
    def __init__(self, dim: int, eps: float = 1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(dim))
        self.eps = eps

    def forward(self, x):
        var = x.pow(2).mean(-1, keepdim=True)
        return x * torch.rsqrt(var + self.eps) * self.weight


class MLPBlock(nn.Module):
    def __init__(self, dim: int):
        super().__init__()
        self.norm = RMSNorm(dim)
        self.up = nn.Linear(dim, 2 * dim, bias=False)
        self.down = nn.Linear(dim, dim, bias=False)

    def forward(self, x, residual):
        residual = x + residual
        h = self.up(self.norm(residual))
        gate, up = h.chunk(2, dim=-1)
        return self.down(nn.functional.silu(gate) * up), residual


class PipelineStage(nn.Module):
    def __init__(self, stage_idx: int, dim: int = 8, layers_per_stage: int = 2):
        super().__init__()
        self.stage_idx = stage_idx
        self.blocks = nn.ModuleList(MLPBlock(dim) for _ in range(layers_per_stage))
        self.sender = AsyncSender()
        self.hooks = build_hooks(self.sender)

    def forward(self, hidden: torch.Tensor, residual: torch.Tensor) -> torch.Tensor:
        for block in self.blocks:
            hidden, residual = block(hidden, residual)
        for hook in self.hooks:
            hidden = hook.on_stage_output(self.stage_idx, hidden, residual)
        return hidden


stage = torch.compile(PipelineStage(stage_idx=0), fullgraph=True)
