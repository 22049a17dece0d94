"""Python reference kernels registered as torch ops for platforms without _C."""
import torch


@torch.library.custom_op("corpus_s947::reshape_and_cache", mutates_args=("key_cache", "value_cache"))
def reshape_and_cache(
    key: torch.Tensor,
    value: torch.Tensor,
    key_cache: torch.Tensor,
    value_cache: torch.Tensor,
    slot_mapping: torch.Tensor,
    kv_cache_dtype: str,
    k_scale: float,
    v_scale: float,
) -> None:
    block_size = key_cache.shape[1]
    for token_idx, slot in enumerate(slot_mapping.tolist()):
        if slot < 0:
            continue
        block_idx, block_offset = divmod(slot, block_size)
        k, v = key[token_idx], value[token_idx]
        if kv_cache_dtype != "auto":
            k = (k / k_scale).to(key_cache.dtype)
            v = (v / v_scale).to(value_cache.dtype)
        key_cache[block_idx, block_offset] = k
        value_cache[block_idx, block_offset] = v


@reshape_and_cache.register_fake
def _reshape_and_cache_fake(key, value, key_cache, value_cache, slot_mapping, kv_cache_dtype, k_scale, v_scale):
    return None


@torch.library.custom_op("corpus_s947::paged_gather", mutates_args=())
def paged_gather(cache: torch.Tensor, slot_mapping: torch.Tensor) -> torch.Tensor:
    block_size = cache.shape[1]
    slots = slot_mapping.clamp(min=0)
    return cache[slots // block_size, slots % block_size].clone()


@paged_gather.register_fake
def _paged_gather_fake(cache, slot_mapping):
    return cache.new_empty((slot_mapping.shape[0], *cache.shape[2:]))
