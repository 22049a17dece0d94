"""Noise-floor estimation as an opaque custom op.

The percentile estimate is done in numpy (matches the reference C++ frontend
bit-for-bit), so it is wrapped as a custom op rather than traced.
"""
import numpy as np
import torch


@torch.library.custom_op("corpus_s288::spectral_floor", mutates_args=())
def spectral_floor(mag: torch.Tensor, percentile: float) -> torch.Tensor:
    arr = mag.detach().cpu().numpy()
    floor = np.percentile(arr, percentile, axis=1, keepdims=True)
    return torch.from_numpy(np.ascontiguousarray(floor)).to(mag.device, mag.dtype)


@spectral_floor.register_fake
def _(mag, percentile):
    return mag.new_empty(mag.shape[0], 1, mag.shape[2])
