import bisect
from typing import Sequence


class BatchSizePadder:
    """Maps a raw decode batch size onto the smallest captured graph size."""

    def __init__(self, capture_bs: Sequence[int]):
        self.capture_bs = sorted(set(capture_bs))

    def padded_size(self, raw_bs: int) -> int:
        index = bisect.bisect_left(self.capture_bs, raw_bs)
        if index >= len(self.capture_bs):
            raise ValueError(f"batch size {raw_bs} exceeds the largest captured size {self.capture_bs[-1]}")
        return self.capture_bs[index]

    def num_pad(self, raw_bs: int) -> int:
        return self.padded_size(raw_bs) - raw_bs
