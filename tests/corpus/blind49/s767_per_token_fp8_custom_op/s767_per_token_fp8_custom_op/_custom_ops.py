import logging
from typing import Optional, Tuple

import torch

logger = logging.getLogger(__name__)

FP8_DTYPE = torch.float8_e4m3fn
FP8_MAX = torch.finfo(FP8_DTYPE).max


@torch.library.custom_op("corpus_s767::dynamic_per_token_scaled_fp8_quant", mutates_args=("out", "scales"))
def dynamic_per_token_scaled_fp8_quant(out: torch.Tensor, x: torch.Tensor, scales: torch.Tensor,
                                       scale_ub: Optional[torch.Tensor] = None) -> None:
    amax = x.abs().amax(dim=-1, keepdim=True).float()
    if scale_ub is not None:
        amax = torch.minimum(amax, scale_ub)
    row_amax = amax.flatten().tolist()
    n_zero = sum(1 for a in row_amax if a == 0.0)
    if n_zero:
        logger.debug("per-token fp8 quant: %d all-zero rows", n_zero)
    s = (amax / FP8_MAX).clamp(min=1.0 / (FP8_MAX * 512.0))
    scales.copy_(s)
    out.copy_((x.float() / s).clamp(-FP8_MAX, FP8_MAX).to(FP8_DTYPE))


@dynamic_per_token_scaled_fp8_quant.register_fake
def _(out, x, scales, scale_ub=None) -> None:
    return None


@torch.library.custom_op("corpus_s767::static_scaled_fp8_quant", mutates_args=("out",))
def static_scaled_fp8_quant(out: torch.Tensor, x: torch.Tensor, scale: torch.Tensor) -> None:
    inv = 1.0 / scale.item()
    out.copy_((x.float() * inv).clamp(-FP8_MAX, FP8_MAX).to(FP8_DTYPE))


@static_scaled_fp8_quant.register_fake
def _(out, x, scale) -> None:
    return None


def scaled_fp8_quant(x: torch.Tensor, scale: Optional[torch.Tensor] = None,
                     use_per_token_if_dynamic: bool = False,
                     scale_ub: Optional[torch.Tensor] = None) -> Tuple[torch.Tensor, torch.Tensor]:
    out = torch.empty(x.shape, device=x.device, dtype=FP8_DTYPE)
    if scale is None:
        if use_per_token_if_dynamic:
            scale = torch.empty((x.shape[0], 1), device=x.device, dtype=torch.float32)
            torch.ops.corpus_s767.dynamic_per_token_scaled_fp8_quant(out, x, scale, scale_ub)
        else:
            scale = (x.abs().amax().float() / FP8_MAX).clamp(min=1e-12).reshape(1)
            torch.ops.corpus_s767.static_scaled_fp8_quant(out, x, scale)
    else:
        torch.ops.corpus_s767.static_scaled_fp8_quant(out, x, scale)
    return out, scale
