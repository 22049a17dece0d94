import bisect
from typing import List

import torch


class BucketPadder:
    """Pads a batch up to the next captured size so a captured graph can be replayed."""

    def __init__(self, capture_sizes: List[int], pad_value: float = 0.0):
        self.capture_sizes = list(capture_sizes)
        self.pad_value = pad_value

    def bucket_for(self, batch_size: int) -> int:
        idx = bisect.bisect_left(self.capture_sizes, batch_size)
        if idx == len(self.capture_sizes):
            raise ValueError(f"batch size {batch_size} exceeds largest captured size")
        return self.capture_sizes[idx]

    def pad(self, x: torch.Tensor) -> torch.Tensor:
        bs = x.shape[0]
        target = self.bucket_for(bs)
        if target == bs:
            return x
        pad_rows = x.new_full((target - bs, x.shape[1]), self.pad_value)
        return torch.cat([x, pad_rows], dim=0)
