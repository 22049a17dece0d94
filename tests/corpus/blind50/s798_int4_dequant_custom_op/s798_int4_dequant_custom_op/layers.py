import torch
from torch import nn

from ._custom_ops import dequant_int4


class Int4WeightOnlyLinear(nn.Module):
    """Packed int4 weight (two nibbles per uint8), dequantized on demand."""

    def __init__(self, in_features: int, out_features: int, group_size: int = 4):
        super().__init__()
        assert in_features % 2 == 0 and in_features % group_size == 0
        self.in_features = in_features
        self.out_features = out_features
        self.group_size = group_size
        self.register_buffer(
            "qweight", torch.randint(0, 256, (out_features, in_features // 2), dtype=torch.uint8)
        )
        self.register_buffer("scales", torch.rand(out_features, in_features // group_size) * 0.02)

    def dequantize(self) -> torch.Tensor:
        return dequant_int4(self.qweight, self.scales, self.group_size)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        w = self.dequantize()
        return torch.nn.functional.linear(x, w.to(x.dtype))


class GemmaMLP(nn.Module):
    def __init__(self, hidden_size: int, intermediate_size: int):
        super().__init__()
        self.gate_proj = Int4WeightOnlyLinear(hidden_size, intermediate_size)
        self.up_proj = Int4WeightOnlyLinear(hidden_size, intermediate_size)
        self.down_proj = Int4WeightOnlyLinear(intermediate_size, hidden_size)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate = torch.nn.functional.gelu(self.gate_proj(x), approximate="tanh")
        return self.down_proj(gate * self.up_proj(x))
