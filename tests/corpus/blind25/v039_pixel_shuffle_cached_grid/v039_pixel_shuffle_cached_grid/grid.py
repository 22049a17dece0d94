import functools
import math


@functools.lru_cache(maxsize=64)
def shuffled_grid(h: int, w: int, ratio: float):
    """Patch grid after pixel shuffle; pads odd grids up so channels fold evenly."""
    inv = round(1 / ratio)
    new_h = math.ceil(h / inv) * inv
    new_w = math.ceil(w / inv) * inv
    return new_h, new_w, int(new_h * ratio), int(new_w * ratio)


@functools.lru_cache(maxsize=64)
def tokens_per_tile(image_size: int, patch_size: int, ratio: float) -> int:
    side = image_size // patch_size
    return int(side * side * ratio * ratio)
