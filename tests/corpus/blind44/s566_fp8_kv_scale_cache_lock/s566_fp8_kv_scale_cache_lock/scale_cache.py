"""Process-wide cache of per-layer KV-cache quantization scales.

Scales are loaded lazily from the checkpoint (or defaulted to 1.0) the first
time a layer asks for them; several scheduler threads may race on this."""
import threading
from typing import Callable, Dict, Hashable

import torch


class _KVScaleCache:
    def __init__(self) -> None:
        self._lock = threading.RLock()
        self._scales: Dict[Hashable, torch.Tensor] = {}

    def get_or_init(self, key: Hashable, factory: Callable[[], torch.Tensor]) -> torch.Tensor:
        with self._lock:
            scale = self._scales.get(key)
            if scale is None:
                scale = factory()
                self._scales[key] = scale
            return scale

    def clear(self) -> None:
        with self._lock:
            self._scales.clear()


KV_SCALE_CACHE = _KVScaleCache()


def default_kv_scale() -> torch.Tensor:
    return torch.ones((), dtype=torch.float32)
