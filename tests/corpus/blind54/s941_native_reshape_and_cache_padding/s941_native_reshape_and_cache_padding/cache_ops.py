"""Pure-PyTorch fallbacks for the paged KV-cache kernels.

These mirror the signatures of the CUDA ``reshape_and_cache_flash`` kernel so that
attention backends can call them unchanged on platforms without the extension.
"""
from typing import Optional

import torch

PAD_SLOT_ID = -1


def _maybe_quantize(
    x: torch.Tensor,
    scale: Optional[torch.Tensor],
    cache_dtype: torch.dtype,
) -> torch.Tensor:
    if cache_dtype == x.dtype:
        return x
    if scale is not None:
        x = x / scale
    return x.to(cache_dtype)


def reshape_and_cache_flash(
    key: torch.Tensor,
    value: torch.Tensor,
    key_cache: torch.Tensor,
    value_cache: torch.Tensor,
    slot_mapping: torch.Tensor,
    kv_cache_dtype: str,
    k_scale: Optional[torch.Tensor] = None,
    v_scale: Optional[torch.Tensor] = None,
) -> None:
    """Scatter ``key``/``value`` of shape [num_tokens, num_heads, head_size]
    into caches of shape [num_blocks, block_size, num_heads, head_size]."""
    num_blocks, block_size, num_heads, head_size = key_cache.shape
    if kv_cache_dtype != "auto":
        key = _maybe_quantize(key, k_scale, key_cache.dtype)
        value = _maybe_quantize(value, v_scale, value_cache.dtype)

    flat_key_cache = key_cache.view(num_blocks * block_size, num_heads, head_size)
    flat_value_cache = value_cache.view(num_blocks * block_size, num_heads, head_size)
    for token_idx, slot in enumerate(slot_mapping.tolist()):
        if slot == PAD_SLOT_ID:
            continue
        flat_key_cache[slot] = key[token_idx]
        flat_value_cache[slot] = value[token_idx]


def gather_cached_kv(
    key_cache: torch.Tensor,
    value_cache: torch.Tensor,
    slot_mapping: torch.Tensor,
) -> tuple[torch.Tensor, torch.Tensor]:
    num_blocks, block_size, num_heads, head_size = key_cache.shape
    slots = slot_mapping.clamp(min=0)
    k = key_cache.view(-1, num_heads, head_size).index_select(0, slots)
    v = value_cache.view(-1, num_heads, head_size).index_select(0, slots)
    return k, v
