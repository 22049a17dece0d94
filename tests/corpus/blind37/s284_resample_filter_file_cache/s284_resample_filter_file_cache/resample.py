"""Rational-ratio resampler built on conv1d."""
import math

import torch
import torch.nn.functional as F

from .filters import filter_tensor


def reduce_ratio(src_sr: int, dst_sr: int) -> tuple:
    g = math.gcd(src_sr, dst_sr)
    return dst_sr // g, src_sr // g


def resample(wav: torch.Tensor, src_sr: int, dst_sr: int) -> torch.Tensor:
    if src_sr == dst_sr:
        return wav
    up, down = reduce_ratio(src_sr, dst_sr)
    kernel = filter_tensor(up, down, wav).view(1, 1, -1) * up
    x = wav.unsqueeze(1)
    if up > 1:
        z = x.new_zeros(x.shape[0], 1, x.shape[-1] * up)
        z[..., ::up] = x
        x = z
    y = F.conv1d(x, kernel, padding=kernel.shape[-1] // 2)
    return y[..., ::down].squeeze(1)
