from collections import OrderedDict
from typing import Callable, Optional

import torch


class MultiModalEncoderCache:
    """LRU cache of vision-encoder outputs keyed by the content hash of an image."""

    def __init__(self, capacity_tokens: int = 4096):
        self.capacity_tokens = capacity_tokens
        self.num_cached_tokens = 0
        self._entries: "OrderedDict[int, torch.Tensor]" = OrderedDict()

    @staticmethod
    def _hash_item(pixel_values: torch.Tensor) -> int:
        return hash((tuple(pixel_values.shape), pixel_values.sum().item(), pixel_values.std().item()))

    def _evict_until_fits(self, num_tokens: int) -> None:
        while self._entries and self.num_cached_tokens + num_tokens > self.capacity_tokens:
            _, evicted = self._entries.popitem(last=False)
            self.num_cached_tokens -= evicted.shape[0]

    def lookup(self, key: int) -> Optional[torch.Tensor]:
        embeds = self._entries.get(key)
        if embeds is not None:
            self._entries.move_to_end(key)
        return embeds

    def insert(self, key: int, embeds: torch.Tensor) -> None:
        self._evict_until_fits(embeds.shape[0])
        self._entries[key] = embeds.detach()
        self.num_cached_tokens += embeds.shape[0]

    @torch.compiler.disable
    def get_or_encode(self, pixel_values: torch.Tensor,
                      encode_fn: Callable[[torch.Tensor], torch.Tensor]) -> torch.Tensor:
        outputs = []
        for item in pixel_values.unbind(0):
            key = self._hash_item(item)
            embeds = self.lookup(key)
            if embeds is None:
                embeds = encode_fn(item.unsqueeze(0)).squeeze(0)
                self.insert(key, embeds)
            outputs.append(embeds)
        return torch.cat(outputs, dim=0)
