from __future__ import annotations

import bisect

import torch
import torch.nn.functional as F

from .config import RunnerConfig


def bucket_for(batch_size: int, capture_sizes: list[int]) -> int:
    """Smallest captured batch size >= batch_size."""
    idx = bisect.bisect_left(capture_sizes, batch_size)
    if idx == len(capture_sizes):
        raise ValueError(f"batch size {batch_size} exceeds largest captured size")
    return capture_sizes[idx]


class BatchPadder:
    """Pads token ids / hidden states so that every step hits a captured graph."""

    def __init__(self, cfg: RunnerConfig) -> None:
        self.capture_sizes = list(cfg.capture_sizes)
        self.pad_token_id = cfg.pad_token_id

    def padded_size(self, batch_size: int) -> int:
        return bucket_for(batch_size, self.capture_sizes)

    def pad(self, input_ids: torch.Tensor, hidden: torch.Tensor):
        bs = input_ids.shape[0]
        target = self.padded_size(bs)
        extra = target - bs
        if extra == 0:
            return input_ids, hidden, bs
        input_ids = F.pad(input_ids, (0, extra), value=self.pad_token_id)
        hidden = F.pad(hidden, (0, 0, 0, extra))
        return input_ids, hidden, bs
