"""A GPTQ q/k/v projection."""
from __future__ import annotations

import torch
from torch import nn

from .gptq import GPTQConfig


class GPTQLinear(nn.Module):
    def __init__(self, input_size: int, output_size: int, quant_config: GPTQConfig, bias: bool = True):
        super().__init__()
        self.quant_method = quant_config.get_quant_method(self)
        self.quant_method.create_weights(self, input_size, output_size)
        self.bias = nn.Parameter(torch.zeros(output_size), requires_grad=False) if bias else None

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.quant_method.apply(self, x, self.bias)


_qkv_proj = GPTQLinear(8, 24, GPTQConfig.from_config({"bits": 4, "group_size": 4, "desc_act": False}))


@torch.compile(fullgraph=True)
def gptq_linear_forward(hidden_states: torch.Tensor) -> torch.Tensor:
    qkv = _qkv_proj(hidden_states)
    q, k, v = qkv.split([8, 8, 8], dim=-1)
    return q * torch.sigmoid(k) + v
