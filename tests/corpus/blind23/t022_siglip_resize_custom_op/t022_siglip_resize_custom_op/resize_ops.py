"""PIL-compatible antialiased resize, registered as an opaque operator.

The weights are computed exactly like Pillow's ``ImagingResample`` so that
embeddings match the CPU preprocessing pipeline bit-for-bit on the reference set.
"""
import functools

import numpy as np
import torch

_FILTERS = {
    "box": (0.5, lambda x: ((x > -0.5) & (x <= 0.5)).astype(np.float64)),
    "triangle": (1.0, lambda x: np.clip(1.0 - np.abs(x), 0.0, None)),
}


@functools.lru_cache(maxsize=64)
def _resample_matrix(in_size: int, out_size: int, kind: str) -> np.ndarray:
    support, fn = _FILTERS[kind]
    scale = in_size / out_size
    filterscale = max(scale, 1.0)
    centers = (np.arange(out_size) + 0.5) * scale
    src = np.arange(in_size) + 0.5
    w = fn((src[None, :] - centers[:, None]) / filterscale)
    w /= np.maximum(w.sum(axis=1, keepdims=True), 1e-12)
    return w.astype(np.float32)


@torch.library.custom_op("corpus_t022::antialias_resize", mutates_args=())
def antialias_resize(images: torch.Tensor, height: int, width: int, kind: str) -> torch.Tensor:
    arr = images.detach().cpu().numpy()
    wh = _resample_matrix(arr.shape[-2], height, kind)
    ww = _resample_matrix(arr.shape[-1], width, kind)
    out = np.einsum("oh,bchw,pw->bcop", wh, arr, ww, optimize=True)
    return torch.from_numpy(np.ascontiguousarray(out)).to(images.device, images.dtype)


@antialias_resize.register_fake
def _(images, height, width, kind):
    return images.new_empty(images.shape[0], images.shape[1], height, width)
