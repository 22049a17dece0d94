from collections import OrderedDict
from typing import Callable, Optional

import torch

from .hasher import MultiModalHasher


class EncoderCacheManager:
    """Small LRU of vision-encoder outputs keyed by the content hash of the pixels."""

    def __init__(self, capacity: int = 8):
        self.capacity = capacity
        self._cache: "OrderedDict[str, torch.Tensor]" = OrderedDict()
        self.num_hits = 0

    def lookup(self, mm_hash: str) -> Optional[torch.Tensor]:
        out = self._cache.get(mm_hash)
        if out is not None:
            self._cache.move_to_end(mm_hash)
            self.num_hits += 1
        return out

    def insert(self, mm_hash: str, embeds: torch.Tensor) -> None:
        self._cache[mm_hash] = embeds
        if len(self._cache) > self.capacity:
            self._cache.popitem(last=False)

    def get_or_encode(
        self,
        pixel_values: torch.Tensor,
        image_grid_thw: torch.Tensor,
        encode_fn: Callable[[torch.Tensor, torch.Tensor], torch.Tensor],
    ) -> torch.Tensor:
        mm_hash = MultiModalHasher.hash_kwargs(pixel_values=pixel_values, image_grid_thw=image_grid_thw)
        cached = self.lookup(mm_hash)
        if cached is not None:
            return cached
        embeds = encode_fn(pixel_values, image_grid_thw)
        self.insert(mm_hash, embeds)
        return embeds
