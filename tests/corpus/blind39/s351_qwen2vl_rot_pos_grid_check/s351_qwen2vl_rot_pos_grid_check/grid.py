"""Helpers around the ``image_grid_thw`` tensor produced by the image processor.

``image_grid_thw`` has one row per image: (temporal patches, height patches,
width patches).  The vision tower needs them as Python ints to build the
per-image position ids.
"""
from __future__ import annotations

import torch


def split_grid_thw(grid_thw: torch.Tensor, spatial_merge_size: int) -> list[tuple[int, int, int]]:
    grids: list[tuple[int, int, int]] = []
    for t, h, w in grid_thw.tolist():
        if h % spatial_merge_size != 0 or w % spatial_merge_size != 0:
            raise ValueError(
                f"image grid {h}x{w} is not divisible by spatial_merge_size={spatial_merge_size}"
            )
        grids.append((t, h, w))
    return grids


def total_patches(grids: list[tuple[int, int, int]]) -> int:
    return sum(t * h * w for t, h, w in grids)
