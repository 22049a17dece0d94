from typing import Dict, Optional

import torch

from .evict_policy import get_eviction_policy


class EncoderEmbeddingCache:
    """Caches multimodal encoder outputs by item hash so repeated images skip the ViT."""

    def __init__(self, capacity: int, policy: str = "lru"):
        self.capacity = capacity
        self.evict_fn = get_eviction_policy(policy)
        self._store: Dict[int, torch.Tensor] = {}
        self._last_access: Dict[int, int] = {}
        self._hits: Dict[int, int] = {}
        self._clock = 0

    def __len__(self) -> int:
        return len(self._store)

    def _touch(self, key: int) -> None:
        self._clock += 1
        self._last_access[key] = self._clock
        self._hits[key] = self._hits.get(key, 0) + 1

    def get(self, key: int) -> Optional[torch.Tensor]:
        emb = self._store.get(key)
        if emb is not None:
            self._touch(key)
        return emb

    def put(self, key: int, emb: torch.Tensor) -> None:
        if key not in self._store and len(self._store) >= self.capacity:
            overflow = len(self._store) - self.capacity + 1
            for victim in self.evict_fn(self._last_access, self._hits, overflow):
                self._store.pop(victim, None)
                self._last_access.pop(victim, None)
                self._hits.pop(victim, None)
        self._store[key] = emb
        self._touch(key)
