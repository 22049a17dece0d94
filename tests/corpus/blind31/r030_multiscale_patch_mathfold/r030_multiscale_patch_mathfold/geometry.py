"""Patch geometry helpers: pure integer arithmetic on static shapes."""
import itertools
import math
from typing import Dict, List, Sequence, Tuple


def padded_length(seq_len: int, patch_len: int) -> int:
    return math.ceil(seq_len / patch_len) * patch_len


def common_length(seq_len: int, patch_sizes: Sequence[int]) -> int:
    lcm = 1
    for p in patch_sizes:
        lcm = lcm * p // math.gcd(lcm, p)
    return math.ceil(seq_len / lcm) * lcm


def plan(seq_len: int, patch_sizes: Sequence[int]) -> List[Tuple[int, int]]:
    """[(patch_len, n_patches)] sorted by patch length."""
    total = common_length(seq_len, patch_sizes)
    return [(p, total // p) for p in sorted(set(patch_sizes))]


def offsets(widths: Sequence[int]) -> Dict[int, int]:
    starts = itertools.accumulate([0, *widths[:-1]])
    return {i: s for i, s in enumerate(starts)}
