from collections import OrderedDict
from dataclasses import dataclass

import torch
import torch.nn.functional as F


@dataclass
class PrefillMetadata:
    cu_seqlens: torch.Tensor
    positions: torch.Tensor
    segment_ids: torch.Tensor


class CachedMetadataBuilder:
    """Layers share one batch: build the metadata once per seq_lens tensor."""

    def __init__(self, capacity: int = 4):
        self.capacity = capacity
        self._cache: "OrderedDict[tuple, PrefillMetadata]" = OrderedDict()

    def _key(self, seq_lens: torch.Tensor) -> tuple:
        return (seq_lens.data_ptr(), seq_lens.shape[0], seq_lens.device.type)

    def _build(self, seq_lens: torch.Tensor, total_tokens: int) -> PrefillMetadata:
        cu = F.pad(torch.cumsum(seq_lens, 0), (1, 0))
        tok = torch.arange(total_tokens, device=seq_lens.device)
        seg = torch.searchsorted(cu[1:], tok, right=True)
        positions = tok - cu[seg]
        return PrefillMetadata(cu, positions, seg)

    def get(self, seq_lens: torch.Tensor, total_tokens: int) -> PrefillMetadata:
        key = self._key(seq_lens)
        meta = self._cache.get(key)
        if meta is None:
            meta = self._build(seq_lens, total_tokens)
            self._cache[key] = meta
            if len(self._cache) > self.capacity:
                self._cache.popitem(last=False)
        return meta
