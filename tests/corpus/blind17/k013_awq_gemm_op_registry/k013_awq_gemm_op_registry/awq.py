"""AWQ quantization config and linear method."""
from __future__ import annotations

import torch
from torch import nn

from . import _custom_ops as ops
from .awq_triton import pack_int4_awq


class AWQConfig:
    def __init__(self, weight_bits: int = 4, group_size: int = 128, zero_point: bool = True):
        if weight_bits != 4:
            raise ValueError(f"AWQ supports only 4-bit weights, got {weight_bits}")
        self.weight_bits = weight_bits
        self.group_size = group_size
        self.zero_point = zero_point
        self.pack_factor = 32 // weight_bits

    @classmethod
    def get_name(cls) -> str:
        return "awq"

    def get_quant_method(self, layer: nn.Module, prefix: str) -> "AWQLinearMethod":
        return AWQLinearMethod(self)


class AWQLinearMethod:
    def __init__(self, quant_config: AWQConfig):
        self.quant_config = quant_config

    def create_weights(self, layer: nn.Module, input_size: int, output_size: int) -> None:
        g = self.quant_config.group_size
        gen = torch.Generator().manual_seed(input_size * 1000 + output_size)
        iweight = torch.randint(0, 16, (input_size, output_size), generator=gen)
        izeros = torch.full((input_size // g, output_size), 8)
        layer.qweight = nn.Parameter(pack_int4_awq(iweight), requires_grad=False)
        layer.qzeros = nn.Parameter(pack_int4_awq(izeros), requires_grad=False)
        layer.scales = nn.Parameter(torch.rand(input_size // g, output_size, generator=gen) * 0.02, requires_grad=False)

    def apply(self, layer: nn.Module, x: torch.Tensor, bias: torch.Tensor | None = None) -> torch.Tensor:
        pack_factor = self.quant_config.pack_factor
        out_shape = x.shape[:-1] + (layer.qweight.shape[-1] * pack_factor,)
        reshaped_x = x.reshape(-1, x.shape[-1])
        out = ops.awq_gemm(reshaped_x, layer.qweight, layer.scales, layer.qzeros, self.quant_config.group_size)
        if bias is not None:
            out = out + bias
        return out.reshape(out_shape)
