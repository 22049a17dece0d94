"""Per-layer views of the fused KV cache tensor.

The allocator hands every layer one contiguous [2, num_blocks, block_size *
num_kv_heads * head_size] tensor; kernels want [num_blocks, block_size,
num_kv_heads, head_size] views of the key and value halves.  Re-creating the
views on every layer of every step shows up in CPU profiles, so they are
memoised per underlying storage.
"""
from typing import NamedTuple

import torch


class KVViews(NamedTuple):
    key_cache: torch.Tensor
    value_cache: torch.Tensor


_VIEW_CACHE: dict[tuple[int, int, int], KVViews] = {}


def _make_views(kv_cache: torch.Tensor, num_kv_heads: int, head_size: int) -> KVViews:
    num_blocks = kv_cache.shape[1]
    key_cache = kv_cache[0].view(num_blocks, -1, num_kv_heads, head_size)
    value_cache = kv_cache[1].view(num_blocks, -1, num_kv_heads, head_size)
    return KVViews(key_cache, value_cache)


def split_kv_cache(kv_cache: torch.Tensor, num_kv_heads: int, head_size: int) -> KVViews:
    key = (kv_cache.data_ptr(), num_kv_heads, head_size)
    views = _VIEW_CACHE.get(key)
    if views is None:
        views = _make_views(kv_cache, num_kv_heads, head_size)
        _VIEW_CACHE[key] = views
    return views


def clear_view_cache() -> None:
    _VIEW_CACHE.clear()
