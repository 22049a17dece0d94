"""`reshape_and_cache`: scatter new K/V rows into a paged cache.

The CUDA extension is optional; without it we fall back to a host loop.  The
op is registered through torch.library so that the compiler treats it as a
single opaque node that mutates the caches.
"""
import importlib.util

import torch

PAD_SLOT_ID = -1

_HAS_EXT = importlib.util.find_spec("t020_cache_ext") is not None


def _reshape_and_cache_fallback(key, value, key_cache, value_cache, slot_mapping) -> None:
    block_size = key_cache.shape[1]
    for token_idx, slot in enumerate(slot_mapping.tolist()):
        if slot == PAD_SLOT_ID:
            continue
        block, offset = divmod(slot, block_size)
        key_cache[block, offset].copy_(key[token_idx])
        value_cache[block, offset].copy_(value[token_idx])


@torch.library.custom_op("corpus_t020::reshape_and_cache", mutates_args=("key_cache", "value_cache"))
def reshape_and_cache(
    key: torch.Tensor,
    value: torch.Tensor,
    key_cache: torch.Tensor,
    value_cache: torch.Tensor,
    slot_mapping: torch.Tensor,
) -> None:
    if _HAS_EXT and key.is_cuda:  # pragma: no cover
        import t020_cache_ext

        t020_cache_ext.reshape_and_cache(key, value, key_cache, value_cache, slot_mapping)
        return
    _reshape_and_cache_fallback(key, value, key_cache, value_cache, slot_mapping)


@reshape_and_cache.register_fake
def _(key, value, key_cache, value_cache, slot_mapping) -> None:
    return None
