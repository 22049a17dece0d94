import math

import torch

FP8_E4M3_MAX = 448.0
FP8_E4M3_MIN = -448.0
_MIN_SCALE = 1.0 / (FP8_E4M3_MAX * 512.0)


def _fake_fp8_cast(x: torch.Tensor) -> torch.Tensor:
    # CPU builds have no float8 GEMM; emulate the e4m3 grid by clamping + rounding.
    return torch.clamp(x, FP8_E4M3_MIN, FP8_E4M3_MAX).round()


def per_tensor_dynamic_scale(x: torch.Tensor) -> float:
    amax = float(x.abs().amax())
    scale = amax / FP8_E4M3_MAX
    if math.isclose(scale, 0.0, abs_tol=_MIN_SCALE):
        return _MIN_SCALE
    return scale


def scaled_fp8_quant(x: torch.Tensor, scale: float | None = None):
    if scale is None:
        scale = per_tensor_dynamic_scale(x)
    q = _fake_fp8_cast(x / scale)
    return q, scale


def apply_fp8_linear(
    x: torch.Tensor,
    weight_q: torch.Tensor,
    weight_scale: float,
    bias: torch.Tensor | None = None,
    input_scale: float | None = None,
) -> torch.Tensor:
    x_q, x_scale = scaled_fp8_quant(x, input_scale)
    out = torch.matmul(x_q, weight_q.t()) * (x_scale * weight_scale)
    if bias is not None:
        out = out + bias
    return out
