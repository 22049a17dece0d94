"""Tile layout of the repacked int4 weight; pure integer arithmetic."""
import functools
import math
import os

INTERLEAVE = int(os.environ.get("Q039_INT4_INTERLEAVE", "2"))


@functools.lru_cache(maxsize=None)
def tile_shape(out_features: int, in_features: int, group_size: int) -> tuple:
    tile_n = min(out_features, 1 << int(math.log2(max(out_features // 2, 1))))
    n_groups = in_features // group_size
    return tile_n, n_groups, group_size


def repack_int4(q, group_size: int):
    """Host-side repacking at load time: python loops over tiles, never traced."""
    import numpy as np

    arr = q.numpy().astype(np.uint8)
    n, k = arr.shape
    out = np.zeros((n, k // 2), dtype=np.uint8)
    for row in range(n):
        for col in range(0, k, 2):
            out[row, col // 2] = (arr[row, col] & 0xF) | ((arr[row, col + 1] & 0xF) << 4)
    return out
