"""W8A8 FP8 linear: weights quantized per-tensor at load, activations per-token."""
from __future__ import annotations

import torch
from torch import nn

from .dispatch import get_quant_fn, output_dtype_for
from .fp8_kernels import quant_per_tensor


class Fp8Linear(nn.Module):
    def __init__(self, in_features: int = 8, out_features: int = 16,
                 act_granularity: str = "token") -> None:
        super().__init__()
        w = torch.randn(out_features, in_features)
        w_q, w_scale = quant_per_tensor(w)
        self.register_buffer("weight", w_q)
        self.register_buffer("weight_scale", w_scale)
        self.act_granularity = act_granularity

    def _scaled_mm(self, x_q, x_scale, out_dtype):
        # no fp8 GEMM on this backend: dequantize and run in fp32
        acc = (x_q.float() * x_scale) @ (self.weight.float() * self.weight_scale).t()
        return acc.to(out_dtype)

    @torch.compile(fullgraph=True)
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        quant = get_quant_fn(x.dtype, self.act_granularity)
        x_q, x_scale = quant(x.reshape(-1, x.shape[-1]))
        out = self._scaled_mm(x_q, x_scale, output_dtype_for(x.dtype))
        return out.reshape(*x.shape[:-1], -1)
