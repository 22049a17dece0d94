import torch
from torch import nn

from .dtype_utils import accumulation_dtype, output_dtype, residual_dtype


class FusedAddRMSNorm(nn.Module):
    """out = rmsnorm(x + residual) * weight; also returns the new residual."""

    def __init__(self, hidden_size: int, eps: float = 1e-6):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(torch.ones(hidden_size))

    def _add_residual(self, x: torch.Tensor, residual: torch.Tensor) -> torch.Tensor:
        dtype = residual_dtype(x, residual)
        return x.to(dtype) + residual.to(dtype)

    def _rms(self, x: torch.Tensor) -> torch.Tensor:
        acc = accumulation_dtype(x.dtype)
        xf = x.to(acc)
        var = xf.pow(2).mean(-1, keepdim=True)
        return xf * torch.rsqrt(var + self.eps)

    def forward(self, x: torch.Tensor, residual: torch.Tensor):
        out_dtype = output_dtype(x, self.weight)
        residual = self._add_residual(x, residual)
        normed = self._rms(residual) * self.weight
        return normed.to(out_dtype), residual
