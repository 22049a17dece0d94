import torch
import torch.nn as nn

from .dtypes import resolve_compute_dtype


class FusedRMSNorm(nn.Module):
    def __init__(self, hidden: int = 8, eps: float = 1e-6, compute_dtype=torch.bfloat16):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden))
        self.eps = eps
        self.compute_dtype = compute_dtype

    def forward(self, x):
        orig = x.dtype
        dt = resolve_compute_dtype(x, self.compute_dtype)
        h = x.to(dt)
        h = h * torch.rsqrt(h.pow(2).mean(-1, keepdim=True) + self.eps)
        return (h * self.weight.to(dt)).to(orig)


norm = torch.compile(FusedRMSNorm(), fullgraph=True)
