import torch
from torch import nn

from .base import DebuggableModule


class LlamaMLP(DebuggableModule):
    def __init__(self, hidden: int = 8, inter: int = 16):
        super().__init__()
        self.gate_up_proj = nn.Linear(hidden, 2 * inter, bias=False)
        self.down_proj = nn.Linear(inter, hidden, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate, up = self.gate_up_proj(x).chunk(2, dim=-1)
        h = self.trace_tensor("act", nn.functional.silu(gate) * up)
        return self.down_proj(h)


compiled = torch.compile(LlamaMLP(), fullgraph=True)
