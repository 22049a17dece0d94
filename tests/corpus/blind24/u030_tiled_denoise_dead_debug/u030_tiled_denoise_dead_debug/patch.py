import functools

import numpy as np
import torch
import torch.nn as nn


@functools.lru_cache(maxsize=8)
def sincos_2d(grid: int, dim: int) -> np.ndarray:
    coords = np.arange(grid, dtype=np.float64)
    gy, gx = np.meshgrid(coords, coords, indexing="ij")
    omega = 1.0 / 10000 ** (np.arange(dim // 4, dtype=np.float64) / (dim / 4))
    parts = [fn(np.outer(g.reshape(-1), omega)) for g in (gy, gx) for fn in (np.sin, np.cos)]
    return np.concatenate(parts, axis=1).astype(np.float32)


class PatchEmbed(nn.Module):
    def __init__(self, ch: int, dim: int, patch: int, grid: int):
        super().__init__()
        self.patch = patch
        self.proj = nn.Linear(ch * patch * patch, dim)
        # built once on the host; the traced forward only adds a buffer
        self.register_buffer("pos", torch.from_numpy(sincos_2d(grid, dim))[None], persistent=False)

    def forward(self, x):
        B, C, H, W = x.shape
        p = self.patch
        x = x.reshape(B, C, H // p, p, W // p, p).permute(0, 2, 4, 1, 3, 5).reshape(B, (H // p) * (W // p), -1)
        return self.proj(x) + self.pos


def unpatchify(x: torch.Tensor, ch: int, patch: int, h: int, w: int) -> torch.Tensor:
    B = x.shape[0]
    x = x.reshape(B, h // patch, w // patch, ch, patch, patch)
    return x.permute(0, 3, 1, 4, 2, 5).reshape(B, ch, h, w)
