import math

import torch
from torch import nn


def get_alibi_slopes(num_heads: int) -> list:
    """BLOOM/MPT ALiBi slopes, handling non power-of-two head counts."""
    closest = 2 ** math.floor(math.log2(num_heads))
    base = 2 ** (-(2 ** -(math.log2(closest) - 3)))
    slopes = [base ** (i + 1) for i in range(closest)]
    if closest != num_heads:
        extra_base = 2 ** (-(2 ** -(math.log2(2 * closest) - 3)))
        n_extra = min(closest, num_heads - closest)
        slopes += [extra_base ** (2 * i + 1) for i in range(n_extra)]
    return slopes


class AlibiBias(nn.Module):
    def __init__(self, num_heads: int):
        super().__init__()
        self.register_buffer(
            "slopes", torch.tensor(get_alibi_slopes(num_heads), dtype=torch.float32), persistent=False
        )

    def position_ids_from_mask(self, attention_mask: torch.Tensor) -> torch.Tensor:
        # left-padded batches: positions count only real tokens
        positions = torch.zeros_like(attention_mask, dtype=torch.long)
        rows, cols = attention_mask.nonzero(as_tuple=True)
        positions[rows, cols] = attention_mask.cumsum(-1)[rows, cols] - 1
        return positions

    def forward(self, attention_mask: torch.Tensor) -> torch.Tensor:
        pos = self.position_ids_from_mask(attention_mask).float()
        rel = pos[:, None, :] - pos[:, :, None]            # [b, q, k]
        bias = self.slopes[None, :, None, None] * rel[:, None]  # [b, h, q, k]
        pad = (attention_mask[:, None, None, :] == 0)
        return bias.masked_fill(pad, float("-inf"))
