import torch
from torch import nn

from .ntk import DynamicNTKRotary


class DecodeLayer(nn.Module):
    def __init__(self, hidden: int = 8):
        super().__init__()
        self.rotary = DynamicNTKRotary(hidden)
        self.proj = nn.Linear(hidden, hidden)

    def forward(self, x: torch.Tensor, positions: torch.Tensor, seq_len: int) -> torch.Tensor:
        cos, sin = self.rotary(positions, seq_len)
        x1, x2 = x.chunk(2, dim=-1)
        return self.proj(x * cos + torch.cat((-x2, x1), dim=-1) * sin)


class DecodeRunner:
    def __init__(self):
        self.layer = DecodeLayer()
        self.context_len = 0

    def forward_decode(self, x: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
        seq_len = x.shape[0]
        return self.layer(x, positions, seq_len)


runner = DecodeRunner()
decode = torch.compile(runner.forward_decode, fullgraph=True)
