import torch
from torch import nn

from .attention import SelfAttention


class Block(nn.Module):
    def __init__(self):
        super().__init__()
        self.norm = nn.LayerNorm(8)
        self.attn = SelfAttention(8, 2)

    def forward(self, x):
        return x + self.attn(self.norm(x))


compiled = torch.compile(Block(), fullgraph=True)
