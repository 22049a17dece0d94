from __future__ import annotations

import torch

from .quant import QuantConfig, dequantize, quantize


class WeightOnlyLinear(torch.nn.Module):
    def __init__(self, in_features: int, out_features: int, qcfg: QuantConfig) -> None:
        super().__init__()
        self.qcfg = qcfg
        w = torch.randn(out_features, in_features) * in_features ** -0.5
        q, scale = quantize(qcfg, w)
        self.register_buffer("qweight", q)
        self.register_buffer("scales", scale)
        self.bias = torch.nn.Parameter(torch.zeros(out_features))

    def materialize(self, dtype: torch.dtype) -> torch.Tensor:
        return dequantize(self.qcfg, self.qweight, self.scales, dtype)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.nn.functional.linear(x, self.materialize(x.dtype), self.bias)
