"""The W8A8 FP8 linear op: dynamic activation quant + scaled matmul."""
from __future__ import annotations

import torch

from .cuda_probe import cutlass_fp8_supported

FP8_DTYPE = torch.float8_e4m3fn
FP8_MAX = torch.finfo(FP8_DTYPE).max


def scaled_fp8_quant(
    x: torch.Tensor, scale: torch.Tensor | None = None, use_per_token_if_dynamic: bool = False
) -> tuple[torch.Tensor, torch.Tensor]:
    if scale is None:
        if use_per_token_if_dynamic:
            scale = (x.abs().amax(dim=-1, keepdim=True) / FP8_MAX).clamp(min=1e-12)
        else:
            scale = (x.abs().amax() / FP8_MAX).clamp(min=1e-12).reshape(1, 1)
    q = (x / scale).clamp(-FP8_MAX, FP8_MAX).to(FP8_DTYPE)
    return q, scale


def torch_scaled_mm_ref(qx, qw, x_scale, w_scale, bias, out_dtype):
    out = (qx.to(torch.float32) * x_scale) @ (qw.to(torch.float32) * w_scale).t()
    if bias is not None:
        out = out + bias
    return out.to(out_dtype)


class Fp8LinearOp:
    def __init__(self, use_per_token_if_dynamic: bool = False):
        self.cutlass_fp8_supported = cutlass_fp8_supported()
        self.use_per_token_if_dynamic = use_per_token_if_dynamic

    def apply(
        self,
        input: torch.Tensor,
        weight: torch.Tensor,
        weight_scale: torch.Tensor,
        input_scale: torch.Tensor | None = None,
        bias: torch.Tensor | None = None,
    ) -> torch.Tensor:
        qinput, x_scale = scaled_fp8_quant(input, input_scale, self.use_per_token_if_dynamic)
        if self.cutlass_fp8_supported:
            return torch._scaled_mm(
                qinput, weight.t(), scale_a=x_scale, scale_b=weight_scale.t(), bias=bias, out_dtype=input.dtype
            )
        return torch_scaled_mm_ref(qinput, weight, x_scale, weight_scale, bias, input.dtype)
