"""Linear layer with fp8 weights and dynamic activation scales."""
from __future__ import annotations

import torch
from torch import nn

from . import envs
from .platform import CUTLASS_FP8_SUPPORTED, FP8_DTYPE, FP8_MAX, cutlass_scaled_mm


def quantize_fp8(x: torch.Tensor, per_token: bool):
    if per_token:
        amax = x.abs().amax(dim=-1, keepdim=True)
    else:
        amax = x.abs().amax().reshape(1, 1)
    scale = amax.float().clamp(min=1e-12) / FP8_MAX
    x_q = (x.float() / scale).clamp(-FP8_MAX, FP8_MAX).to(FP8_DTYPE)
    return x_q, scale


def torch_scaled_mm(a_q, b_q, scale_a, scale_b, out_dtype):
    # emulation path: dequantise and run the GEMM in fp32
    out = (a_q.float() * scale_a) @ (b_q.float() * scale_b)
    return out.to(out_dtype)


class Fp8Linear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        w = torch.randn(in_features, out_features) * 0.2
        w_q, w_scale = quantize_fp8(w.t(), per_token=True)
        self.register_buffer("weight", w_q.t())  # [in, out], column-major like the kernel wants
        self.register_buffer("weight_scale", w_scale.t())  # [1, out]

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x_q, x_scale = quantize_fp8(x, per_token=envs.CORPUS_V030_FP8_FALLBACK_PER_TOKEN)
        if CUTLASS_FP8_SUPPORTED and x.is_cuda:
            return cutlass_scaled_mm(x_q, self.weight, x_scale, self.weight_scale, x.dtype)
        return torch_scaled_mm(x_q, self.weight, x_scale, self.weight_scale, x.dtype)


compiled_fp8_linear = torch.compile(Fp8Linear(8, 6), fullgraph=True)
