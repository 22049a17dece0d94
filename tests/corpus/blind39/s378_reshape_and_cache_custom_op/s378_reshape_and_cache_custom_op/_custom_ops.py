"""Python fallbacks for the paged KV cache kernels, exposed as torch custom ops.

On GPUs these dispatch to the compiled CUDA extension; the CPU fallback below
walks the slot mapping on the host.
"""
import torch


@torch.library.custom_op("blind39_s378::reshape_and_cache", mutates_args=("key_cache", "value_cache"))
def reshape_and_cache(key: torch.Tensor, value: torch.Tensor, key_cache: torch.Tensor,
                      value_cache: torch.Tensor, slot_mapping: torch.Tensor, block_size: int) -> None:
    for token_idx, slot in enumerate(slot_mapping.tolist()):
        if slot < 0:  # padding token
            continue
        block_idx, block_off = divmod(slot, block_size)
        key_cache[block_idx, block_off].copy_(key[token_idx])
        value_cache[block_idx, block_off].copy_(value[token_idx])


@reshape_and_cache.register_fake
def _(key, value, key_cache, value_cache, slot_mapping, block_size):
    return None


@torch.library.custom_op("blind39_s378::paged_gather", mutates_args=())
def paged_gather(cache: torch.Tensor, block_table: torch.Tensor, seq_len: int) -> torch.Tensor:
    rows = []
    for b in block_table.tolist():
        rows.append(cache[b].flatten(0, 1)[:seq_len])
    return torch.stack(rows)


@paged_gather.register_fake
def _(cache, block_table, seq_len):
    return cache.new_empty(block_table.shape[0], seq_len, *cache.shape[2:])
