from typing import Optional

import torch
import torch.nn as nn

from . import quant_methods  # noqa: F401  (registers the methods)
from .registry import get_quantization_method


class LinearBase(nn.Module):
    def __init__(
        self,
        input_size: int,
        output_size: int,
        bias: bool = False,
        quantization: Optional[str] = None,
        prefix: str = "",
    ):
        super().__init__()
        self.input_size = input_size
        self.output_size = output_size
        self.prefix = prefix
        self.quant_method = get_quantization_method(quantization)
        self.quant_method.create_weights(self, input_size, output_size, torch.float32)
        self.bias = nn.Parameter(torch.zeros(output_size)) if bias else None

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.quant_method.apply(self, x, self.bias)


class MergedColumnLinear(LinearBase):
    def __init__(self, input_size: int, output_sizes, **kwargs):
        self.output_sizes = list(output_sizes)
        super().__init__(input_size, sum(self.output_sizes), **kwargs)

    def forward(self, x: torch.Tensor):
        out = super().forward(x)
        return out.split(self.output_sizes, dim=-1)


class QwenMLP(nn.Module):
    def __init__(self, hidden_size: int, intermediate_size: int, quantization: Optional[str] = None):
        super().__init__()
        self.gate_up_proj = MergedColumnLinear(
            hidden_size, [intermediate_size] * 2, quantization=quantization, prefix="mlp.gate_up_proj"
        )
        self.down_proj = LinearBase(
            intermediate_size, hidden_size, quantization=quantization, prefix="mlp.down_proj"
        )

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate, up = self.gate_up_proj(x)
        return self.down_proj(torch.nn.functional.silu(gate) * up)


mlp = QwenMLP(8, 16, quantization="w8a16")
compiled_forward = torch.compile(mlp.forward, fullgraph=True)
