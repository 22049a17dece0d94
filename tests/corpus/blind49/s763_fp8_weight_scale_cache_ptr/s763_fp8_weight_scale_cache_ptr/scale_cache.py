from typing import Dict, Tuple

import torch

FP8_DTYPE = torch.float8_e4m3fn
FP8_MAX = torch.finfo(FP8_DTYPE).max

_WeightKey = Tuple[int, Tuple[int, ...], torch.dtype]


class WeightScaleCache:
    """Per-weight fp8 scales so that re-quantisation is skipped across steps."""

    def __init__(self, max_entries: int = 1024):
        self.max_entries = max_entries
        self._scales: Dict[_WeightKey, torch.Tensor] = {}
        self._qweights: Dict[_WeightKey, torch.Tensor] = {}

    @staticmethod
    def _key(weight: torch.Tensor) -> _WeightKey:
        return (weight.data_ptr(), tuple(weight.shape), weight.dtype)

    def _evict_if_full(self) -> None:
        if len(self._scales) >= self.max_entries:
            oldest = next(iter(self._scales))
            self._scales.pop(oldest)
            self._qweights.pop(oldest)

    def get(self, weight: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
        key = self._key(weight)
        if key not in self._scales:
            self._evict_if_full()
            scale = weight.abs().amax(dim=-1, keepdim=True).clamp(min=1e-12) / FP8_MAX
            self._qweights[key] = (weight / scale).to(FP8_DTYPE)
            self._scales[key] = scale
        return self._qweights[key], self._scales[key]


_GLOBAL_CACHE = WeightScaleCache()


def get_weight_scale_cache() -> WeightScaleCache:
    return _GLOBAL_CACHE
