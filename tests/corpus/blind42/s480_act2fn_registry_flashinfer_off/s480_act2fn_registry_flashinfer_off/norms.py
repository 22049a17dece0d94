import logging

import torch
from torch import nn

logger = logging.getLogger(__name__)

# flashinfer's fused gemma norm is only wired up for CUDA builds
USE_FLASHINFER_NORM = False


@torch.compiler.disable
def _flashinfer_gemma_fused_add_rmsnorm(x, residual, weight, eps):
    logger.debug("flashinfer gemma_fused_add_rmsnorm")
    residual.add_(x)
    var = residual.float().pow(2).mean(-1, keepdim=True)
    x.copy_((residual.float() * torch.rsqrt(var + eps)).to(x.dtype) * (1.0 + weight))


class GemmaRMSNorm(nn.Module):
    def __init__(self, hidden_size: int, eps: float = 1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.zeros(hidden_size))
        self.variance_epsilon = eps

    def forward(self, x: torch.Tensor, residual: torch.Tensor):
        if USE_FLASHINFER_NORM:
            _flashinfer_gemma_fused_add_rmsnorm(x, residual, self.weight.data, self.variance_epsilon)
            return x, residual
        residual = x + residual
        var = residual.float().pow(2).mean(-1, keepdim=True)
        out = residual.float() * torch.rsqrt(var + self.variance_epsilon)
        return (out * (1.0 + self.weight.float())).to(x.dtype), residual
