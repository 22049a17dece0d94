"""Host-side reference implementation of the cache-write kernel, registered as a custom op."""
import torch


@torch.library.custom_op("corpus_s279::reshape_and_cache", mutates_args=("k_cache", "v_cache"))
def reshape_and_cache(
    k: torch.Tensor,
    v: torch.Tensor,
    k_cache: torch.Tensor,
    v_cache: torch.Tensor,
    slot_mapping: torch.Tensor,
) -> None:
    block_size = k_cache.shape[1]
    for i, slot in enumerate(slot_mapping.tolist()):
        if slot < 0:  # padding token
            continue
        blk, off = divmod(slot, block_size)
        k_cache[blk, off].copy_(k[i])
        v_cache[blk, off].copy_(v[i])


@reshape_and_cache.register_fake
def _(k, v, k_cache, v_cache, slot_mapping) -> None:
    return None
