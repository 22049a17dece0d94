from __future__ import annotations

import torch
from torch import nn

from .awq import AWQConfig, QuantLinear


class MLP(nn.Module):
    def __init__(self, hidden: int, inter: int, cfg: AWQConfig):
        super().__init__()
        self.gate_up_proj = QuantLinear(hidden, 2 * inter, cfg)
        self.down_proj = QuantLinear(inter, hidden, cfg)

    def forward(self, x):
        gate, up = self.gate_up_proj(x).chunk(2, dim=-1)
        return self.down_proj(torch.nn.functional.silu(gate) * up)


class DecodeRunner:
    def __init__(self, hidden: int = 8, inter: int = 16):
        self.mlp = MLP(hidden, inter, AWQConfig())
        self.norm = nn.RMSNorm(hidden)

    def forward_decode(self, hidden_states: torch.Tensor) -> torch.Tensor:
        return hidden_states + self.mlp(self.norm(hidden_states))


runner = DecodeRunner()
decode = torch.compile(runner.forward_decode, fullgraph=True)
