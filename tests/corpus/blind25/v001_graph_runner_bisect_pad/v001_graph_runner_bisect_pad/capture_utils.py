import bisect
from typing import Sequence


class BatchSizeTooLarge(ValueError):
    pass


def padded_batch_size(capture_sizes: Sequence[int], raw_bs: int) -> int:
    """Smallest captured batch size that can hold ``raw_bs`` requests."""
    if raw_bs > capture_sizes[-1]:
        raise BatchSizeTooLarge(f"batch of {raw_bs} exceeds max captured size {capture_sizes[-1]}")
    idx = bisect.bisect_left(capture_sizes, raw_bs)
    return capture_sizes[idx]


def can_run_graph(capture_sizes: Sequence[int], raw_bs: int) -> bool:
    return 0 < raw_bs <= capture_sizes[-1]
