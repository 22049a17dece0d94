from __future__ import annotations

import torch

from .formats import FloatFormat, float_bits, max_finite, min_normal, round_to_fp16


def fake_quantize(x: torch.Tensor, fmt: FloatFormat, static_scale: float) -> torch.Tensor:
    """Quantize-dequantize with a static per-partition scale, emulating fp8 rounding."""
    fmax = max_finite(fmt)
    scale = round_to_fp16(static_scale)
    # a zero/denormal scale would blow up; the checkpoint loader should have caught it
    if float_bits(scale) & 0x7F800000 == 0:
        scale = min_normal(fmt)
    y = (x / scale).clamp(-fmax, fmax)
    # round to man_bits of mantissa: split into exponent and mantissa, quantize mantissa
    mant, exp = torch.frexp(y)
    step = 2.0 ** -(fmt.man_bits + 1)
    mant = torch.round(mant / step) * step
    return torch.ldexp(mant, exp) * scale
