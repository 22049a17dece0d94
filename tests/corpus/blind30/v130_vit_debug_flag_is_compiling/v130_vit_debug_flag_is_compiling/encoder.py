import torch
import torch.nn as nn
import torch.nn.functional as F

from .profiling import StageTimer
from .settings import DEBUG_SHAPES, SETTINGS, EncoderSettings


class ResolutionAdaptiveViT(nn.Module):
    def __init__(self, cfg: EncoderSettings = SETTINGS):
        super().__init__()
        self.cfg = cfg
        self.patch_embed = nn.Conv2d(3, cfg.dim, cfg.patch, cfg.patch)
        self.pos = nn.Parameter(torch.randn(1, cfg.dim, cfg.train_grid, cfg.train_grid) * 0.02)
        self.blocks = nn.ModuleList(
            nn.TransformerEncoderLayer(cfg.dim, cfg.heads, 2 * cfg.dim, batch_first=True) for _ in range(cfg.depth)
        )
        self.timer = StageTimer()
        # precompute embeddings for common grids at load time (eager)
        with torch.no_grad():
            self._warm = {g: self._interp(*g).clone() for g in cfg.warm_grids}

    def _interp(self, gh: int, gw: int) -> torch.Tensor:
        pos = F.interpolate(self.pos, size=(gh, gw), mode="bicubic", align_corners=False)
        return pos.flatten(2).transpose(1, 2)

    def _pos_embed(self, gh: int, gw: int) -> torch.Tensor:
        if (gh, gw) in self._warm and not self.training:
            return self._warm[(gh, gw)]
        return self._interp(gh, gw)

    def forward(self, pixels: torch.Tensor) -> torch.Tensor:
        self.timer.start()
        x = self.patch_embed(pixels)
        gh, gw = x.shape[-2:]
        if DEBUG_SHAPES:
            print(f"[vit] grid={gh}x{gw} tokens={gh * gw}")
        x = x.flatten(2).transpose(1, 2) + self._pos_embed(gh, gw)
        self.timer.stop("embed")
        for blk in self.blocks:
            x = blk(x)
        self.timer.stop("blocks")
        return x.mean(dim=1)


vit = torch.compile(ResolutionAdaptiveViT().eval(), fullgraph=True)
