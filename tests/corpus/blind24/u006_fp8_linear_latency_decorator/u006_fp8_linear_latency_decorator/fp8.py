from __future__ import annotations

import torch
from torch import nn

from .metrics import record_latency

FP8_DTYPE = torch.float8_e4m3fn
FP8_MAX = torch.finfo(FP8_DTYPE).max
MIN_SCALE = 1.0 / (FP8_MAX * 512.0)


def scaled_fp8_quant(x: torch.Tensor, per_token: bool = True):
    if per_token:
        amax = x.abs().amax(dim=-1, keepdim=True)
    else:
        amax = x.abs().amax().reshape(1, 1)
    scale = (amax / FP8_MAX).clamp(min=MIN_SCALE)
    q = (x / scale).clamp(-FP8_MAX, FP8_MAX).to(FP8_DTYPE)
    return q, scale


def fp8_scaled_mm(qa, a_scale, qb, b_scale, out_dtype, bias=None):
    out = (qa.to(out_dtype) * a_scale) @ (qb.to(out_dtype) * b_scale).t()
    return out if bias is None else out + bias


class Fp8LinearMethod:
    def __init__(self, per_token_activations: bool = True):
        self.per_token = per_token_activations

    def process_weights_after_loading(self, layer: nn.Module) -> None:
        qw, w_scale = scaled_fp8_quant(layer.weight.data, per_token=True)
        layer.weight_fp8 = nn.Parameter(qw, requires_grad=False)
        layer.weight_scale = nn.Parameter(w_scale.t().contiguous(), requires_grad=False)
        del layer.weight

    @record_latency("fp8_linear.apply")
    def apply(self, layer: nn.Module, x: torch.Tensor) -> torch.Tensor:
        qx, x_scale = scaled_fp8_quant(x, per_token=self.per_token)
        return fp8_scaled_mm(qx, x_scale, layer.weight_fp8, layer.weight_scale.t(), x.dtype, layer.bias)
