"""Marlin tile permutations, computed once with numpy at import time."""
import functools
import logging
import warnings
from typing import List, Tuple

import numpy
import torch

logger = logging.getLogger(__name__)

MARLIN_TILE = 4


@functools.lru_cache(maxsize=None)
def get_scale_perms() -> Tuple[List[int], List[int]]:
    scale_perm: List[int] = []
    for i in range(4):
        scale_perm.extend([i + 4 * j for j in range(4)])
    scale_perm_single: List[int] = []
    for i in range(2):
        scale_perm_single.extend([2 * i + j for j in [0, 1, 8, 9]])
    return scale_perm, scale_perm_single


def get_weight_perm(size_k: int) -> torch.Tensor:
    perm = numpy.arange(size_k).reshape(-1, MARLIN_TILE)[:, ::-1].reshape(-1)
    return torch.from_numpy(numpy.ascontiguousarray(perm))


def marlin_permute_scales(s: torch.Tensor, group_size: int, size_k: int) -> torch.Tensor:
    scale_perm, scale_perm_single = get_scale_perms()
    if group_size < size_k and group_size != -1:
        s = s.reshape((-1, len(scale_perm)))[:, scale_perm]
    else:
        s = s.reshape((-1, len(scale_perm_single)))[:, scale_perm_single]
    return s.contiguous()


def gptq_marlin_repack(q_w: torch.Tensor, perm: torch.Tensor, num_bits: int) -> torch.Tensor:
    """Reorder the input-dim rows of unpacked int4 weights into tile order (load time only)."""
    if int(q_w.max().item()) >= (1 << num_bits):
        warnings.warn("checkpoint holds out-of-range int4 codes; clamping", stacklevel=2)
        q_w = q_w.clamp(max=(1 << num_bits) - 1)
    perm_np = perm.cpu().numpy()
    repacked = numpy.take(q_w.cpu().numpy(), perm_np, axis=0)
    logger.info("repacked %s weight for marlin (%d rows)", tuple(q_w.shape), len(perm_np))
    return torch.from_numpy(repacked).to(q_w.device)


# warm the permutation cache at import, as the real kernel pack does
_SCALE_PERM, _SCALE_PERM_SINGLE = get_scale_perms()
