import logging
import math

import numpy as np
import torch

logger = logging.getLogger(__name__)


def build_alibi_slopes(n_heads: int, alibi_bias_max: int = 8) -> torch.Tensor:
    """MPT-style ALiBi slopes; non power-of-two head counts are interleaved."""
    n_heads_power_of_2 = 2 ** math.ceil(math.log2(n_heads))
    m = np.arange(1, n_heads_power_of_2 + 1, dtype=np.float32)
    m = m * (alibi_bias_max / n_heads_power_of_2)
    slopes = 1.0 / np.power(2.0, m)
    if n_heads_power_of_2 != n_heads:
        logger.info(
            "interleaving ALiBi slopes: %d heads padded to %d", n_heads, n_heads_power_of_2
        )
        slopes = np.concatenate([slopes[1::2], slopes[::2]])[:n_heads]
    return torch.from_numpy(np.ascontiguousarray(slopes))


def alibi_bias_from_slopes(
    slopes: torch.Tensor, seq_len: int, full: bool = False
) -> torch.Tensor:
    positions = torch.arange(1 - seq_len, 1, dtype=torch.int32, device=slopes.device)
    bias = positions.view(1, 1, seq_len)
    if full:
        bias = bias - torch.arange(1 - seq_len, 1, dtype=torch.int32, device=slopes.device).view(
            1, seq_len, 1
        )
        bias = bias.abs().mul(-1)
    return bias.to(slopes.dtype) * slopes.view(-1, 1, 1)
