"""Stencil neighbourhoods on a regular voxel lattice, precomputed with numpy."""
import functools
import math

import numpy as np
import torch

_CUTOFFS = {}


def register_cutoff(name):
    def deco(fn):
        _CUTOFFS[name] = fn
        return fn
    return deco


@register_cutoff("cosine")
def cosine_cutoff(r: torch.Tensor, rc: float) -> torch.Tensor:
    return 0.5 * (torch.cos(r * (math.pi / rc)) + 1.0)


@register_cutoff("poly")
def poly_cutoff(r: torch.Tensor, rc: float) -> torch.Tensor:
    x = r / rc
    return 1 - 6 * x**5 + 15 * x**4 - 10 * x**3


def get_cutoff(name: str):
    return _CUTOFFS[name]


@functools.lru_cache(maxsize=None)
def stencil(radius: int, metric: str) -> np.ndarray:
    rng = np.arange(-radius, radius + 1)
    grid = np.stack(np.meshgrid(rng, rng, rng, indexing="ij"), -1).reshape(-1, 3)
    if metric == "euclidean":
        grid = grid[(grid ** 2).sum(1) <= radius ** 2]
    grid = grid[np.any(grid != 0, axis=1)]
    return grid.astype(np.int64)
