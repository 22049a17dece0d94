from typing import Optional

import torch
from torch import nn

from .awq import UnquantizedLinearMethod


class LinearBase(nn.Module):
    def __init__(self, input_size: int, output_partition_sizes: list[int], bias: bool, quant_config=None, prefix: str = ""):
        super().__init__()
        self.input_size_per_partition = input_size
        self.output_partition_sizes = output_partition_sizes
        self.quant_config = quant_config
        self.prefix = prefix
        self.quant_method.create_weights(self, input_size, output_partition_sizes, torch.get_default_dtype())
        self.bias = nn.Parameter(torch.zeros(sum(output_partition_sizes))) if bias else None

    @property
    def quant_method(self):
        if self.quant_config is None:
            return UnquantizedLinearMethod()
        return self.quant_config.get_quant_method(self, prefix=self.prefix)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.quant_method.apply(self, x, self.bias)


class QKVParallelLinear(LinearBase):
    def __init__(self, hidden_size: int, head_size: int, num_heads: int, num_kv_heads: Optional[int] = None, bias: bool = True, quant_config=None, prefix: str = ""):
        self.head_size = head_size
        self.num_heads = num_heads
        self.num_kv_heads = num_kv_heads or num_heads
        sizes = [num_heads * head_size, self.num_kv_heads * head_size, self.num_kv_heads * head_size]
        super().__init__(hidden_size, sizes, bias, quant_config=quant_config, prefix=prefix)


class RowParallelLinear(LinearBase):
    def __init__(self, input_size: int, output_size: int, bias: bool = True, quant_config=None, prefix: str = ""):
        super().__init__(input_size, [output_size], bias, quant_config=quant_config, prefix=prefix)
