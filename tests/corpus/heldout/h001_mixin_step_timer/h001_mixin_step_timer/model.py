import torch
from torch import nn

from .layers import TimedGatedMLP


class ResidualMLPBlock(nn.Module):
    def __init__(self, hidden_size: int = 8, intermediate_size: int = 16) -> None:
        super().__init__()
        self.norm = nn.LayerNorm(hidden_size)
        self.mlp = TimedGatedMLP(hidden_size, intermediate_size)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        return hidden_states + self.mlp(self.norm(hidden_states))


block = ResidualMLPBlock()
compiled_block = torch.compile(block, fullgraph=True)
