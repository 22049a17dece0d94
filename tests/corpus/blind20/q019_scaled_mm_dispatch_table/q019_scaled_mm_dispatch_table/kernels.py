from __future__ import annotations

import torch

from .dispatch import QuantScheme, register_kernel

FP8 = torch.float8_e4m3fn


def _per_token_int8(x):
    s = x.abs().amax(dim=-1, keepdim=True).clamp(min=1e-8) / 127.0
    return torch.round(x / s).clamp(-127, 127).to(torch.int8), s


@register_kernel(QuantScheme.INT8_W8A8, (torch.float32, torch.bfloat16))
def int8_mm_gemv(x, w_q, w_s):
    xq, xs = _per_token_int8(x)
    acc = (xq.to(torch.int32).unsqueeze(1) * w_q.to(torch.int32).unsqueeze(0)).sum(-1)
    return (acc.to(torch.float32) * xs * w_s).to(x.dtype)


@register_kernel(QuantScheme.INT8_W8A8, (torch.float32, torch.bfloat16), min_m=16, priority=1)
def int8_mm_tiled(x, w_q, w_s):
    xq, xs = _per_token_int8(x)
    acc = torch._int_mm(xq, w_q.t().contiguous())
    return (acc.to(torch.float32) * xs * w_s).to(x.dtype)


@register_kernel(QuantScheme.FP8_W8A8, (torch.float32, torch.bfloat16))
def fp8_mm_emulated(x, w_q, w_s):
    s = x.abs().amax(dim=-1, keepdim=True).clamp(min=1e-12) / torch.finfo(FP8).max
    xq = (x / s).to(FP8)
    return ((xq.to(torch.float32) * s) @ (w_q.to(torch.float32) * w_s).t()).to(x.dtype)
