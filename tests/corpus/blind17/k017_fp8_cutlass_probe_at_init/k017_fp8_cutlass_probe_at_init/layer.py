"""A row-parallel FP8 projection (single rank)."""
from __future__ import annotations

import torch
from torch import nn

from .fp8_linear import Fp8LinearOp, scaled_fp8_quant


class Fp8Linear(nn.Module):
    def __init__(self, input_size: int, output_size: int, bias: bool = True):
        super().__init__()
        master = torch.randn(output_size, input_size) * 0.05
        # per-channel weight scales
        qweight, weight_scale = scaled_fp8_quant(master, use_per_token_if_dynamic=True)
        self.weight = nn.Parameter(qweight, requires_grad=False)
        self.weight_scale = nn.Parameter(weight_scale, requires_grad=False)
        self.bias = nn.Parameter(torch.zeros(output_size), requires_grad=False) if bias else None
        self.fp8_linear = Fp8LinearOp(use_per_token_if_dynamic=True)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.fp8_linear.apply(x, self.weight, self.weight_scale, None, self.bias)


torch.manual_seed(0)
compiled_proj = torch.compile(Fp8Linear(8, 16), fullgraph=True)
