import logging
from functools import lru_cache

import torch

logger = logging.getLogger(__name__)

GPTQ_MARLIN_TILE = 16
GPTQ_MARLIN_MIN_THREAD_N = 64


@lru_cache(maxsize=None)
def get_pack_factor(num_bits: int) -> int:
    assert 32 % num_bits == 0, f"Unsupported num_bits = {num_bits}"
    return 32 // num_bits


def unpack_cols(packed: torch.Tensor, num_bits: int, size_k: int, size_n: int) -> torch.Tensor:
    pack_factor = get_pack_factor(num_bits)
    mask = (1 << num_bits) - 1
    shifts = torch.arange(pack_factor, device=packed.device, dtype=torch.int32) * num_bits
    unpacked = (packed.unsqueeze(-1) >> shifts) & mask
    return unpacked.reshape(size_k, size_n)


def marlin_permute_scales(s: torch.Tensor, size_k: int, size_n: int, group_size: int) -> torch.Tensor:
    if group_size < size_k and group_size != -1:
        s = s.reshape(-1, size_n)
    else:
        s = s.reshape(1, size_n)
    return s.contiguous()


def marlin_repack_weight(
    qweight: torch.Tensor,
    scales: torch.Tensor,
    size_k: int,
    size_n: int,
    num_bits: int,
    group_size: int,
):
    w_int = unpack_cols(qweight, num_bits, size_k, size_n)
    w_tiled = w_int.t().contiguous()
    s_perm = marlin_permute_scales(scales, size_k, size_n, group_size)
    logger.info(
        "Repacked GPTQ weight to marlin layout: k=%d n=%d bits=%d group=%d",
        size_k,
        size_n,
        num_bits,
        group_size,
    )
    return w_tiled, s_perm
