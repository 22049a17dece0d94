"""Host reference kernels exposed as torch custom ops.

On platforms without the fused CUDA kernel we fall back to a NumPy
implementation.
"""
import logging

import numpy as np
import torch

logger = logging.getLogger(__name__)


@torch.library.custom_op("blind40_s415::rotary_embedding", mutates_args=())
def rotary_embedding(
    positions: torch.Tensor,
    query: torch.Tensor,
    key: torch.Tensor,
    cos_sin_cache: torch.Tensor,
    head_size: int,
    is_neox: bool,
) -> tuple[torch.Tensor, torch.Tensor]:
    pos = positions.cpu().numpy()
    cache = cos_sin_cache.detach().cpu().numpy()
    if int(pos.max()) >= cache.shape[0]:
        raise IndexError(f"position {int(pos.max())} outside cos/sin cache of {cache.shape[0]}")
    logger.debug("host rotary kernel: %d tokens", len(pos.tolist()))
    half = cache.shape[-1] // 2
    cos = cache[pos, :half][:, None, :]
    sin = cache[pos, half:][:, None, :]

    def _rotate(x: torch.Tensor) -> torch.Tensor:
        arr = x.detach().cpu().numpy().reshape(len(pos), -1, head_size)
        if is_neox:
            x1, x2 = arr[..., :half], arr[..., half:]
            out = np.concatenate([x1 * cos - x2 * sin, x2 * cos + x1 * sin], axis=-1)
        else:
            x1, x2 = arr[..., 0::2], arr[..., 1::2]
            out = np.stack([x1 * cos - x2 * sin, x2 * cos + x1 * sin], axis=-1).reshape(arr.shape)
        return torch.from_numpy(np.ascontiguousarray(out)).to(x.dtype).reshape(x.shape)

    return _rotate(query), _rotate(key)


@rotary_embedding.register_fake
def _(positions, query, key, cos_sin_cache, head_size, is_neox):
    return torch.empty_like(query), torch.empty_like(key)
