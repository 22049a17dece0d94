from __future__ import annotations

import torch
from torch import nn

from .kernel_registry import FP8_MAX, dispatch_scaled_mm
from .quant_config import Fp8Config


class Fp8LinearMethod:
    def __init__(self, quant_config: Fp8Config):
        self.quant_config = quant_config

    def create_weights(self, layer: nn.Module, in_features: int, out_features: int) -> None:
        weight = torch.randn(out_features, in_features) * 0.1
        scale = weight.abs().amax(dim=1, keepdim=True).clamp(min=1e-12) / FP8_MAX
        layer.register_buffer("weight", (weight / scale).round())
        layer.register_buffer("weight_scale", scale.t())

    def apply(self, layer: nn.Module, x: torch.Tensor) -> torch.Tensor:
        return dispatch_scaled_mm(self.quant_config, x, layer.weight, layer.weight_scale)


class QuantLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int, quant_config: Fp8Config):
        super().__init__()
        self.quant_method = Fp8LinearMethod(quant_config)
        self.quant_method.create_weights(self, in_features, out_features)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.quant_method.apply(self, x)


class QuantMLP(nn.Module):
    def __init__(self, hidden_size: int, intermediate_size: int, quant_config: Fp8Config):
        super().__init__()
        self.gate_up_proj = QuantLinear(hidden_size, 2 * intermediate_size, quant_config)
        self.down_proj = QuantLinear(intermediate_size, hidden_size, quant_config)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate, up = self.gate_up_proj(x).chunk(2, dim=-1)
        return self.down_proj(torch.nn.functional.silu(gate) * up)
