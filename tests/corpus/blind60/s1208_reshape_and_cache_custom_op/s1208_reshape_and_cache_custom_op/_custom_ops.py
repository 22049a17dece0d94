from __future__ import annotations

import logging

import torch

logger = logging.getLogger(__name__)


@torch.library.custom_op("corpus_s1208::reshape_and_cache", mutates_args=("key_cache", "value_cache"))
def _reshape_and_cache_impl(
    key: torch.Tensor,
    value: torch.Tensor,
    key_cache: torch.Tensor,
    value_cache: torch.Tensor,
    slot_mapping: torch.Tensor,
    kv_cache_dtype: str,
) -> None:
    block_size = key_cache.shape[1]
    num_skipped = 0
    for token_idx, slot in enumerate(slot_mapping.tolist()):
        if slot < 0:
            num_skipped += 1
            continue
        block_idx, block_off = divmod(slot, block_size)
        key_cache[block_idx, block_off].copy_(key[token_idx])
        value_cache[block_idx, block_off].copy_(value[token_idx])
    if num_skipped:
        logger.debug("reshape_and_cache skipped %d padded slots", num_skipped)


@_reshape_and_cache_impl.register_fake
def _(key, value, key_cache, value_cache, slot_mapping, kv_cache_dtype) -> None:
    return None


def reshape_and_cache(key, value, key_cache, value_cache, slot_mapping, kv_cache_dtype: str = "auto") -> None:
    torch.ops.corpus_s1208.reshape_and_cache(key, value, key_cache, value_cache, slot_mapping, kv_cache_dtype)
