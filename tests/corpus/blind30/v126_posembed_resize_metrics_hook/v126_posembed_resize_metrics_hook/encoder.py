import torch
import torch.nn as nn

from .pos_embed import InterpolatedPosEmbed


class DynResEncoder(nn.Module):
    def __init__(self, patch: int = 4, dim: int = 16, train_grid: int = 4, depth: int = 2):
        super().__init__()
        self.patch_embed = nn.Conv2d(3, dim, patch, patch)
        self.cls = nn.Parameter(torch.zeros(1, 1, dim))
        self.pos_embed = InterpolatedPosEmbed(dim, train_grid)
        self.blocks = nn.Sequential(
            *[nn.TransformerEncoderLayer(dim, 2, 2 * dim, batch_first=True) for _ in range(depth)]
        )

    def forward(self, pixels: torch.Tensor) -> torch.Tensor:
        x = self.patch_embed(pixels)
        gh, gw = x.shape[-2:]
        x = x.flatten(2).transpose(1, 2)
        x = torch.cat([self.cls.expand(x.shape[0], -1, -1), x], dim=1)
        x = self.pos_embed(x, gh, gw)
        return self.blocks(x)[:, 0]


model = torch.compile(DynResEncoder().eval(), fullgraph=True)
