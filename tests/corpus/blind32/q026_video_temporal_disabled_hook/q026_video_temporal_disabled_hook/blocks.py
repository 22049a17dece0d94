import torch
from torch import nn

from .attention import SpatialAttention, TemporalAttention


class VideoTransformerBlock(nn.Module):
    def __init__(self, dim: int = 16, heads: int = 2, cond_dim: int = 16):
        super().__init__()
        self.norm_s = nn.LayerNorm(dim)
        self.norm_t = nn.LayerNorm(dim)
        self.norm_ff = nn.LayerNorm(dim)
        self.spatial = SpatialAttention(dim, heads, axis="hw")
        self.temporal = TemporalAttention(dim, heads, axis="f")
        self.ff = nn.Sequential(nn.Linear(dim, 2 * dim), nn.GELU(), nn.Linear(2 * dim, dim))
        self.cond = nn.Linear(cond_dim, dim)

    def forward(self, x, cond):
        x = x + self.cond(cond)[:, None, None, :]
        x = x + self.spatial(self.norm_s(x))
        x = x + self.temporal(self.norm_t(x))
        return x + self.ff(self.norm_ff(x))


compiled_block = torch.compile(VideoTransformerBlock(), fullgraph=True)
