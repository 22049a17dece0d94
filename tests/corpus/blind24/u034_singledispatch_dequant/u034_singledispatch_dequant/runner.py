from __future__ import annotations

import torch

from .layers import WeightOnlyLinear
from .quant import GroupwiseInt4Config, Int8ChannelConfig


class DecodeRunner:
    def __init__(self, hidden: int = 32, inter: int = 64) -> None:
        self.up = WeightOnlyLinear(hidden, inter, GroupwiseInt4Config(group_size=8))
        self.down = WeightOnlyLinear(inter, hidden, Int8ChannelConfig())
        self.norm = torch.nn.LayerNorm(hidden)

    def forward_decode(self, hidden_states: torch.Tensor) -> torch.Tensor:
        h = self.norm(hidden_states)
        h = torch.nn.functional.gelu(self.up(h))
        return hidden_states + self.down(h)


runner = DecodeRunner()
decode = torch.compile(runner.forward_decode, fullgraph=True)
