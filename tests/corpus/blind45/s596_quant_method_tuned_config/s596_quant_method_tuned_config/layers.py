from __future__ import annotations

import torch
from torch import nn

from .registry import get_quantization_method


class QuantLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int, quant_method: str) -> None:
        super().__init__()
        self.quant_method = get_quantization_method(quant_method)
        self.quant_method.create_weights(self, in_features, out_features)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.quant_method.apply(self, x)


class QuantMLP(nn.Module):
    def __init__(self, hidden: int, inter: int, quant_method: str) -> None:
        super().__init__()
        self.up = QuantLinear(hidden, inter, quant_method)
        self.down = QuantLinear(inter, hidden, quant_method)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.down(nn.functional.gelu(self.up(x)))


_MLP = QuantMLP(8, 16, "int8_dynamic")


def mlp_forward(hidden_states: torch.Tensor) -> torch.Tensor:
    return hidden_states + _MLP(hidden_states)


step = torch.compile(mlp_forward, fullgraph=True)
