import functools
import threading
from typing import Dict

import torch


class KVScaleRegistry:
    """Running k/v amax per attention layer; the scheduler snapshots it to refresh static scales."""

    def __init__(self, momentum: float = 0.0):
        self.momentum = momentum
        self._lock = threading.Lock()
        self._amax: Dict[str, torch.Tensor] = {}
        self._num_updates: Dict[str, int] = {}

    def update(self, layer_name: str, amax: torch.Tensor) -> None:
        with self._lock:
            prev = self._amax.get(layer_name)
            if prev is None:
                self._amax[layer_name] = amax.detach().clone()
            else:
                self._amax[layer_name] = torch.maximum(prev, amax.detach())
            self._num_updates[layer_name] = self._num_updates.get(layer_name, 0) + 1

    def snapshot(self) -> Dict[str, torch.Tensor]:
        with self._lock:
            return {k: v.clone() for k, v in self._amax.items()}


@functools.lru_cache(maxsize=None)
def get_kv_scale_registry() -> KVScaleRegistry:
    return KVScaleRegistry()
