import logging

import numpy as np
import torch

logger = logging.getLogger(__name__)


def _rotary_embedding_ref(
    positions: np.ndarray, x: np.ndarray, head_size: int, cos_sin_cache: np.ndarray, is_neox: bool
) -> np.ndarray:
    rot_dim = cos_sin_cache.shape[-1]
    half = rot_dim // 2
    out = x.copy()
    for tok, pos in enumerate(positions.tolist()):
        cos = cos_sin_cache[pos, :half]
        sin = cos_sin_cache[pos, half:]
        for h in range(x.shape[1] // head_size):
            base = h * head_size
            if is_neox:
                x1 = x[tok, base : base + half]
                x2 = x[tok, base + half : base + rot_dim]
                out[tok, base : base + half] = x1 * cos - x2 * sin
                out[tok, base + half : base + rot_dim] = x2 * cos + x1 * sin
            else:
                x1 = x[tok, base : base + rot_dim : 2]
                x2 = x[tok, base + 1 : base + rot_dim : 2]
                out[tok, base : base + rot_dim : 2] = x1 * cos - x2 * sin
                out[tok, base + 1 : base + rot_dim : 2] = x2 * cos + x1 * sin
    return out


@torch.library.custom_op("corpus_s1247::rotary_embedding", mutates_args=("query", "key"))
def rotary_embedding(
    positions: torch.Tensor,
    query: torch.Tensor,
    key: torch.Tensor,
    head_size: int,
    cos_sin_cache: torch.Tensor,
    is_neox: bool,
) -> None:
    if int(positions.max()) >= cos_sin_cache.shape[0]:
        logger.warning("positions exceed rope cache (%d entries)", cos_sin_cache.shape[0])
    pos = positions.cpu().numpy()
    cache = cos_sin_cache.float().cpu().numpy()
    for t in (query, key):
        flat = t.reshape(t.shape[0], -1)
        res = _rotary_embedding_ref(pos, flat.float().cpu().numpy(), head_size, cache, is_neox)
        t.copy_(torch.from_numpy(res).to(t.dtype).view_as(t))


@rotary_embedding.register_fake
def _(positions, query, key, head_size, cos_sin_cache, is_neox) -> None:
    return None
