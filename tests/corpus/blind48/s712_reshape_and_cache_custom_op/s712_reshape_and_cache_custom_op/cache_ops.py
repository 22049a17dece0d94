"""Reference (pure PyTorch) implementations of the paged KV-cache kernels.

The CUDA build ships fused kernels under the same op names; on CPU we fall back
to a slow per-token loop, which is fine for tests.
"""
import logging

import torch

logger = logging.getLogger(__name__)

PAD_SLOT_ID = -1


@torch.library.custom_op("blind48_s712::reshape_and_cache", mutates_args=("key_cache", "value_cache"))
def reshape_and_cache(
    key: torch.Tensor,
    value: torch.Tensor,
    key_cache: torch.Tensor,
    value_cache: torch.Tensor,
    slot_mapping: torch.Tensor,
) -> None:
    block_size = key_cache.shape[1]
    skipped = 0
    for token_idx, slot in enumerate(slot_mapping.tolist()):
        if slot == PAD_SLOT_ID:
            skipped += 1
            continue
        block_idx, block_offset = divmod(slot, block_size)
        key_cache[block_idx, block_offset].copy_(key[token_idx])
        value_cache[block_idx, block_offset].copy_(value[token_idx])
    if skipped:
        logger.debug("reshape_and_cache: skipped %d padded tokens", skipped)


@reshape_and_cache.register_fake
def _(key, value, key_cache, value_cache, slot_mapping):
    return None


@torch.library.custom_op("blind48_s712::paged_attention_decode", mutates_args=())
def paged_attention_decode(
    query: torch.Tensor,
    key_cache: torch.Tensor,
    value_cache: torch.Tensor,
    block_tables: torch.Tensor,
    seq_lens: torch.Tensor,
    scale: float,
) -> torch.Tensor:
    out = torch.empty_like(query)
    block_size = key_cache.shape[1]
    for i, (blocks, seq_len) in enumerate(zip(block_tables.tolist(), seq_lens.tolist())):
        slots = [b * block_size + off for b in blocks for off in range(block_size)][:seq_len]
        idx = torch.tensor(slots, dtype=torch.long)
        k = key_cache.flatten(0, 1)[idx]  # [seq, heads, dim]
        v = value_cache.flatten(0, 1)[idx]
        attn = torch.einsum("hd,shd->hs", query[i], k) * scale
        out[i] = torch.einsum("hs,shd->hd", attn.softmax(-1), v)
    return out


@paged_attention_decode.register_fake
def _(query, key_cache, value_cache, block_tables, seq_lens, scale):
    return torch.empty_like(query)
