"""Building additive 4D attention masks, with a small reuse cache.

Every layer of the encoder asks for the same expanded mask; converting it once
per forward and handing the same tensor to all layers saves a few kernels on
long prompts.
"""
from collections import OrderedDict
from typing import Optional

import torch


class AttentionMaskConverter:
    def __init__(self, is_causal: bool = False, sliding_window: Optional[int] = None, max_entries: int = 8):
        self.is_causal = is_causal
        self.sliding_window = sliding_window
        self.max_entries = max_entries
        self._cache: "OrderedDict[tuple, torch.Tensor]" = OrderedDict()

    @staticmethod
    def _expand_mask(mask: torch.Tensor, dtype: torch.dtype, tgt_len: int) -> torch.Tensor:
        bsz, src_len = mask.shape
        expanded = mask[:, None, None, :].expand(bsz, 1, tgt_len, src_len).to(dtype)
        inverted = 1.0 - expanded
        return inverted.masked_fill(inverted.to(torch.bool), torch.finfo(dtype).min)

    def _cache_key(self, mask: torch.Tensor, dtype: torch.dtype, tgt_len: int) -> tuple:
        # the same mask tensor is passed to every layer, so its storage identifies it
        return (mask.data_ptr(), tuple(mask.shape), dtype, tgt_len)

    def to_4d(self, mask_2d: torch.Tensor, query_length: int, dtype: torch.dtype) -> torch.Tensor:
        key = self._cache_key(mask_2d, dtype, query_length)
        cached = self._cache.get(key)
        if cached is not None:
            self._cache.move_to_end(key)
            return cached
        expanded = self._expand_mask(mask_2d, dtype, query_length)
        if self.is_causal:
            causal = torch.full((query_length, query_length), torch.finfo(dtype).min).triu(1)
            expanded = expanded + causal
        self._cache[key] = expanded
        if len(self._cache) > self.max_entries:
            self._cache.popitem(last=False)
        return expanded
