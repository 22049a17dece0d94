from __future__ import annotations

import torch
from torch import nn

from .ops import pack_sign_delta, unpack_sign_delta


class DeltaCompressedLinear(nn.Module):
    """Fine-tuned linear stored as base weight + 1-bit sign delta."""

    def __init__(self, in_features: int = 8, out_features: int = 8):
        super().__init__()
        self.in_features = in_features
        self.base = nn.Linear(in_features, out_features)
        finetune_delta = 0.01 * torch.randn(out_features, in_features)
        packed, scale = pack_sign_delta(finetune_delta)
        self.register_buffer("packed", packed)
        self.register_buffer("scale", scale)

    def delta_weight(self) -> torch.Tensor:
        return unpack_sign_delta(self.packed, self.scale, self.in_features)

    @torch.compile(fullgraph=True)
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        w = self.base.weight + self.delta_weight()
        return nn.functional.linear(x, w, self.base.bias)
