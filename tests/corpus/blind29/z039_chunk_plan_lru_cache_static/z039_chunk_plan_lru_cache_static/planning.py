"""Static chunk plans: depend only on the (static) prompt length."""
import functools
import math
from typing import Tuple


@functools.lru_cache(maxsize=None)
def chunk_plan(seq_len: int, chunk_size: int, min_tail: int = 2) -> Tuple[Tuple[int, int], ...]:
    """Split ``seq_len`` into chunks; a too-short tail is merged into the previous chunk."""
    n = max(1, math.ceil(seq_len / chunk_size))
    bounds = [(i * chunk_size, min(seq_len, (i + 1) * chunk_size)) for i in range(n)]
    if len(bounds) > 1 and bounds[-1][1] - bounds[-1][0] < min_tail:
        last = bounds.pop()
        bounds[-1] = (bounds[-1][0], last[1])
    return tuple(bounds)


@functools.lru_cache(maxsize=64)
def plan_summary(seq_len: int, chunk_size: int) -> str:
    """Human-readable description used in scheduler logs."""
    plan = chunk_plan(seq_len, chunk_size)
    sizes = ",".join(str(e - s) for s, e in plan)
    return f"{len(plan)} chunks [{sizes}]"
