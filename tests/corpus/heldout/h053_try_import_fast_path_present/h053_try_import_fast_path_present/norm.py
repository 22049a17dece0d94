import logging

import torch
from torch import nn

logger = logging.getLogger(__name__)

try:
    from ._fast_norm import fused_rms_norm
except ImportError:

    def fused_rms_norm(x: torch.Tensor, weight: torch.Tensor, eps: float) -> torch.Tensor:
        logger.warning("fast RMSNorm unavailable, falling back to eager implementation")
        var = x.float().pow(2).mean(-1, keepdim=True)
        return (x.float() * torch.rsqrt(var + eps)).to(x.dtype) * weight


class RMSNorm(nn.Module):
    def __init__(self, d: int, eps: float = 1e-5) -> None:
        super().__init__()
        self.weight = nn.Parameter(torch.ones(d))
        self.eps = eps

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return fused_rms_norm(x, self.weight, self.eps)


norm = RMSNorm(8)
norm_fn = torch.compile(norm, fullgraph=True)
