from __future__ import annotations

from typing import Callable, Dict

import torch

PAD_SLOT_ID = -1

_CACHE_WRITERS: Dict[str, Callable[..., None]] = {}


def register_cache_writer(layout: str):
    def decorator(fn):
        _CACHE_WRITERS[layout] = fn
        return fn

    return decorator


def get_cache_writer(layout: str) -> Callable[..., None]:
    try:
        return _CACHE_WRITERS[layout]
    except KeyError:
        raise ValueError(f"Unsupported kv_layout {layout!r}") from None


def _split_slots(slot_mapping: torch.Tensor, page_size: int):
    return slot_mapping // page_size, slot_mapping % page_size


def _drop_padded_slots(slot_mapping: torch.Tensor, k: torch.Tensor, v: torch.Tensor):
    valid = slot_mapping != PAD_SLOT_ID
    if (~valid).any():
        return slot_mapping[valid], k[valid], v[valid]
    return slot_mapping, k, v


@register_cache_writer("NHD")
def append_paged_kv_cache_nhd(k, v, slot_mapping, paged_k_cache, paged_v_cache):
    page_size = paged_k_cache.shape[1]
    valid = (slot_mapping != PAD_SLOT_ID)[:, None, None]
    slots = slot_mapping.clamp(min=0)
    page_idx, page_off = _split_slots(slots, page_size)
    paged_k_cache[page_idx, page_off] = torch.where(valid, k, paged_k_cache[page_idx, page_off])
    paged_v_cache[page_idx, page_off] = torch.where(valid, v, paged_v_cache[page_idx, page_off])


@register_cache_writer("HND")
def append_paged_kv_cache_hnd(k, v, slot_mapping, paged_k_cache, paged_v_cache):
    page_size = paged_k_cache.shape[2]
    slot_mapping, k, v = _drop_padded_slots(slot_mapping, k, v)
    page_idx, page_off = _split_slots(slot_mapping, page_size)
    paged_k_cache[page_idx, :, page_off] = k
    paged_v_cache[page_idx, :, page_off] = v
