import torch

FP8_E4M3_MAX = torch.finfo(torch.float8_e4m3fn).max
K_SCALE_CONSTANT = 200.0
V_SCALE_CONSTANT = 100.0


@torch.compiler.disable
def calc_kv_scales(layer, key: torch.Tensor, value: torch.Tensor) -> None:
    """One-shot calibration of per-tensor KV scales from the first batch."""
    layer._k_scale.copy_(torch.abs(key).max() / K_SCALE_CONSTANT)
    layer._v_scale.copy_(torch.abs(value).max() / V_SCALE_CONSTANT)
    layer._k_scale_float = layer._k_scale.item()
    layer._v_scale_float = layer._v_scale.item()
    layer.calculate_kv_scales = False


def quantize_to_fp8(x: torch.Tensor, scale: torch.Tensor) -> torch.Tensor:
    return (x / scale).clamp(-FP8_E4M3_MAX, FP8_E4M3_MAX).to(torch.float8_e4m3fn)


def dequantize_fp8(x: torch.Tensor, scale: torch.Tensor, dtype: torch.dtype) -> torch.Tensor:
    return x.to(dtype) * scale
