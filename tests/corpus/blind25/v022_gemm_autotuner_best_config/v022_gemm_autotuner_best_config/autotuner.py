"""Picks a tile config without benchmarking: minimise padded work, prefer deep pipelines."""
from __future__ import annotations

from typing import Dict, Tuple

import torch

from .configs import GemmConfig, configs_for


def _cdiv(a: int, b: int) -> int:
    return (a + b - 1) // b


class HeuristicAutotuner:
    def __init__(self, name: str):
        self.name = name
        self._chosen: Dict[Tuple, GemmConfig] = {}

    @staticmethod
    def _estimate(cfg: GemmConfig, a: torch.Tensor, b: torch.Tensor) -> Tuple[int, int, int]:
        m, k = a.shape
        n = b.shape[1]
        tiles = _cdiv(m, cfg.block_m) * _cdiv(n, cfg.block_n)
        padded = tiles * cfg.tile_elems() - m * n
        k_iters = _cdiv(k, cfg.block_k)
        return (padded, k_iters, -cfg.num_stages)

    def select(self, a: torch.Tensor, b: torch.Tensor) -> GemmConfig:
        candidates = configs_for(a.dtype)
        if len(candidates) == 1:
            return candidates[0]
        best = min(candidates, key=lambda cfg: self._estimate(cfg, a, b))
        return best


_TUNERS: Dict[str, HeuristicAutotuner] = {}


def get_tuner(name: str) -> HeuristicAutotuner:
    tuner = _TUNERS.get(name)
    if tuner is None:
        tuner = _TUNERS[name] = HeuristicAutotuner(name)
    return tuner
