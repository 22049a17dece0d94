import logging

import torch
from torch import nn


class FusedAddRMSNorm(nn.Module):
    def __init__(self, d: int = 8, eps: float = 1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(d))
        self.eps = eps

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        logging.info("FusedAddRMSNorm: using native fallback")
        var = x.float().pow(2).mean(-1, keepdim=True)
        return (x * torch.rsqrt(var + self.eps)).to(x.dtype) * self.weight


compiled_norm = torch.compile(FusedAddRMSNorm(), fullgraph=True)
