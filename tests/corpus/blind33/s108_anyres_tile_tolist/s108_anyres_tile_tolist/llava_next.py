import torch
from torch import nn

from .anyres import tile_grid_shape, unpad


class AnyResPacker(nn.Module):
    def __init__(self, dim: int = 8, patches_per_side: int = 2) -> None:
        super().__init__()
        self.side = patches_per_side
        self.image_newline = nn.Parameter(torch.zeros(dim))

    def pack_one(self, feats: torch.Tensor, image_size: torch.Tensor) -> torch.Tensor:
        rows, cols = tile_grid_shape(image_size)
        base, tiles = feats[0], feats[1:1 + rows * cols]
        d = feats.shape[-1]
        grid = tiles.view(rows, cols, self.side, self.side, d)
        grid = grid.permute(4, 0, 2, 1, 3).reshape(d, rows * self.side, cols * self.side)
        grid = unpad(grid, rows * self.side, cols * self.side, 1.0)
        newline = self.image_newline.view(d, 1, 1).expand(d, grid.shape[1], 1)
        grid = torch.cat([grid, newline], dim=-1).flatten(1).transpose(0, 1)
        return torch.cat([base, grid], dim=0)

    def forward(self, image_feats: torch.Tensor, image_sizes: torch.Tensor) -> torch.Tensor:
        return self.pack_one(image_feats, image_sizes[0])


compiled_pack = torch.compile(AnyResPacker(), fullgraph=True)
