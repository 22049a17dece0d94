import torch
import torch.nn.functional as F
from torch import nn

from .grid import padding_for, patch_grid
from .pos_embed import InterpolatedPosEmbed


class PatchEmbed(nn.Module):
    def __init__(self, patch_size, dim):
        super().__init__()
        self.patch_size = patch_size
        self.proj = nn.Conv2d(3, dim, patch_size, stride=patch_size)

    def forward(self, images):
        H, W = images.shape[-2:]
        images = F.pad(images, padding_for(H, W, self.patch_size))
        x = self.proj(images)
        return x.flatten(2).transpose(1, 2), patch_grid(H, W, self.patch_size)


class ImageEncoder(nn.Module):
    def __init__(self, patch_size=8, dim=16):
        super().__init__()
        self.patch = PatchEmbed(patch_size, dim)
        self.cls = nn.Parameter(torch.zeros(1, 1, dim))
        self.pos = InterpolatedPosEmbed(dim)
        layer = nn.TransformerEncoderLayer(dim, 2, dim * 2, batch_first=True, dropout=0.0)
        self.blocks = nn.ModuleList([layer])
        self.norm = nn.LayerNorm(dim)

    def forward(self, images):
        x, grid_hw = self.patch(images)
        x = torch.cat([self.cls.expand(x.shape[0], -1, -1), x], dim=1)
        x = x + self.pos(grid_hw)
        for blk in self.blocks:
            x = blk(x)
        return self.norm(x)


_ENCODER = ImageEncoder().eval()


@torch.compile(fullgraph=True, dynamic=False)
def encode_image(images):
    return _ENCODER(images)
