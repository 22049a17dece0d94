"""CPU reference implementations registered as torch custom ops.

On GPU builds the same op names are provided by the compiled _C extension.
"""
from typing import Tuple

import torch


@torch.library.custom_op("blind48_s726::fused_add_rms_norm", mutates_args=("input", "residual"))
def fused_add_rms_norm(input: torch.Tensor, residual: torch.Tensor, weight: torch.Tensor, eps: float) -> None:
    residual.add_(input)
    variance = residual.float().pow(2).mean(dim=-1, keepdim=True)
    input.copy_((residual.float() * torch.rsqrt(variance + eps) * weight).to(input.dtype))


@torch.library.custom_op("blind48_s726::rotary_embedding", mutates_args=())
def rotary_embedding(
    positions: torch.Tensor,
    query: torch.Tensor,
    key: torch.Tensor,
    head_size: int,
    cos_sin_cache: torch.Tensor,
    is_neox: bool,
) -> Tuple[torch.Tensor, torch.Tensor]:
    cos, sin = cos_sin_cache[positions].chunk(2, dim=-1)

    def _rotate(x: torch.Tensor) -> torch.Tensor:
        x = x.view(x.shape[0], -1, head_size)
        if is_neox:
            x1, x2 = x.chunk(2, dim=-1)
        else:
            x1, x2 = x[..., ::2], x[..., 1::2]
        c, s = cos[:, None, :], sin[:, None, :]
        return torch.cat((x1 * c - x2 * s, x2 * c + x1 * s), dim=-1).flatten(1)

    return _rotate(query), _rotate(key)
