import torch
from torch import nn

from .validation import check_finite_stats


class MeanAbsScaler(nn.Module):
    """Scales each series by its mean absolute value over the context window."""

    def __init__(self, min_scale: float = 1e-5, dim: int = 1):
        super().__init__()
        self.min_scale = min_scale
        self.dim = dim

    def forward(self, x: torch.Tensor, observed: torch.Tensor):
        denom = observed.sum(self.dim, keepdim=True).clamp_min(1.0)
        scale = (x.abs() * observed).sum(self.dim, keepdim=True) / denom
        scale = scale.clamp_min(self.min_scale)
        loc = torch.zeros_like(scale)
        check_finite_stats(loc, scale, type(self).__name__)
        return (x - loc) / scale, loc, scale
