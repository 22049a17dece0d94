import warnings

import torch


def _cuda_rms_norm(x: torch.Tensor, weight: torch.Tensor, eps: float) -> torch.Tensor:
    print(f"fused rms_norm on {torch.cuda.get_device_name()}")
    return torch.ops.aten.mul(x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + eps), weight)


def rms_norm(x: torch.Tensor, weight: torch.Tensor, eps: float = 1e-6) -> torch.Tensor:
    if torch.cuda.is_available() and x.is_cuda:
        return _cuda_rms_norm(x, weight, eps)
    if not torch.cuda.is_available():
        warnings.warn("fused rms_norm needs CUDA; using the PyTorch reference implementation")
    var = x.pow(2).mean(-1, keepdim=True)
    return x * torch.rsqrt(var + eps) * weight
