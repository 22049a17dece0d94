from typing import Dict

import torch


class WeightScaleCache:
    """Per-weight dequant scales, keyed by the weight's storage address."""

    def __init__(self) -> None:
        self._cache: Dict[int, torch.Tensor] = {}

    def register(self, w: torch.Tensor, scale: torch.Tensor) -> None:
        self._cache[w.data_ptr()] = scale

    def lookup(self, w: torch.Tensor, default: torch.Tensor) -> torch.Tensor:
        return self._cache.get(w.data_ptr(), default)


SCALE_CACHE = WeightScaleCache()
