from __future__ import annotations

import torch
from torch import nn

from .jit_env import SUPPORTED_ARCHS
from .ops import MX_BLOCK, mxfp4_gemm


class Mxfp4Linear(nn.Module):
    def __init__(self, in_features: int, out_features: int) -> None:
        super().__init__()
        assert in_features % MX_BLOCK == 0
        g = torch.Generator().manual_seed(3)
        self.register_buffer(
            "blocks", torch.randint(0, 256, (out_features, in_features // 2), dtype=torch.uint8, generator=g)
        )
        self.register_buffer(
            "scales", torch.randint(118, 124, (out_features, in_features // MX_BLOCK), dtype=torch.uint8, generator=g)
        )
        self.out_features = out_features
        self.archs = SUPPORTED_ARCHS

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        lead = x.shape[:-1]
        y = mxfp4_gemm(x.reshape(-1, x.shape[-1]), self.blocks, self.scales)
        return y.reshape(*lead, self.out_features)


class OutputProjection(nn.Module):
    def __init__(self, hidden: int, vocab: int) -> None:
        super().__init__()
        self.norm = nn.LayerNorm(hidden)
        self.proj = Mxfp4Linear(hidden, vocab)

    def forward(self, h: torch.Tensor) -> torch.Tensor:
        return self.proj(self.norm(h)).float()


head = OutputProjection(64, 32).eval().requires_grad_(False)
compiled_proj = torch.compile(head, fullgraph=True)
