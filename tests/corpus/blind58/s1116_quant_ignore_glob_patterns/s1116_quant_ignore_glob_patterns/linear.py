from typing import Optional

import torch
import torch.nn as nn

from .quantization import Fp8Config


class LinearBase(nn.Module):
    def __init__(
        self,
        input_size: int,
        output_size: int,
        bias: bool = False,
        quant_config: Optional[Fp8Config] = None,
        prefix: str = "",
    ):
        super().__init__()
        self.input_size = input_size
        self.output_size = output_size
        self.prefix = prefix
        self.weight = nn.Parameter(torch.randn(output_size, input_size) * 0.02)
        self.weight_scale = nn.Parameter(torch.ones(()), requires_grad=False)
        self.bias = nn.Parameter(torch.zeros(output_size)) if bias else None
        self.quant_method = quant_config.get_quant_method(prefix) if quant_config else None

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if self.quant_method is None:
            return nn.functional.linear(x, self.weight, self.bias)
        return self.quant_method.apply(self, x, self.bias)


class ColumnParallelLinear(LinearBase):
    pass


class RowParallelLinear(LinearBase):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        out = super().forward(x)
        return out
