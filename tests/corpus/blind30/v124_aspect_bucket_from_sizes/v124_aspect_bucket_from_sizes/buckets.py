"""Aspect-ratio buckets: each bucket has its own learned resolution token."""
from typing import List, Tuple

import torch

# (ratio h/w, grid_h, grid_w)
ASPECT_BUCKETS: List[Tuple[float, int, int]] = [
    (0.5, 2, 4),
    (0.75, 3, 4),
    (1.0, 4, 4),
    (1.333, 4, 3),
    (2.0, 4, 2),
]


def nearest_bucket(ratio: float) -> int:
    best, best_err = 0, float("inf")
    for i, (r, _, _) in enumerate(ASPECT_BUCKETS):
        err = abs(r - ratio)
        if err < best_err:
            best, best_err = i, err
    return best


def bucket_for_image(image_size: torch.Tensor) -> int:
    """``image_size`` is the (h, w) of the original image, as sent by the
    preprocessor alongside the pixel values."""
    h, w = image_size.tolist()
    return nearest_bucket(h / w)
