import torch
from torch import nn

from .moe import SparseMoE


class TinyMoEModel(nn.Module):
    def __init__(self, hidden: int = 8, layers: int = 2) -> None:
        super().__init__()
        self.layers = nn.Sequential(*[SparseMoE(hidden) for _ in range(layers)])
        self.norm = nn.LayerNorm(hidden)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.norm(self.layers(x))


model = TinyMoEModel()
model.eval()
compiled = torch.compile(model, fullgraph=True)
