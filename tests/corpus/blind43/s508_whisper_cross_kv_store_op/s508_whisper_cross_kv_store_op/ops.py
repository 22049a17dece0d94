"""Host-side cross-attention KV scatter, exposed as a custom op.

The slot table comes from the scheduler and may contain -1 for padded encoder
frames (Whisper pads every request to 30 s of audio), so the fill walks the
slots on the host.
"""
import torch


@torch.library.custom_op("blind43_s508::store_cross_kv", mutates_args=("k_cache", "v_cache"))
def store_cross_kv(
    key: torch.Tensor,
    value: torch.Tensor,
    k_cache: torch.Tensor,
    v_cache: torch.Tensor,
    slot_mapping: torch.Tensor,
) -> None:
    if int(slot_mapping.max().item()) >= k_cache.shape[0]:
        raise IndexError("cross-attention slot out of range")
    for token_idx, slot in enumerate(slot_mapping.tolist()):
        if slot < 0:
            continue
        k_cache[slot].copy_(key[token_idx])
        v_cache[slot].copy_(value[token_idx])


@store_cross_kv.register_fake
def _store_cross_kv_fake(key, value, k_cache, v_cache, slot_mapping) -> None:
    return None
