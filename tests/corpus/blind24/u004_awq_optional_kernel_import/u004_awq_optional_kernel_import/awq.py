from __future__ import annotations

from dataclasses import dataclass

import torch
from torch import nn

from . import awq_kernels


@dataclass
class AWQConfig:
    weight_bits: int = 4
    group_size: int = 4
    zero_point: bool = True

    @property
    def pack_factor(self) -> int:
        return 32 // self.weight_bits


class AWQLinearMethod:
    def __init__(self, quant_config: AWQConfig):
        self.quant_config = quant_config

    def create_weights(self, layer: nn.Module, in_features: int, out_features: int) -> None:
        cfg = self.quant_config
        g = torch.Generator().manual_seed(0)
        qweight = torch.randint(0, 2**31 - 1, (in_features, out_features // cfg.pack_factor), generator=g, dtype=torch.int32)
        qzeros = torch.randint(0, 2**31 - 1, (in_features // cfg.group_size, out_features // cfg.pack_factor), generator=g, dtype=torch.int32)
        scales = torch.rand(in_features // cfg.group_size, out_features, generator=g) * 0.01
        layer.register_buffer("qweight", qweight)
        layer.register_buffer("qzeros", qzeros)
        layer.register_buffer("scales", scales)

    def apply(self, layer: nn.Module, x: torch.Tensor, bias=None) -> torch.Tensor:
        reshaped_x = x.reshape(-1, x.shape[-1])
        out = awq_kernels.awq_gemm(reshaped_x, layer.qweight, layer.scales, layer.qzeros, self.quant_config.group_size)
        if bias is not None:
            out = out + bias
        return out.reshape(*x.shape[:-1], -1)


class QuantLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int, quant_config: AWQConfig):
        super().__init__()
        self.quant_method = AWQLinearMethod(quant_config)
        self.quant_method.create_weights(self, in_features, out_features)
        self.bias = None

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.quant_method.apply(self, x, self.bias)
