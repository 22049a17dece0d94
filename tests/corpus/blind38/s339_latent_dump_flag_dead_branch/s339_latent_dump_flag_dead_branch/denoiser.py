import torch
import torch.nn as nn

from . import debug
from .tiling import cosine_window, tile_grid


class TileUNet(nn.Module):
    def __init__(self, ch: int = 4, hidden: int = 16):
        super().__init__()
        self.t_proj = nn.Linear(1, hidden)
        self.conv_in = nn.Conv2d(ch, hidden, 3, padding=1)
        self.conv_out = nn.Conv2d(hidden, ch, 3, padding=1)

    def forward(self, x, t):
        h = self.conv_in(x) + self.t_proj(t[:, None] / 1000.0)[:, :, None, None]
        return self.conv_out(torch.nn.functional.silu(h))


class TiledDenoiser(nn.Module):
    """MultiDiffusion-style tiled denoising with cosine-weighted blending."""

    def __init__(self, tile: int = 8, overlap: int = 4):
        super().__init__()
        self.tile = tile
        self.overlap = overlap
        self.unet = TileUNet()

    def forward(self, latents: torch.Tensor, t: torch.Tensor) -> torch.Tensor:
        _, _, height, width = latents.shape
        out = torch.zeros_like(latents)
        weight = torch.zeros_like(latents[:, :1])
        for idx, (y0, y1, x0, x1) in enumerate(tile_grid(height, width, self.tile, self.overlap)):
            tile = latents[:, :, y0:y1, x0:x1]
            pred = self.unet(tile, t)
            if debug.DUMP_LATENTS:
                debug.dump_tile(f"tile{idx}", pred)
            win = cosine_window(y1 - y0, x1 - x0)
            out[:, :, y0:y1, x0:x1] += pred * win
            weight[:, :, y0:y1, x0:x1] += win
        return out / weight


compiled = torch.compile(TiledDenoiser().eval(), fullgraph=True)
