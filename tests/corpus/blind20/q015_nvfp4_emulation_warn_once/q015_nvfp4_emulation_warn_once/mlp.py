from __future__ import annotations

import torch
import torch.nn.functional as F

from .nvfp4 import nvfp4_gemm, quantize_nvfp4


class NvFp4Linear(torch.nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        packed, bscale, gscale = quantize_nvfp4(torch.randn(out_features, in_features) * 0.05)
        self.register_buffer("weight_packed", packed)
        self.register_buffer("weight_scale", bscale)
        self.register_buffer("weight_global_scale", gscale)

    def forward(self, x):
        return nvfp4_gemm(x, self.weight_packed, self.weight_scale, self.weight_global_scale)


class GatedMLP(torch.nn.Module):
    def __init__(self, hidden: int = 16, inter: int = 32):
        super().__init__()
        self.gate = NvFp4Linear(hidden, inter)
        self.up = NvFp4Linear(hidden, inter)
        self.down = NvFp4Linear(inter, hidden)

    def forward(self, x):
        return self.down(F.gelu(self.gate(x), approximate="tanh") * self.up(x))


torch.manual_seed(0)
_mlp = GatedMLP()


def run_mlp(hidden_states: torch.Tensor) -> torch.Tensor:
    return hidden_states + _mlp(hidden_states)


step = torch.compile(run_mlp, fullgraph=True)
