import torch
import torch.nn.functional as F
from torch import nn

from .pos_cache import POS_TABLES, grid_size


class PatchEncoder(nn.Module):
    def __init__(self, dim=16, patch=4, depth=2):
        super().__init__()
        self.dim = dim
        self.patch = patch
        self.proj = nn.Conv2d(3, dim, patch, stride=patch)
        self.blocks = nn.ModuleList(
            nn.Sequential(nn.LayerNorm(dim), nn.Linear(dim, dim * 2), nn.GELU(), nn.Linear(dim * 2, dim))
            for _ in range(depth)
        )
        self.norm = nn.LayerNorm(dim)

    def embed(self, images):
        H, W = images.shape[-2:]
        gh, gw = grid_size(H, W, self.patch)
        images = F.pad(images, (0, gw * self.patch - W, 0, gh * self.patch - H))
        tokens = self.proj(images).flatten(2).transpose(1, 2)
        pos = POS_TABLES.get(gh, gw, self.dim, images.device)
        return tokens + pos.to(tokens.dtype)

    @torch.compile(fullgraph=True)
    def forward(self, images):
        x = self.embed(images)
        for blk in self.blocks:
            x = x + blk(x)
        return self.norm(x)
