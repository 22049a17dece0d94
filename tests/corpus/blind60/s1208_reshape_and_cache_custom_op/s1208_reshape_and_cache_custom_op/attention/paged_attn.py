from __future__ import annotations

from typing import Tuple

import torch

from .. import _custom_ops as ops


class PagedAttention:
    @staticmethod
    def get_kv_cache_shape(num_blocks: int, block_size: int, num_kv_heads: int, head_size: int) -> Tuple[int, ...]:
        return (2, num_blocks, block_size, num_kv_heads, head_size)

    @staticmethod
    def split_kv_cache(kv_cache: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
        return kv_cache[0], kv_cache[1]

    @staticmethod
    def write_to_paged_cache(
        key: torch.Tensor,
        value: torch.Tensor,
        key_cache: torch.Tensor,
        value_cache: torch.Tensor,
        slot_mapping: torch.Tensor,
        kv_cache_dtype: str,
    ) -> None:
        ops.reshape_and_cache(key, value, key_cache, value_cache, slot_mapping.flatten(), kv_cache_dtype)
