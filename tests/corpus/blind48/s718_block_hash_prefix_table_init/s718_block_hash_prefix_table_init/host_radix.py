import threading
import time
from typing import Dict, List

import torch

from .block_hash import hash_request_tokens


class HostRadixCache:
    """CPU-side (hierarchical) cache: block hash -> host block id, with LRU timestamps."""

    def __init__(self, block_size: int):
        self.block_size = block_size
        self._lock = threading.Lock()
        self._hash_to_block: Dict[int, int] = {}
        self._last_access: Dict[int, float] = {}

    def insert(self, block_hashes: List[int], block_ids: List[int]) -> None:
        with self._lock:
            for h, b in zip(block_hashes, block_ids):
                self._hash_to_block[h] = b
                self._last_access[h] = time.monotonic()

    def match_prefix(self, token_ids: List[int]) -> torch.Tensor:
        hit: List[int] = []
        with self._lock:
            for h in hash_request_tokens(self.block_size, token_ids):
                if h not in self._hash_to_block:
                    break
                self._last_access[h] = time.monotonic()
                hit.append(self._hash_to_block[h])
        return torch.tensor(hit, dtype=torch.int64)
