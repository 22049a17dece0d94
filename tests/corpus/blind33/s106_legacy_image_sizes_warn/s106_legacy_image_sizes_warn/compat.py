"""Backwards-compatible handling of request media metadata."""
import functools
import warnings

import torch


def deprecated_layout(msg: str):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            warnings.warn(msg, DeprecationWarning, stacklevel=2)
            return fn(*args, **kwargs)
        return wrapper
    return deco


@deprecated_layout("image_sizes as (h, w) pairs is deprecated; pass (w, h) via ImageMeta")
def hw_to_wh(image_sizes: torch.Tensor) -> torch.Tensor:
    return image_sizes.flip(-1)


def normalize_image_sizes(image_sizes: torch.Tensor, layout: str) -> torch.Tensor:
    if layout == "hw":
        return hw_to_wh(image_sizes)
    return image_sizes
