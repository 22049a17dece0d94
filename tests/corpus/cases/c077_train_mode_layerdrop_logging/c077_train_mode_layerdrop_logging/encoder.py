import torch
from torch import nn

from .layers import EncoderLayer


class Encoder(nn.Module):
    def __init__(self, hidden: int = 8, depth: int = 2) -> None:
        super().__init__()
        self.layers = nn.Sequential(*[EncoderLayer(hidden) for _ in range(depth)])

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.layers(x)


encoder = Encoder().to(torch.float32)
compiled = torch.compile(encoder, fullgraph=True)
