"""Replicated linear layer, quantization chosen by name."""
from __future__ import annotations

import torch
from torch import nn

from .modelopt import ModelOptNvFp4Config

QUANTIZATION_METHODS = {"modelopt_fp4": ModelOptNvFp4Config}


def get_quantization_config(name: str):
    return QUANTIZATION_METHODS[name]


class ReplicatedLinear(nn.Module):
    def __init__(self, input_size: int, output_size: int, quant_config, prefix: str = "", bias: bool = False):
        super().__init__()
        self.quant_method = quant_config.get_quant_method(self, prefix)
        self.quant_method.create_weights(self, input_size, output_size)
        self.bias = nn.Parameter(torch.zeros(output_size), requires_grad=False) if bias else None

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.quant_method.apply(self, x, self.bias)


torch.manual_seed(0)
_o_proj = ReplicatedLinear(16, 8, get_quantization_config("modelopt_fp4")(group_size=16), prefix="model.layers.0.self_attn.o_proj")


@torch.compile(fullgraph=True)
def nvfp4_linear_forward(x: torch.Tensor) -> torch.Tensor:
    return _o_proj(x)
