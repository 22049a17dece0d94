"""A gated MLP built from quantized linear layers."""
from __future__ import annotations

import torch
import torch.nn.functional as F
from torch import nn

from .awq import AWQConfig

_QUANT_CONFIGS = {"awq": AWQConfig}


class QuantLinear(nn.Module):
    def __init__(self, input_size: int, output_size: int, quant_config, prefix: str = ""):
        super().__init__()
        self.input_size = input_size
        self.output_size = output_size
        self.quant_method = quant_config.get_quant_method(self, prefix)
        self.quant_method.create_weights(self, input_size, output_size)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.quant_method.apply(self, x)


class QuantMLP(nn.Module):
    def __init__(self, hidden_size: int, intermediate_size: int, quantization: str, **quant_kwargs):
        super().__init__()
        quant_config = _QUANT_CONFIGS[quantization](**quant_kwargs)
        self.gate_up_proj = QuantLinear(hidden_size, 2 * intermediate_size, quant_config, prefix="mlp.gate_up_proj")
        self.down_proj = QuantLinear(intermediate_size, hidden_size, quant_config, prefix="mlp.down_proj")

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate, up = self.gate_up_proj(x).chunk(2, dim=-1)
        return self.down_proj(F.silu(gate) * up)


compiled_mlp = torch.compile(QuantMLP(8, 16, "awq", group_size=4), fullgraph=True)
