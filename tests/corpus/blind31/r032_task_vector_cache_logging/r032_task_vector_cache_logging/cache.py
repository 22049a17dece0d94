from __future__ import annotations

import logging
from typing import Dict, Tuple

import torch

logger = logging.getLogger(__name__)


class DeltaCache:
    """Caches scaled task vectors keyed by (layer, task, scale)."""

    def __init__(self, max_entries: int = 64):
        self.max_entries = max_entries
        self._store: Dict[Tuple[str, str, float], torch.Tensor] = {}
        self.hits = 0
        self.misses = 0

    def lookup(self, key, build):
        cached = self._store.get(key)
        if cached is not None:
            self.hits += 1
            return cached
        self.misses += 1
        logger.info("delta cache miss for %s (size=%d)", key, len(self._store))
        value = build()
        if len(self._store) < self.max_entries:
            self._store[key] = value
        return value


GLOBAL_DELTA_CACHE = DeltaCache()
