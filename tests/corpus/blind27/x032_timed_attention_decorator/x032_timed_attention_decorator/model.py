import torch
import torch.nn as nn

from .layers import SelfAttention


class TinyAttentionModel(nn.Module):
    def __init__(self, hidden: int = 8, heads: int = 2, layers: int = 2):
        super().__init__()
        self.blocks = nn.ModuleList(SelfAttention(hidden, heads) for _ in range(layers))
        self.norm = nn.LayerNorm(hidden)

    def forward(self, x):
        for blk in self.blocks:
            x = x + blk(self.norm(x))
        return x


compiled_model = torch.compile(TinyAttentionModel(), fullgraph=True)
