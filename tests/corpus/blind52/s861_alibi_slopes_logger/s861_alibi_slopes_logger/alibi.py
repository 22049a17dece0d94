import logging
import math
from typing import Dict, Tuple

import torch

logger = logging.getLogger(__name__)


def _closest_power_of_2(n: int) -> int:
    return 2 ** math.floor(math.log2(n))


def get_alibi_slopes(total_num_heads: int) -> torch.Tensor:
    closest_power_of_2 = _closest_power_of_2(total_num_heads)
    base = torch.tensor(
        2 ** (-(2 ** -(math.log2(closest_power_of_2) - 3))),
        dtype=torch.float32,
    )
    powers = torch.arange(1, 1 + closest_power_of_2, dtype=torch.int32)
    slopes = torch.pow(base, powers)

    if closest_power_of_2 != total_num_heads:
        logger.debug(
            "num_heads=%d is not a power of two, interpolating %d extra ALiBi slopes",
            total_num_heads,
            total_num_heads - closest_power_of_2,
        )
        extra_base = torch.tensor(
            2 ** (-(2 ** -(math.log2(2 * closest_power_of_2) - 3))),
            dtype=torch.float32,
        )
        num_remaining_heads = min(
            closest_power_of_2, total_num_heads - closest_power_of_2
        )
        extra_powers = torch.arange(
            1, 1 + 2 * num_remaining_heads, 2, dtype=torch.int32
        )
        slopes = torch.cat([slopes, torch.pow(extra_base, extra_powers)], dim=0)
    return slopes


class AlibiBias:
    """Builds the additive [heads, q, k] ALiBi bias for a given sequence length."""

    def __init__(self, num_heads: int, tp_rank: int = 0, tp_size: int = 1):
        self.total_num_heads = num_heads
        self.tp_rank = tp_rank
        self.tp_size = tp_size
        self.num_heads = num_heads // tp_size
        self._bias_shapes: Dict[Tuple[int, int], Tuple[int, int, int]] = {}

    def local_slopes(self) -> torch.Tensor:
        head_start = self.tp_rank * self.num_heads
        head_end = head_start + self.num_heads
        slopes = get_alibi_slopes(self.total_num_heads)
        return slopes[head_start:head_end]

    def __call__(self, q_len: int, k_len: int, dtype: torch.dtype) -> torch.Tensor:
        slopes = self.local_slopes().to(dtype)
        q_pos = torch.arange(k_len - q_len, k_len)
        k_pos = torch.arange(k_len)
        rel = (k_pos[None, :] - q_pos[:, None]).to(dtype)
        bias = slopes[:, None, None] * rel[None, :, :]
        causal = k_pos[None, :] > q_pos[:, None]
        return bias.masked_fill(causal[None], float("-inf"))
