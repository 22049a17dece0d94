"""ALiBi slopes and a padded-batch bias builder registered as a custom op."""
import logging
import math
from typing import List

import torch

logger = logging.getLogger(__name__)


def get_alibi_slopes(total_num_heads: int) -> List[float]:
    """Slopes from the ALiBi paper, with the interleaving trick for non power-of-two heads."""
    closest_power_of_2 = 2 ** math.floor(math.log2(total_num_heads))
    base = 2 ** (-(2 ** -(math.log2(closest_power_of_2) - 3)))
    slopes = [base ** p for p in range(1, 1 + closest_power_of_2)]
    if closest_power_of_2 != total_num_heads:
        extra_base = 2 ** (-(2 ** -(math.log2(2 * closest_power_of_2) - 3)))
        num_remaining_heads = min(closest_power_of_2, total_num_heads - closest_power_of_2)
        slopes.extend(extra_base ** p for p in range(1, 1 + 2 * num_remaining_heads, 2))
        logger.info("ALiBi: %d heads is not a power of two, interleaving extra slopes", total_num_heads)
    return slopes


@torch.library.custom_op("blind42_s465::padded_alibi_bias", mutates_args=())
def padded_alibi_bias(slopes: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
    """(B, L) 0/1 left-padded mask -> (B, H, L, L) additive bias with causal + padding masking."""
    batch, max_len = attention_mask.shape
    num_heads = slopes.shape[0]
    bias = torch.full((batch, num_heads, max_len, max_len), float("-inf"), dtype=slopes.dtype)
    seq_lens = attention_mask.sum(dim=-1).tolist()
    for b, seq_len in enumerate(seq_lens):
        if seq_len == 0:
            logger.warning("empty sequence at batch index %d", b)
            continue
        pad = max_len - int(seq_len)
        pos = torch.arange(int(seq_len), dtype=slopes.dtype)
        rel = pos[None, :] - pos[:, None]
        causal = torch.triu(torch.full_like(rel, float("-inf")), diagonal=1)
        bias[b, :, pad:, pad:] = slopes[:, None, None] * rel[None] + causal[None]
    return bias


@padded_alibi_bias.register_fake
def _(slopes: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
    batch, max_len = attention_mask.shape
    return slopes.new_empty((batch, slopes.shape[0], max_len, max_len))
