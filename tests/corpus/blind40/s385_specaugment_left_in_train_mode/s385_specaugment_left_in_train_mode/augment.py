"""SpecAugment (Park et al., 2019): frequency and time masking on log-mel features."""
import random
from typing import Tuple

import torch
from torch import nn


def _sample_span(axis_len: int, max_width: int) -> Tuple[int, int]:
    width = random.randint(0, max_width)
    start = random.randint(0, max(axis_len - width, 0))
    return start, width


class SpecAugment(nn.Module):
    def __init__(
        self,
        freq_masks: int = 2,
        freq_width: int = 2,
        time_masks: int = 2,
        time_width: int = 4,
        apply_prob: float = 0.8,
    ):
        super().__init__()
        self.freq_masks = freq_masks
        self.freq_width = freq_width
        self.time_masks = time_masks
        self.time_width = time_width
        self.apply_prob = apply_prob

    def _mask_axis(self, feats: torch.Tensor, dim: int, n_masks: int, max_width: int) -> torch.Tensor:
        length = feats.shape[dim]
        positions = torch.arange(length, device=feats.device)
        for _ in range(n_masks):
            start, width = _sample_span(length, max_width)
            keep = (positions < start) | (positions >= start + width)
            shape = [1] * feats.dim()
            shape[dim] = length
            feats = feats * keep.view(shape).to(feats.dtype)
        return feats

    def forward(self, feats: torch.Tensor) -> torch.Tensor:
        # feats: (batch, frames, n_mels)
        feats = self._mask_axis(feats, 2, self.freq_masks, self.freq_width)
        if random.random() < self.apply_prob:
            feats = self._mask_axis(feats, 1, self.time_masks, self.time_width)
        return feats
