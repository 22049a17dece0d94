from __future__ import annotations

import torch
from torch import nn

from .fused_moe import FusedMoE


class DecoderLayer(nn.Module):
    def __init__(self, hidden: int) -> None:
        super().__init__()
        self.norm = nn.RMSNorm(hidden)
        self.moe = FusedMoE(hidden, intermediate=16, num_experts=4, top_k=2)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.moe(self.norm(x))


class ModelRunner:
    def __init__(self, hidden: int = 8, num_layers: int = 2) -> None:
        self.layers = nn.ModuleList(DecoderLayer(hidden) for _ in range(num_layers))

    @torch.inference_mode()
    def forward_prefill(self, x: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            x = layer(x)
        return x

    def forward_decode(self, x: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            x = layer(x)
        return x


runner = ModelRunner()
decode = torch.compile(runner.forward_decode, fullgraph=True)
