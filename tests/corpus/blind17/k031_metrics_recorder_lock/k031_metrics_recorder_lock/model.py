import torch
import torch.nn as nn

from .layers import GatedMLP


class TinyDecoderBlock(nn.Module):
    def __init__(self, dim=8, hidden=16):
        super().__init__()
        self.norm = nn.LayerNorm(dim)
        self.mlp = GatedMLP(dim, hidden)

    def forward(self, x):
        return x + self.mlp(self.norm(x))


compiled = torch.compile(TinyDecoderBlock(), fullgraph=True)
