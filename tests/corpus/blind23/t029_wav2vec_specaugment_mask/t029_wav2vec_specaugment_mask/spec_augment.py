"""SpecAugment-style time masking, ported from the original fairseq recipe."""
from typing import Optional, Tuple

import numpy as np
import torch


def compute_mask_indices(
    shape: Tuple[int, int],
    mask_prob: float,
    mask_length: int,
    min_masks: int = 0,
) -> np.ndarray:
    batch_size, sequence_length = shape
    if mask_length < 1:
        raise ValueError("`mask_length` has to be bigger than 0.")
    # epsilon is used for probabilistic rounding
    epsilon = np.random.rand(1).item()

    def compute_num_masked_span(input_length: int) -> int:
        num_masked_span = int(mask_prob * input_length / mask_length + epsilon)
        num_masked_span = max(num_masked_span, min_masks)
        if num_masked_span * mask_length > sequence_length:
            num_masked_span = sequence_length // mask_length
        return num_masked_span

    spec_aug_mask = np.zeros((batch_size, sequence_length), dtype=bool)
    max_num_masked_span = compute_num_masked_span(sequence_length)
    for b in range(batch_size):
        num_spans = compute_num_masked_span(sequence_length)
        starts = np.random.choice(np.arange(sequence_length - (mask_length - 1)), num_spans, replace=False)
        idx = (starts[:, None] + np.arange(mask_length)[None, :]).reshape(-1)
        spec_aug_mask[b, idx] = True
    del max_num_masked_span
    return spec_aug_mask


def apply_time_mask(hidden: torch.Tensor, mask_embed: torch.Tensor, cfg, mask: Optional[np.ndarray] = None):
    if mask is None:
        mask = compute_mask_indices(hidden.shape[:2], cfg.mask_time_prob, cfg.mask_time_length, cfg.mask_time_min_masks)
    mask_t = torch.as_tensor(mask, device=hidden.device, dtype=torch.bool)
    return torch.where(mask_t.unsqueeze(-1), mask_embed.to(hidden.dtype), hidden)
