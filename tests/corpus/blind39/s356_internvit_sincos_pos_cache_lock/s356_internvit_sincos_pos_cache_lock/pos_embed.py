"""2D sin-cos position embeddings, built lazily per patch grid and shared
between all encoder replicas of the process (the scheduler thread and the
encoder thread may both ask for a new grid size)."""
from __future__ import annotations

import threading

import torch

_POS_EMBED_CACHE: dict[tuple[int, int, int], torch.Tensor] = {}
_POS_EMBED_LOCK = threading.Lock()


def _get_1d_sincos(embed_dim: int, pos: torch.Tensor) -> torch.Tensor:
    omega = torch.arange(embed_dim // 2, dtype=torch.float64) / (embed_dim / 2.0)
    omega = 1.0 / 10000 ** omega
    out = torch.outer(pos.reshape(-1).double(), omega)
    return torch.cat([torch.sin(out), torch.cos(out)], dim=1)


def _build_2d_sincos(embed_dim: int, grid_h: int, grid_w: int) -> torch.Tensor:
    grid_y, grid_x = torch.meshgrid(
        torch.arange(grid_h, dtype=torch.float32),
        torch.arange(grid_w, dtype=torch.float32),
        indexing="ij",
    )
    emb_h = _get_1d_sincos(embed_dim // 2, grid_y)
    emb_w = _get_1d_sincos(embed_dim // 2, grid_x)
    return torch.cat([emb_h, emb_w], dim=1).float()


def get_2d_sincos_pos_embed(embed_dim: int, grid_h: int, grid_w: int) -> torch.Tensor:
    key = (embed_dim, grid_h, grid_w)
    with _POS_EMBED_LOCK:
        pos_embed = _POS_EMBED_CACHE.get(key)
        if pos_embed is None:
            pos_embed = _build_2d_sincos(embed_dim, grid_h, grid_w)
            _POS_EMBED_CACHE[key] = pos_embed
    return pos_embed
