import torch

FP8_E4M3_MAX = 448.0


def scaled_fake_quant(x: torch.Tensor, scale: float) -> torch.Tensor:
    return (x / scale).clamp(-FP8_E4M3_MAX, FP8_E4M3_MAX).round() * scale


def requant_scale(input_scale: torch.Tensor, weight_scale: torch.Tensor) -> float:
    return input_scale.item() * weight_scale.item()
