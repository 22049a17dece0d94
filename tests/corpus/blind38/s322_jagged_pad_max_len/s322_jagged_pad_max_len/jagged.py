"""Helpers for jagged (KeyedJaggedTensor-like) sparse features."""
from __future__ import annotations

from dataclasses import dataclass

import torch


@dataclass
class JaggedFeature:
    values: torch.Tensor   # [sum(lengths)]
    lengths: torch.Tensor  # [B]

    @property
    def batch_size(self) -> int:
        return self.lengths.shape[0]

    def offsets(self) -> torch.Tensor:
        return torch.cat([self.lengths.new_zeros(1), torch.cumsum(self.lengths, 0)])


def lengths_to_mask(lengths: torch.Tensor, max_len: int) -> torch.Tensor:
    ar = torch.arange(max_len, device=lengths.device)
    return ar.unsqueeze(0) < lengths.unsqueeze(1)


def jagged_to_padded(feat: JaggedFeature, pad_value: int = 0):
    """Densify a jagged feature into [B, max_len] plus a validity mask."""
    max_len = int(feat.lengths.max())
    mask = lengths_to_mask(feat.lengths, max_len)
    padded = feat.values.new_full((feat.batch_size, max_len), pad_value)
    padded[mask] = feat.values
    return padded, mask
