"""Reference resize that matches the training-time PIL/numpy pipeline bit for bit."""
import numpy as np
import torch


def _bilinear_weights(in_size: int, out_size: int) -> np.ndarray:
    scale = in_size / out_size
    src = (np.arange(out_size) + 0.5) * scale - 0.5
    src = np.clip(src, 0, in_size - 1)
    lo = np.floor(src).astype(np.int64)
    hi = np.minimum(lo + 1, in_size - 1)
    frac = src - lo
    w = np.zeros((out_size, in_size), dtype=np.float32)
    w[np.arange(out_size), lo] += 1.0 - frac
    w[np.arange(out_size), hi] += frac
    return w


@torch.compiler.disable
def numpy_resize(x: torch.Tensor, size: int) -> torch.Tensor:
    arr = x.detach().cpu().numpy()
    wh = _bilinear_weights(arr.shape[-2], size)
    ww = _bilinear_weights(arr.shape[-1], size)
    out = np.einsum("oh,bchw,pw->bcop", wh, arr, ww)
    return torch.from_numpy(out).to(x.device, x.dtype)
