import math

import torch
import torch.nn as nn
import torch.nn.functional as F

from .config import TileConfig
from .patch import PatchEmbed, unpatchify
from .tiling import blend_window, maybe_dump, tile_grid


class TileDiT(nn.Module):
    def __init__(self, ch=4, dim=32, depth=2, cfg: TileConfig = TileConfig()):
        super().__init__()
        self.ch, self.cfg = ch, cfg
        self.embed = PatchEmbed(ch, dim, cfg.patch, cfg.tile // cfg.patch)
        self.t_proj = nn.Linear(dim, dim)
        self.layers = nn.ModuleList(
            nn.TransformerEncoderLayer(dim, 2, 2 * dim, dropout=0.0, batch_first=True, norm_first=True)
            for _ in range(depth)
        )
        self.out = nn.Linear(dim, ch * cfg.patch**2)
        self.dim = dim

    def forward(self, x, t):
        half = self.dim // 2
        f = torch.exp(-math.log(10000.0) * torch.arange(half, dtype=torch.float32) / half)
        temb = self.t_proj(torch.cat([(t[:, None] * f).sin(), (t[:, None] * f).cos()], -1))
        h = self.embed(x) + temb[:, None]
        for layer in self.layers:
            h = layer(h)
        return unpatchify(self.out(h), self.ch, self.cfg.patch, x.shape[-2], x.shape[-1])


class TiledDenoiser(nn.Module):
    def __init__(self, net: TileDiT):
        super().__init__()
        self.net = net
        self.register_buffer("window", blend_window(net.cfg.tile, net.cfg.overlap), persistent=False)

    def forward(self, latents: torch.Tensor, t: torch.Tensor) -> torch.Tensor:
        cfg = self.net.cfg
        B, C, H, W = latents.shape
        acc = torch.zeros_like(latents)
        weight = latents.new_zeros(1, 1, H, W)
        for i, (y, x) in enumerate(tile_grid(H, W, cfg)):
            tile = latents[:, :, y : y + cfg.tile, x : x + cfg.tile]
            pred = self.net(tile, t)
            maybe_dump(i, y, x, pred)
            acc[:, :, y : y + cfg.tile, x : x + cfg.tile] += pred * self.window
            weight[:, :, y : y + cfg.tile, x : x + cfg.tile] += self.window
        return acc / weight


torch.manual_seed(0)
denoiser = TiledDenoiser(TileDiT()).eval()
compiled_denoiser = torch.compile(denoiser, fullgraph=True)
