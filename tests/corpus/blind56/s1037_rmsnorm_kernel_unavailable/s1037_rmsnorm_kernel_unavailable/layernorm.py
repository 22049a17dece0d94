from typing import Optional

import torch
from torch import nn

from .kernels import KernelUnavailableError, fused_rmsnorm


class RMSNorm(nn.Module):
    def __init__(self, hidden_size: int, eps: float = 1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden_size))
        self.variance_epsilon = eps

    def forward_native(self, x: torch.Tensor, residual: Optional[torch.Tensor] = None):
        orig_dtype = x.dtype
        x = x.to(torch.float32)
        if residual is not None:
            x = x + residual.to(torch.float32)
            residual = x.to(orig_dtype)
        variance = x.pow(2).mean(dim=-1, keepdim=True)
        x = x * torch.rsqrt(variance + self.variance_epsilon)
        x = (x * self.weight).to(orig_dtype)
        return x if residual is None else (x, residual)

    def forward(self, x: torch.Tensor, residual: Optional[torch.Tensor] = None):
        try:
            out, residual = fused_rmsnorm(x, self.weight.data, self.variance_epsilon, residual)
        except KernelUnavailableError:
            return self.forward_native(x, residual)
        return out if residual is None else (out, residual)
