from __future__ import annotations

import bisect
from dataclasses import dataclass
from typing import List

import torch
import torch.nn.functional as F

from .capture_sizes import CAPTURE_SIZES


@dataclass
class PaddedBatch:
    input_ids: torch.Tensor
    positions: torch.Tensor
    raw_bs: int
    padded_bs: int


class CudaGraphPadHelper:
    """Pads a decode batch up to the nearest captured batch size."""

    def __init__(self, capture_sizes: List[int] = CAPTURE_SIZES, pad_token_id: int = 0):
        self.capture_sizes = list(capture_sizes)
        self.max_bs = self.capture_sizes[-1]
        self.pad_token_id = pad_token_id

    def can_run(self, bs: int) -> bool:
        return bs <= self.max_bs

    def bucket_for(self, bs: int) -> int:
        index = bisect.bisect_left(self.capture_sizes, bs)
        return self.capture_sizes[index]

    def pad(self, input_ids: torch.Tensor, positions: torch.Tensor) -> PaddedBatch:
        raw_bs = input_ids.shape[0]
        padded_bs = self.bucket_for(raw_bs)
        pad = padded_bs - raw_bs
        if pad:
            input_ids = F.pad(input_ids, (0, pad), value=self.pad_token_id)
            positions = F.pad(positions, (0, pad), value=0)
        return PaddedBatch(input_ids, positions, raw_bs, padded_bs)
