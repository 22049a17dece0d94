import torch

from .jit_loader import load_norm_module


def rmsnorm(x: torch.Tensor, weight: torch.Tensor, eps: float = 1e-6) -> torch.Tensor:
    module = load_norm_module("rmsnorm")
    return module.rmsnorm(x, weight, eps)


def fused_add_rmsnorm(x, residual, weight, eps: float = 1e-6):
    residual = x + residual
    return rmsnorm(residual, weight, eps), residual
