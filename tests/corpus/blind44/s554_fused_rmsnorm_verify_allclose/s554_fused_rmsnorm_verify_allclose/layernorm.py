import torch
from torch import nn

from .kernel_check import verify_against_reference


def fused_add_rms_norm_ref(x, residual, weight, eps):
    residual = x + residual
    var = residual.float().pow(2).mean(dim=-1, keepdim=True)
    out = residual * torch.rsqrt(var + eps) * weight
    return out, residual


class RMSNorm(nn.Module):
    def __init__(self, hidden_size: int, eps: float = 1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden_size))
        self.variance_epsilon = eps

    def _fused_add_rms_norm(self, x, residual):
        # stand-in for the single-pass fused kernel: same math, different order
        residual = residual + x
        inv_rms = (residual.square().sum(-1, keepdim=True) / residual.shape[-1] + self.variance_epsilon).rsqrt()
        return (residual * self.weight) * inv_rms, residual

    def forward(self, x, residual):
        out = self._fused_add_rms_norm(x, residual)
        return verify_against_reference(
            "fused_add_rms_norm",
            out,
            fused_add_rms_norm_ref,
            x,
            residual,
            self.weight,
            self.variance_epsilon,
        )
