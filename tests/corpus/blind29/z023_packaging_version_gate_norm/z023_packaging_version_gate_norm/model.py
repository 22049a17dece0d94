import torch
from torch import nn

from .norms import RMSNorm


class Block(nn.Module):
    def __init__(self, dim: int):
        super().__init__()
        self.norm = RMSNorm(dim)
        self.proj = nn.Linear(dim, dim)

    def forward(self, x):
        return x + self.proj(self.norm(x))


class Encoder(nn.Module):
    def __init__(self, dim: int = 8, depth: int = 2):
        super().__init__()
        self.layers = nn.ModuleList(Block(dim) for _ in range(depth))
        self.final_norm = RMSNorm(dim)

    def forward(self, x):
        for layer in self.layers:
            x = layer(x)
        return self.final_norm(x)


def build_model(dim: int = 8) -> Encoder:
    return Encoder(dim).eval()


compiled = torch.compile(build_model(), fullgraph=True)
