import logging
import math
import warnings
from typing import Dict

import torch

logger = logging.getLogger(__name__)


def get_alibi_slopes(num_heads: int) -> torch.Tensor:
    closest_power_of_2 = 2 ** math.floor(math.log2(num_heads))
    base = 2 ** (-(2 ** -(math.log2(closest_power_of_2) - 3)))
    slopes = [base ** (i + 1) for i in range(closest_power_of_2)]
    if closest_power_of_2 != num_heads:
        extra_base = 2 ** (-(2 ** -(math.log2(2 * closest_power_of_2) - 3)))
        num_remaining = min(closest_power_of_2, num_heads - closest_power_of_2)
        slopes += [extra_base ** (2 * i + 1) for i in range(num_remaining)]
    return torch.tensor(slopes, dtype=torch.float32)


class AlibiBiasCache:
    """Per-sequence-length cache of [heads, q, k] ALiBi biases (causal)."""

    def __init__(self, num_heads: int, max_positions: int) -> None:
        self.slopes = get_alibi_slopes(num_heads)
        self.max_positions = max_positions
        self._bias: Dict[int, torch.Tensor] = {}
        self.hits = 0
        self.misses = 0

    def _build(self, seq_len: int) -> torch.Tensor:
        pos = torch.arange(seq_len, dtype=torch.float32)
        rel = pos[None, :] - pos[:, None]
        bias = self.slopes[:, None, None] * rel[None, :, :]
        causal = torch.ones(seq_len, seq_len, dtype=torch.bool).tril()
        return bias.masked_fill(~causal, float("-inf"))

    def get(self, seq_len: int) -> torch.Tensor:
        if seq_len > self.max_positions:
            warnings.warn(
                f"sequence length {seq_len} exceeds the ALiBi table size "
                f"{self.max_positions}; extrapolating",
                stacklevel=2,
            )
        bias = self._bias.get(seq_len)
        if bias is None:
            self.misses += 1
            bias = self._build(seq_len)
            self._bias[seq_len] = bias
        else:
            self.hits += 1
        return bias

    def clear(self) -> None:
        logger.info("dropping %d cached ALiBi tables (hits=%d misses=%d)", len(self._bias), self.hits, self.misses)
        self._bias.clear()
