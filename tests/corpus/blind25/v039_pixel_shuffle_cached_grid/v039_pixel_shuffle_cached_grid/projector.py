import time

import torch
import torch.nn as nn
import torch.nn.functional as F

from . import env
from .grid import shuffled_grid, tokens_per_tile


def pixel_shuffle(x: torch.Tensor, ratio: float) -> torch.Tensor:
    """[n, h, w, c] -> [n, h*ratio, w*ratio, c/ratio^2] (InternVL layout)."""
    n, h, w, c = x.shape
    new_h, new_w, out_h, out_w = shuffled_grid(h, w, ratio)
    if (new_h, new_w) != (h, w):
        x = F.pad(x, (0, 0, 0, new_w - w, 0, new_h - h))
    x = x.view(n, new_h, out_w, int(c / ratio))
    x = x.permute(0, 2, 1, 3).contiguous()
    x = x.view(n, out_w, out_h, int(c / (ratio * ratio)))
    return x.permute(0, 2, 1, 3).contiguous()


class InternStyleProjector(nn.Module):
    def __init__(self, vit_dim: int = 8, llm_dim: int = 24, image_size: int = 28, patch_size: int = 7):
        super().__init__()
        self.ratio = env.DOWNSAMPLE_RATIO
        in_dim = int(vit_dim / (self.ratio * self.ratio))
        self.num_image_token = tokens_per_tile(image_size, patch_size, self.ratio)
        self.mlp1 = nn.Sequential(
            nn.LayerNorm(in_dim), nn.Linear(in_dim, llm_dim), nn.GELU(), nn.Linear(llm_dim, llm_dim)
        )

    def forward(self, vit_embeds: torch.Tensor) -> torch.Tensor:
        t0 = time.perf_counter() if env.MM_DEBUG else None
        n, seq, c = vit_embeds.shape
        side = int(seq**0.5)
        x = pixel_shuffle(vit_embeds.reshape(n, side, side, c), self.ratio)
        x = self.mlp1(x.reshape(n, -1, x.shape[-1]))
        if env.MM_DEBUG:
            print(f"[mm] projector {tuple(vit_embeds.shape)} -> {tuple(x.shape)} "
                  f"in {time.perf_counter() - t0:.4f}s, expected {self.num_image_token} tokens/tile")
        return x


projector = InternStyleProjector()
project_step = torch.compile(projector, fullgraph=True)
