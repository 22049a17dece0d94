import torch
from torch import nn

from .monitor import ActivationMonitor


class EMANorm(nn.Module):
    """Normalisation with exponentially averaged statistics (like BatchNorm,
    but with a configurable decay and an optional host-side monitor)."""

    def __init__(self, dim: int, decay: float = 0.99, eps: float = 1e-5, monitor: bool = True):
        super().__init__()
        self.decay = decay
        self.eps = eps
        self.register_buffer("running_mean", torch.zeros(dim))
        self.register_buffer("running_var", torch.ones(dim))
        self.weight = nn.Parameter(torch.ones(dim))
        self.bias = nn.Parameter(torch.zeros(dim))
        self.monitor = ActivationMonitor(type(self).__name__) if monitor else None

    @torch.no_grad()
    def _update_stats(self, x: torch.Tensor) -> None:
        self.running_mean.lerp_(x.mean(0), 1.0 - self.decay)
        self.running_var.lerp_(x.var(0, unbiased=False), 1.0 - self.decay)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if self.monitor is not None and not torch.compiler.is_compiling():
            self.monitor.observe(x)
        if self.training:
            self._update_stats(x)
        x = (x - self.running_mean) * torch.rsqrt(self.running_var + self.eps)
        return x * self.weight + self.bias
