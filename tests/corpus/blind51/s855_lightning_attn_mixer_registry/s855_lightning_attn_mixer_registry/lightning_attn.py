import logging
import math

import torch

logger = logging.getLogger(__name__)

BLOCK_SIZE = 2


def _build_slope_tensor(n_heads: int) -> torch.Tensor:
    def get_slopes_power_of_2(n):
        start = 2 ** (-(2 ** -(math.log2(n) - 3)))
        return [start * start ** i for i in range(n)]

    return torch.tensor(get_slopes_power_of_2(n_heads), dtype=torch.float32).reshape(n_heads, 1, 1)


@torch.library.custom_op("corpus_s855::lightning_attention", mutates_args=("kv_cache",))
def lightning_attention(
    q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, slope: torch.Tensor, kv_cache: torch.Tensor
) -> torch.Tensor:
    b, h, n, d = q.shape
    num_blocks = (n + BLOCK_SIZE - 1) // BLOCK_SIZE
    logger.debug("lightning_attention: %d tokens in %d blocks", n, num_blocks)
    out = torch.empty_like(v)
    kv = kv_cache.clone()
    decay = torch.exp(-slope)
    for blk in range(num_blocks):
        s, e = blk * BLOCK_SIZE, min((blk + 1) * BLOCK_SIZE, n)
        for i in range(s, e):
            kv = decay * kv + k[:, :, i, :, None] * v[:, :, i, None, :]
            out[:, :, i] = torch.einsum("bhd,bhde->bhe", q[:, :, i], kv)
    kv_cache.copy_(kv)
    return out


@lightning_attention.register_fake
def _(q, k, v, slope, kv_cache):
    return torch.empty_like(v)
