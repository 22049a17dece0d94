import functools
import os
import subprocess
from typing import List, Tuple

import numpy as np
import torch

from . import config


@functools.lru_cache(maxsize=64)
def tile_origins(size: int, tile: int, overlap: int) -> Tuple[int, ...]:
    if size <= tile:
        return (0,)
    stride = tile - overlap
    starts = list(range(0, size - tile, stride))
    starts.append(size - tile)  # last tile flush with the border
    return tuple(sorted(set(starts)))


def tile_grid(h: int, w: int, cfg: config.TileConfig) -> List[Tuple[int, int]]:
    return [(y, x) for y in tile_origins(h, cfg.tile, cfg.overlap) for x in tile_origins(w, cfg.tile, cfg.overlap)]


def blend_window(tile: int, overlap: int) -> torch.Tensor:
    ramp = torch.ones(tile)
    if overlap > 0:
        edge = torch.linspace(0.0, 1.0, overlap + 2)[1:-1]
        ramp[:overlap] = edge
        ramp[-overlap:] = edge.flip(0)
    return ramp[:, None] * ramp[None, :]


def _dump_tile(idx: int, y: int, x: int, pred: torch.Tensor) -> None:
    os.makedirs(config.DUMP_DIR, exist_ok=True)
    path = os.path.join(config.DUMP_DIR, f"tile_{idx:03d}_{y}_{x}.npy")
    np.save(path, pred.detach().cpu().numpy())
    rev = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
    print(f"[tiled-dit {rev}] tile {idx} at ({y},{x}) |pred|={pred.abs().mean().item():.4f} -> {path}")


def maybe_dump(idx: int, y: int, x: int, pred: torch.Tensor) -> None:
    if config.DEBUG_DUMP:
        _dump_tile(idx, y, x, pred)
