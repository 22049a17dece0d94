import logging

import torch

logger = logging.getLogger(__name__)

_validated_buffers = {}


@torch.library.custom_op("corpus_m004::store_kv_cache", mutates_args=("k_cache", "v_cache"))
def store_kv_cache(
    k_cache: torch.Tensor,
    v_cache: torch.Tensor,
    loc: torch.Tensor,
    cache_k: torch.Tensor,
    cache_v: torch.Tensor,
) -> None:
    key = (k_cache.data_ptr(), v_cache.data_ptr())
    if key not in _validated_buffers:
        _validated_buffers[key] = k_cache.shape[0]
        logger.debug("kv store: new buffer pair with %d slots", k_cache.shape[0])
    slots = loc.tolist()
    if slots and max(slots) >= _validated_buffers[key]:
        raise IndexError(f"kv slot {max(slots)} out of range")
    k_cache[loc] = cache_k.to(k_cache.dtype)
    v_cache[loc] = cache_v.to(v_cache.dtype)


@store_kv_cache.register_fake
def _(k_cache, v_cache, loc, cache_k, cache_v) -> None:
    return None
