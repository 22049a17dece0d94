from typing import Optional

import torch
from torch import nn

from .dtypes import override_act_dtype
from .quant import QUANT_METHODS


class QuantLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int, quant: str = "fp8",
                 act_dtype: Optional[torch.dtype] = None) -> None:
        super().__init__()
        self.quant_method = QUANT_METHODS[quant]()
        self.act_dtype = act_dtype
        self.quant_method.create_weights(self, torch.randn(out_features, in_features) * 0.1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        with override_act_dtype(self.act_dtype):
            return self.quant_method.apply(self, x)


class Fp8MLP(nn.Module):
    def __init__(self, hidden_size: int = 8, intermediate_size: int = 16) -> None:
        super().__init__()
        self.up_proj = QuantLinear(hidden_size, intermediate_size)
        self.down_proj = QuantLinear(intermediate_size, hidden_size, act_dtype=torch.float8_e5m2)
        self.act = nn.SiLU()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.down_proj(self.act(self.up_proj(x)))


mlp = Fp8MLP()
compiled_mlp = torch.compile(mlp, fullgraph=True)
