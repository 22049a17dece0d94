"""Dynamic per-token activation quantisation (int8, symmetric)."""
from dataclasses import dataclass

import torch

INT8_MAX = 127.0


@dataclass(frozen=True)
class ActQuantConfig:
    symmetric: bool = True
    eps: float = 1e-8
    per_token: bool = True


def _amax(x: torch.Tensor, per_token: bool) -> torch.Tensor:
    if per_token:
        return x.abs().amax(dim=-1, keepdim=True)
    return x.abs().amax().reshape(1, 1)


def compute_scales(x: torch.Tensor, cfg: ActQuantConfig) -> torch.Tensor:
    scale = _amax(x, cfg.per_token) / INT8_MAX
    # all-zero rows (padding tokens) would give scale 0 -> inf after division
    if (scale == 0).any():
        scale = torch.where(scale == 0, torch.full_like(scale, cfg.eps), scale)
    return scale


def quantize_per_token(x: torch.Tensor, cfg: ActQuantConfig):
    scale = compute_scales(x, cfg)
    q = torch.clamp(torch.round(x / scale), -INT8_MAX, INT8_MAX).to(torch.int8)
    return q, scale
