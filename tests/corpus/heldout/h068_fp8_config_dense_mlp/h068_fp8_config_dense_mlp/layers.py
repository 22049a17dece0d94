from typing import Optional

import torch
from torch import nn


class LinearBase(nn.Module):
    def __init__(self, input_size: int, output_size: int, bias: bool = False, quant_config=None, prefix: str = "") -> None:
        super().__init__()
        self.input_size = input_size
        self.output_size = output_size
        self.prefix = prefix
        if bias:
            self.bias = nn.Parameter(torch.zeros(output_size))
        else:
            self.register_parameter("bias", None)
        self.quant_method = quant_config.get_quant_method(self, prefix)
        self.quant_method.create_weights(self, input_size, output_size)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.quant_method.apply(self, x, self.bias)


class MergedColumnParallelLinear(LinearBase):
    def __init__(self, input_size: int, output_sizes: list, bias: bool = False, quant_config=None, prefix: str = "") -> None:
        self.output_sizes = output_sizes
        super().__init__(input_size, sum(output_sizes), bias, quant_config, prefix)


class RowParallelLinear(LinearBase):
    pass


class FusedMoE(nn.Module):
    def __init__(self, num_experts: int, top_k: int, hidden_size: int, intermediate_size: int, quant_config=None, prefix: str = "") -> None:
        super().__init__()
        self.num_experts = num_experts
        self.top_k = top_k
        self.hidden_size = hidden_size
        self.intermediate_size = intermediate_size
        self.quant_method = quant_config.get_quant_method(self, prefix)
        self.quant_method.create_weights(self, num_experts, hidden_size, intermediate_size)

    def forward(self, hidden_states: torch.Tensor, router_logits: torch.Tensor) -> torch.Tensor:
        return self.quant_method.apply(self, hidden_states, router_logits, self.top_k)


def act_silu_and_mul(x: torch.Tensor, out: Optional[torch.Tensor] = None) -> torch.Tensor:
    d = x.shape[-1] // 2
    y = torch.nn.functional.silu(x[..., :d]) * x[..., d:]
    if out is not None:
        out.copy_(y)
        return out
    return y
