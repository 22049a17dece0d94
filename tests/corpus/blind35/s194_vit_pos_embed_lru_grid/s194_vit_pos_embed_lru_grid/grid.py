import functools
import math


@functools.lru_cache(maxsize=64)
def patch_grid(height, width, patch_size):
    """Number of patches along each axis, rounding partial patches up."""
    gh = math.ceil(height / patch_size)
    gw = math.ceil(width / patch_size)
    return gh, gw


@functools.lru_cache(maxsize=64)
def padding_for(height, width, patch_size):
    gh, gw = patch_grid(height, width, patch_size)
    return (0, gw * patch_size - width, 0, gh * patch_size - height)
