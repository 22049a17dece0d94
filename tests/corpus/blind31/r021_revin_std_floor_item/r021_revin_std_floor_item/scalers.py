import torch
from torch import nn

from .config import ScalerConfig


class InstanceScaler(nn.Module):
    """Per-series scaler fitted on the fly for every forward call (RevIN style)."""

    def __init__(self, n_channels: int, cfg: ScalerConfig):
        super().__init__()
        self.cfg = cfg
        if cfg.affine:
            self.weight = nn.Parameter(torch.ones(n_channels))
            self.bias = nn.Parameter(torch.zeros(n_channels))
        else:
            self.register_parameter("weight", None)
            self.register_parameter("bias", None)

    def _fit(self, x: torch.Tensor):
        loc = x.mean(dim=1, keepdim=True).detach()
        scale = torch.sqrt(x.var(dim=1, keepdim=True, unbiased=False) + self.cfg.eps).detach()
        return loc, self._floor_scale(scale)

    def _floor_scale(self, scale: torch.Tensor) -> torch.Tensor:
        # constant series make the scale collapse; only clamp when it actually happens
        if scale.min().item() < self.cfg.min_std:
            scale = scale.clamp_min(self.cfg.min_std)
        return scale

    def normalize(self, x: torch.Tensor):
        loc, scale = self._fit(x)
        z = (x - loc) / scale
        if self.weight is not None:
            z = z * self.weight + self.bias
        return z, (loc, scale)

    def denormalize(self, y: torch.Tensor, stats):
        loc, scale = stats
        if self.weight is not None:
            y = (y - self.bias) / (self.weight + self.cfg.eps * self.cfg.eps)
        return y * scale + loc
