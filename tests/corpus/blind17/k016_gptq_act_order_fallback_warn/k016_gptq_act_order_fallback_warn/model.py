"""Down projection of a GPTQ act-order checkpoint."""
from __future__ import annotations

import torch
from torch import nn

from .gptq import GPTQConfig


class GPTQRowLinear(nn.Module):
    def __init__(self, input_size: int, output_size: int, quant_config: GPTQConfig):
        super().__init__()
        self.quant_method = quant_config.get_quant_method(self)
        self.quant_method.create_weights(self, input_size, output_size)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.quant_method.apply(self, x)


down_proj = GPTQRowLinear(16, 8, GPTQConfig(weight_bits=4, group_size=4, desc_act=True))


def down_proj_step(hidden_states: torch.Tensor) -> torch.Tensor:
    return down_proj(hidden_states) + hidden_states[:, :8]


step = torch.compile(down_proj_step, fullgraph=True)
