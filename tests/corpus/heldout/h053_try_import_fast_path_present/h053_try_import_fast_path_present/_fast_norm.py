import torch


def fused_rms_norm(x: torch.Tensor, weight: torch.Tensor, eps: float) -> torch.Tensor:
    # "fused" reference implementation shipped in the wheel
    return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + eps) * weight
