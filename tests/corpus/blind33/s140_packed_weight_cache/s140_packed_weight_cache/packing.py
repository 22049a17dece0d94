"""Stack per-expert nn.Linear weights into one [E, in, out] tensor, cached."""
from typing import Dict, Sequence, Tuple

import torch


class PackedWeightCache:
    """Avoid re-stacking expert weights every step.

    Keyed on the storage pointers of the source weights so that a weight
    reload (new storage) invalidates the packed copy automatically.
    """

    def __init__(self):
        self._cache: Dict[Tuple[int, ...], torch.Tensor] = {}

    @staticmethod
    def _key(weights: Sequence[torch.Tensor]) -> Tuple[int, ...]:
        return tuple(w.untyped_storage().data_ptr() for w in weights)

    def get(self, weights: Sequence[torch.Tensor]) -> torch.Tensor:
        key = self._key(weights)
        packed = self._cache.get(key)
        if packed is None:
            packed = torch.stack([w.t() for w in weights], dim=0).contiguous()
            self._cache[key] = packed
        return packed


_CACHE = PackedWeightCache()


def packed(weights: Sequence[torch.Tensor]) -> torch.Tensor:
    return _CACHE.get(weights)
