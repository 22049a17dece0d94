import threading
from typing import Callable, Dict

import torch


class DequantWeightCache:
    """Process-wide cache of dequantized weights, keyed by layer prefix.

    Populated lazily the first time a layer runs so that weights that are
    never exercised (e.g. unused experts) stay in their packed form.
    """

    def __init__(self) -> None:
        self._entries: Dict[str, torch.Tensor] = {}
        self._lock = threading.Lock()

    def __contains__(self, key: str) -> bool:
        return key in self._entries

    def get_or_create(self, key: str, build_fn: Callable[[], torch.Tensor]) -> torch.Tensor:
        entry = self._entries.get(key)
        if entry is not None:
            return entry
        with self._lock:
            entry = self._entries.get(key)
            if entry is None:
                entry = build_fn()
                self._entries[key] = entry
        return entry

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()


_GLOBAL_CACHE = DequantWeightCache()


def get_dequant_cache() -> DequantWeightCache:
    return _GLOBAL_CACHE
