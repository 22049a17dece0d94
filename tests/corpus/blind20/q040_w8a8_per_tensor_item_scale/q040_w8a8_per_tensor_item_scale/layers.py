from __future__ import annotations

import torch
import torch.nn as nn

from . import kernels
from .config import QuantConfig, register_quant_method


@register_quant_method("w8a8_dynamic")
class W8A8DynamicMethod:
    def __init__(self, cfg: QuantConfig) -> None:
        self.cfg = cfg

    def process_weights(self, layer: nn.Module, weight: torch.Tensor) -> None:
        wq, wscale = kernels.quantize_weight_per_channel(weight)
        layer.register_buffer("weight_q", wq)
        layer.register_buffer("weight_scale", wscale)

    def apply(self, layer: nn.Module, x: torch.Tensor) -> torch.Tensor:
        smooth = kernels.smoothing_factor(x)
        xq, x_scale = kernels.dynamic_per_tensor_quant(x / smooth, self.cfg.clip_ratio)
        acc = kernels.int8_gemm(xq, layer.weight_q)
        out = acc * (x_scale * smooth) * layer.weight_scale
        if layer.bias is not None:
            out = out + layer.bias
        return out.to(x.dtype)


class QuantLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int, cfg: QuantConfig, bias: bool = True) -> None:
        super().__init__()
        self.quant_method = cfg.get_quant_method()
        weight = torch.randn(out_features, in_features) / in_features**0.5
        self.quant_method.process_weights(self, weight)
        self.bias = nn.Parameter(torch.zeros(out_features)) if bias else None

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.quant_method.apply(self, x)


class QuantMLP(nn.Module):
    def __init__(self, dim: int = 8, hidden: int = 16, cfg: QuantConfig = QuantConfig()) -> None:
        super().__init__()
        self.up = QuantLinear(dim, hidden, cfg)
        self.down = QuantLinear(hidden, dim, cfg, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.down(torch.relu(self.up(x)))


mlp = QuantMLP()
compiled_mlp = torch.compile(mlp, fullgraph=True)
