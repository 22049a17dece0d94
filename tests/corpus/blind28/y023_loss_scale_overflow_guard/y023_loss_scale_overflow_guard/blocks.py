import torch
from torch import nn

from .scaling import DynamicScaleState


class ScaledFFN(nn.Module):
    """FFN whose hidden activations are pre-scaled to stay in fp16 range."""

    def __init__(self, dim: int, hidden: int, state: DynamicScaleState):
        super().__init__()
        self.up = nn.Linear(dim, hidden)
        self.down = nn.Linear(hidden, dim)
        self.state = state

    def _guard(self, h: torch.Tensor) -> torch.Tensor:
        if self.state.found_inf(h):
            self.state.backoff()
            return torch.nan_to_num(h, nan=0.0, posinf=6.0e4, neginf=-6.0e4)
        self.state.grow()
        return h

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        inv = 1.0 / self.state.scale
        h = self.up(x * inv)
        h = self._guard(torch.relu(h))
        return self.down(h) * self.state.scale
