import torch

FP8_MAX = 448.0


def quantize_per_head(x: torch.Tensor, scale: torch.Tensor) -> torch.Tensor:
    # x: [heads, tokens, dim], scale: [heads]
    s = scale.view(-1, 1, 1)
    return (x / s).clamp(-FP8_MAX, FP8_MAX)


def dequantize_per_head(q: torch.Tensor, scale: torch.Tensor) -> torch.Tensor:
    return q * scale.view(-1, 1, 1)
