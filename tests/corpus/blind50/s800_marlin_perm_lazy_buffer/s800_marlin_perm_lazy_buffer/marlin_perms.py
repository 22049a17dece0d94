from functools import lru_cache
from typing import List, Tuple

import torch


@lru_cache(maxsize=None)
def get_scale_perms(num_cols: int = 8) -> Tuple[List[int], List[int]]:
    scale_perm: List[int] = []
    for i in range(num_cols):
        scale_perm.extend([i + num_cols * j for j in range(num_cols)])
    scale_perm_single: List[int] = []
    for i in range(num_cols // 2):
        scale_perm_single.extend([2 * i + j for j in [0, 1, num_cols, num_cols + 1]])
    return scale_perm, scale_perm_single


def marlin_permute_scales(s: torch.Tensor, size_k: int, size_n: int, group_size: int) -> torch.Tensor:
    scale_perm, scale_perm_single = get_scale_perms()
    if group_size < size_k and group_size != -1:
        s = s.reshape((-1, len(scale_perm)))[:, scale_perm]
    else:
        s = s.reshape((-1, len(scale_perm_single)))[:, scale_perm_single]
    return s.reshape((-1, size_n)).contiguous()


def marlin_unpermute_scales(s: torch.Tensor, size_n: int, group_size: int, size_k: int) -> torch.Tensor:
    scale_perm, scale_perm_single = get_scale_perms()
    perm = scale_perm if (group_size < size_k and group_size != -1) else scale_perm_single
    inv = [0] * len(perm)
    for dst, src in enumerate(perm):
        inv[src] = dst
    return s.reshape((-1, len(perm)))[:, inv].reshape((-1, size_n))
