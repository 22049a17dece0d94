from typing import Optional

import torch
import torch.nn.functional as F
from torch import nn

from .config import GPTQConfig


class LinearBase(nn.Module):

    def __init__(self, input_size: int, output_size: int, bias: bool = False,
                 quant_config: Optional[GPTQConfig] = None, prefix: str = ""):
        super().__init__()
        self.input_size = input_size
        self.output_size = output_size
        self.prefix = prefix
        self.quant_method = quant_config.get_quant_method(self, prefix)
        self.quant_method.create_weights(self, input_size, output_size, torch.float32)
        self.bias = nn.Parameter(torch.zeros(output_size)) if bias else None

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.quant_method.apply(self, x, self.bias)


class MergedColumnParallelLinear(LinearBase):

    def __init__(self, input_size: int, output_sizes: list, **kwargs):
        self.output_sizes = output_sizes
        super().__init__(input_size, sum(output_sizes), **kwargs)


class RowParallelLinear(LinearBase):
    pass


class SiluAndMul(nn.Module):

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        d = x.shape[-1] // 2
        return F.silu(x[..., :d]) * x[..., d:]


class QuantLlamaMLP(nn.Module):

    def __init__(self, hidden_size: int, intermediate_size: int,
                 quant_config: GPTQConfig, prefix: str = "model.layers.0.mlp"):
        super().__init__()
        self.gate_up_proj = MergedColumnParallelLinear(
            hidden_size, [intermediate_size] * 2, quant_config=quant_config,
            prefix=f"{prefix}.gate_up_proj")
        self.down_proj = RowParallelLinear(
            intermediate_size, hidden_size, quant_config=quant_config,
            prefix=f"{prefix}.down_proj")
        self.act_fn = SiluAndMul()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate_up = self.gate_up_proj(x)
        x = self.act_fn(gate_up)
        return self.down_proj(x)


_quant_config = GPTQConfig.from_config(
    {"bits": 4, "group_size": 16, "desc_act": True, "sym": True})

compiled_mlp = torch.compile(QuantLlamaMLP(32, 64, _quant_config), fullgraph=True)
