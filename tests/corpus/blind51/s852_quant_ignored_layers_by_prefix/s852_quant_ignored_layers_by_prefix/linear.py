from typing import Optional

import torch
from torch import nn

from .quant_config import UnquantizedLinearMethod


class LinearBase(nn.Module):
    def __init__(self, input_size: int, output_size: int, bias: bool = False, quant_config=None, prefix: str = ""):
        super().__init__()
        self.input_size = input_size
        self.output_size = output_size
        self.prefix = prefix
        if quant_config is None:
            self.quant_method = UnquantizedLinearMethod()
        else:
            self.quant_method = quant_config.get_quant_method(self, prefix=prefix)
        self.quant_method.create_weights(self, input_size, output_size)
        self.bias = nn.Parameter(torch.zeros(output_size), requires_grad=False) if bias else None

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.quant_method.apply(self, x, self.bias)


class QKVParallelLinear(LinearBase):
    def __init__(self, hidden_size: int, head_dim: int, num_heads: int, num_kv_heads: int, quant_config=None, prefix: str = ""):
        self.q_size = num_heads * head_dim
        self.kv_size = num_kv_heads * head_dim
        super().__init__(hidden_size, self.q_size + 2 * self.kv_size, quant_config=quant_config, prefix=prefix)

    def split_qkv(self, qkv: torch.Tensor):
        return qkv.split([self.q_size, self.kv_size, self.kv_size], dim=-1)


class RowParallelLinear(LinearBase):
    pass


class MergedColumnParallelLinear(LinearBase):
    def __init__(self, input_size: int, output_sizes, quant_config=None, prefix: str = "", bias: Optional[bool] = False):
        self.output_sizes = list(output_sizes)
        super().__init__(input_size, sum(self.output_sizes), bias=bool(bias), quant_config=quant_config, prefix=prefix)
