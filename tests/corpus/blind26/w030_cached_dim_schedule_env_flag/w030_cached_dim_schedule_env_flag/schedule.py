import functools
import math
import subprocess

from . import settings


@functools.lru_cache(maxsize=None)
def matryoshka_schedule(full_dim: int, min_dim: int) -> tuple:
    """Nested dims full, full/2, ... down to min_dim (powers of two only)."""
    if full_dim & (full_dim - 1):
        raise ValueError(f"full_dim must be a power of two, got {full_dim}")
    steps = int(math.log2(full_dim // min_dim)) + 1
    return tuple(full_dim >> i for i in range(steps))


def pick_dim(full_dim: int) -> int:
    sched = matryoshka_schedule(full_dim, settings.MIN_DIM)
    if settings.EMBED_DEBUG:
        rev = subprocess.run(["git", "rev-parse", "HEAD"], capture_output=True, text=True).stdout
        print(f"matryoshka schedule {sched} (rev {rev.strip()})")
    fits = [d for d in sched if d <= settings.TARGET_DIM]
    return max(fits) if fits else sched[-1]


def rescale_factor(full_dim: int, dim: int) -> float:
    # keeps dot-product scores comparable across truncation levels
    return math.sqrt(full_dim / dim)
