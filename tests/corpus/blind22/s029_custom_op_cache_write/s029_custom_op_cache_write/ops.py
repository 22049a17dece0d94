"""Host-side cache writer registered as an opaque op.

The reference implementation walks positions in Python/numpy (it mirrors the
page-table bookkeeping of the production kernel), so it is hidden from the
compiler behind a custom op with a fake implementation.
"""
import numpy as np
import torch


@torch.library.custom_op("corpus_s029::cache_write", mutates_args=("k_cache", "v_cache"))
def cache_write(
    k_cache: torch.Tensor,
    v_cache: torch.Tensor,
    key_states: torch.Tensor,
    value_states: torch.Tensor,
    cache_position: torch.Tensor,
) -> None:
    positions = np.asarray(cache_position.cpu().tolist(), dtype=np.int64)
    if positions.size and int(positions.max()) >= k_cache.shape[-2]:
        raise IndexError(f"cache position {int(positions.max())} out of range {k_cache.shape[-2]}")
    for src, dst in enumerate(positions.tolist()):
        k_cache[:, :, dst].copy_(key_states[:, :, src])
        v_cache[:, :, dst].copy_(value_states[:, :, src])


@cache_write.register_fake
def _(k_cache, v_cache, key_states, value_states, cache_position):
    return None
