from typing import Optional

import torch
import torch.nn as nn
from torch.nn import Parameter

from .quant_config import QuantizationConfig, UnquantizedLinearMethod


class LinearBase(nn.Module):
    def __init__(self, input_size: int, output_size: int, bias: bool = False,
                 quant_config: Optional[QuantizationConfig] = None, prefix: str = ""):
        super().__init__()
        self.input_size = input_size
        self.output_size = output_size
        self.prefix = prefix
        params_dtype = torch.get_default_dtype()
        if quant_config is None:
            self.quant_method = UnquantizedLinearMethod()
        else:
            self.quant_method = quant_config.get_quant_method(self, prefix=prefix)
        self.quant_method.create_weights(self, input_size, output_size, params_dtype)
        if bias:
            self.bias = Parameter(torch.zeros(output_size, dtype=params_dtype), requires_grad=False)
        else:
            self.register_parameter("bias", None)

    def weight_loader(self, loaded_weight: torch.Tensor) -> None:
        self.weight.data.copy_(loaded_weight)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.quant_method.apply(self, x, self.bias)


class MergedColumnParallelLinear(LinearBase):
    def __init__(self, input_size: int, output_sizes: list, **kwargs):
        self.output_sizes = output_sizes
        super().__init__(input_size, sum(output_sizes), **kwargs)


class RowParallelLinear(LinearBase):
    def __init__(self, input_size: int, output_size: int, reduce_results: bool = True, **kwargs):
        self.reduce_results = reduce_results
        super().__init__(input_size, output_size, **kwargs)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        out = super().forward(x)
        # single rank: the all-reduce is a no-op
        return out
