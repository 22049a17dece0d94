import torch
from torch import nn

from .blocks import ScaledFFN
from .scaling import DynamicScaleState


class DecodeEngine:
    def __init__(self, dim: int = 8, hidden: int = 16, layers: int = 2):
        self.scale_state = DynamicScaleState()
        self.layers = nn.ModuleList(
            ScaledFFN(dim, hidden, self.scale_state) for _ in range(layers)
        ).eval()
        self.out_norm = nn.LayerNorm(dim)

    def forward_decode(self, hidden: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            hidden = hidden + layer(hidden)
        return self.out_norm(hidden)


engine = DecodeEngine()
decode = torch.compile(engine.forward_decode, fullgraph=True)
