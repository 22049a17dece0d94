import torch
from torch import nn


class StochasticResidual(nn.Module):
    """Residual dropout that reports its drop rate every ``log_every`` training steps."""

    def __init__(self, p: float = 0.1, log_every: int = 100) -> None:
        super().__init__()
        self.p = p
        self.log_every = log_every
        self._step = 0

    def forward(self, x: torch.Tensor, residual: torch.Tensor) -> torch.Tensor:
        if self.training:
            keep = (torch.rand_like(x) >= self.p).to(x.dtype)
            x = x * keep / (1.0 - self.p)
            if self.log_every and self._step % self.log_every == 0:
                print(f"[StochasticResidual] step={self._step} p={self.p}")
            self._step += 1
        return residual + x
