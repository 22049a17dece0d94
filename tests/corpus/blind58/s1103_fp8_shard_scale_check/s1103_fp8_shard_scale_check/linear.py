from typing import List, Optional

import torch
from torch import nn

from .quantization import QuantizationConfig, UnquantizedLinearMethod


class LinearBase(nn.Module):
    def __init__(
        self,
        input_size: int,
        output_partition_sizes: List[int],
        bias: bool = False,
        params_dtype: Optional[torch.dtype] = None,
        quant_config: Optional[QuantizationConfig] = None,
        prefix: str = "",
    ):
        super().__init__()
        self.input_size = input_size
        self.output_size = sum(output_partition_sizes)
        self.params_dtype = params_dtype or torch.get_default_dtype()
        if quant_config is None:
            self.quant_method = UnquantizedLinearMethod()
        else:
            self.quant_method = quant_config.get_quant_method(self, prefix=prefix)
        self.quant_method.create_weights(self, output_partition_sizes, input_size, self.params_dtype)
        if bias:
            self.bias = nn.Parameter(torch.zeros(self.output_size, dtype=self.params_dtype))
        else:
            self.register_parameter("bias", None)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.quant_method.apply(self, x)


class QKVParallelLinear(LinearBase):
    def __init__(self, hidden_size, head_size, num_heads, num_kv_heads, bias=True,
                 quant_config=None, prefix=""):
        self.q_size = num_heads * head_size
        self.kv_size = num_kv_heads * head_size
        super().__init__(hidden_size, [self.q_size, self.kv_size, self.kv_size], bias=bias,
                         quant_config=quant_config, prefix=prefix)


class RowParallelLinear(LinearBase):
    def __init__(self, input_size, output_size, bias=False, quant_config=None, prefix=""):
        super().__init__(input_size, [output_size], bias=bias, quant_config=quant_config,
                         prefix=prefix)
