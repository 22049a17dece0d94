import threading
from collections import OrderedDict
from typing import Tuple

import torch


def causal_mask(q_idx: torch.Tensor, kv_idx: torch.Tensor) -> torch.Tensor:
    return kv_idx <= q_idx


def chunked_causal_mask(
    q_idx: torch.Tensor, kv_idx: torch.Tensor, chunk_size: int
) -> torch.Tensor:
    same_chunk = (q_idx // chunk_size) == (kv_idx // chunk_size)
    return same_chunk & causal_mask(q_idx, kv_idx)


def build_additive_mask(
    seq_len: int, chunk_size: int, dtype: torch.dtype, device: torch.device
) -> torch.Tensor:
    q_idx = torch.arange(seq_len, device=device)[:, None]
    kv_idx = torch.arange(seq_len, device=device)[None, :]
    allowed = chunked_causal_mask(q_idx, kv_idx, chunk_size)
    mask = torch.zeros(seq_len, seq_len, dtype=dtype, device=device)
    return mask.masked_fill(~allowed, torch.finfo(dtype).min)


class ChunkedMaskCache:
    """LRU of additive chunked-causal masks keyed by (seq_len, chunk, dtype)."""

    def __init__(self, max_entries: int = 16):
        self.max_entries = max_entries
        self._entries: "OrderedDict[Tuple[int, int, torch.dtype], torch.Tensor]" = OrderedDict()
        self._lock = threading.Lock()

    def get(
        self, seq_len: int, chunk_size: int, dtype: torch.dtype, device: torch.device
    ) -> torch.Tensor:
        key = (seq_len, chunk_size, dtype)
        with self._lock:
            mask = self._entries.get(key)
            if mask is None:
                mask = build_additive_mask(seq_len, chunk_size, dtype, device)
                self._entries[key] = mask
                if len(self._entries) > self.max_entries:
                    self._entries.popitem(last=False)
            return mask
