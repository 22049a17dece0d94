"""Small LRU cache of sentence embeddings keyed by token-id digest."""
import hashlib
from collections import OrderedDict
from typing import Optional

import torch


def digest_ids(input_ids: torch.Tensor) -> str:
    buf = input_ids.detach().cpu().numpy().astype("int64").tobytes()
    return hashlib.blake2b(buf, digest_size=16).hexdigest()


class EmbeddingLRU:
    def __init__(self, capacity: int = 4096):
        self.capacity = capacity
        self._store: "OrderedDict[str, torch.Tensor]" = OrderedDict()
        self.hits = 0
        self.misses = 0

    def get(self, key: str) -> Optional[torch.Tensor]:
        val = self._store.get(key)
        if val is None:
            self.misses += 1
            return None
        self._store.move_to_end(key)
        self.hits += 1
        return val

    def put(self, key: str, value: torch.Tensor) -> None:
        self._store[key] = value
        if len(self._store) > self.capacity:
            self._store.popitem(last=False)
