import torch
import torch.nn.functional as F
from torch import nn

from .mixins import StepTimerMixin


class GatedMLP(nn.Module):
    def __init__(self, hidden_size: int, intermediate_size: int) -> None:
        super().__init__()
        self.gate_up_proj = nn.Linear(hidden_size, 2 * intermediate_size, bias=False)
        self.down_proj = nn.Linear(intermediate_size, hidden_size, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate, up = self.gate_up_proj(x).chunk(2, dim=-1)
        return self.down_proj(F.silu(gate) * up)


class TimedGatedMLP(StepTimerMixin, GatedMLP):
    def __init__(self, hidden_size: int, intermediate_size: int) -> None:
        super().__init__(hidden_size, intermediate_size)
        self._init_timer()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        out = super().forward(x)
        self._mark("mlp")
        return out
