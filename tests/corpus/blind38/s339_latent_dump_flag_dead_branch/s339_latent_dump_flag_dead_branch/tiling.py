import functools
import math

import torch


@functools.lru_cache(maxsize=None)
def tile_grid(height: int, width: int, tile: int, overlap: int):
    """(y0, y1, x0, x1) boxes covering an HxW latent with overlapping tiles."""
    stride = tile - overlap
    ny = max(1, math.ceil((height - overlap) / stride))
    nx = max(1, math.ceil((width - overlap) / stride))
    boxes = []
    for iy in range(ny):
        y0 = min(iy * stride, max(height - tile, 0))
        for ix in range(nx):
            x0 = min(ix * stride, max(width - tile, 0))
            boxes.append((y0, min(y0 + tile, height), x0, min(x0 + tile, width)))
    return tuple(boxes)


def cosine_window(h: int, w: int) -> torch.Tensor:
    wy = torch.hann_window(h + 2, periodic=False)[1:-1]
    wx = torch.hann_window(w + 2, periodic=False)[1:-1]
    return (wy[:, None] * wx[None, :]).clamp_min(1e-3)
