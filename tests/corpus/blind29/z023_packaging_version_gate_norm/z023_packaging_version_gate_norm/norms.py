import torch
import torch.nn.functional as F
from torch import nn

from . import compat


class RMSNorm(nn.Module):
    def __init__(self, dim: int, eps: float = 1e-6):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(torch.ones(dim))

    def _manual(self, x):
        var = x.pow(2).mean(-1, keepdim=True)
        return x * torch.rsqrt(var + self.eps) * self.weight

    def forward(self, x):
        if compat.has_native_rms_norm():
            return F.rms_norm(x, (x.shape[-1],), self.weight, self.eps)
        return self._manual(x)
