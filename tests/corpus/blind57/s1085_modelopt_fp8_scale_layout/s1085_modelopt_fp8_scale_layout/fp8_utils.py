from functools import partial
from typing import Callable, Optional

import torch

FP8_DTYPE = torch.float8_e4m3fn
FP8_MAX = torch.finfo(FP8_DTYPE).max


def per_token_quant_fp8(x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    scale = x.abs().amax(dim=-1, keepdim=True).clamp(min=1e-12) / FP8_MAX
    return (x / scale).clamp(-FP8_MAX, FP8_MAX).to(FP8_DTYPE), scale


def _fp8_gemm_emulated(
    x: torch.Tensor,
    weight: torch.Tensor,
    weight_scale: torch.Tensor,
    bias: Optional[torch.Tensor],
    per_channel: bool,
) -> torch.Tensor:
    qx, x_scale = per_token_quant_fp8(x)
    w = weight.to(x.dtype)
    if per_channel:
        w = w * weight_scale.view(-1, 1)
    else:
        w = w * weight_scale.reshape(-1)[0]
    out = (qx.to(x.dtype) @ w.t()) * x_scale
    return out if bias is None else out + bias


FP8_GEMM_IMPLS: dict[str, Callable[..., torch.Tensor]] = {
    "per_tensor": partial(_fp8_gemm_emulated, per_channel=False),
    "per_channel": partial(_fp8_gemm_emulated, per_channel=True),
}


def all_shards_share_scale(weight_scale: torch.Tensor) -> bool:
    return bool((weight_scale == weight_scale[0]).all())


def expand_shard_scales(weight_scale: torch.Tensor, logical_widths: list[int]) -> torch.Tensor:
    return torch.cat([s.expand(w) for s, w in zip(weight_scale.split(1), logical_widths)])
