"""Soft spectral gating helpers."""
import torch

from .ops import spectral_floor


class GateParams:
    percentile = 20.0
    over_subtract = 1.5
    softness = 4.0


def soft_mask(mag: torch.Tensor, params: GateParams) -> torch.Tensor:
    floor = spectral_floor(mag, params.percentile)
    snr = mag / (params.over_subtract * floor.abs() + 1e-6)
    return torch.sigmoid(params.softness * (snr - 1.0))
