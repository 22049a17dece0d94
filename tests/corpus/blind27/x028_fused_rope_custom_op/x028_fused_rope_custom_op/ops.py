"""Fused rotary kernel wrapper. The real build calls into an extension; the CPU
fallback below is what runs when the extension is absent."""
import importlib

import numpy as np
import torch

try:
    _ext = importlib.import_module("x028_rope_cuda_ext")
except ImportError:
    _ext = None


def _rotary_reference(query: np.ndarray, key: np.ndarray, cos: np.ndarray, sin: np.ndarray, is_neox: bool):
    def rot(x):
        if is_neox:
            x1, x2 = np.split(x, 2, axis=-1)
            return np.concatenate((-x2, x1), axis=-1)
        out = np.empty_like(x)
        out[..., 0::2] = -x[..., 1::2]
        out[..., 1::2] = x[..., 0::2]
        return out

    return query * cos + rot(query) * sin, key * cos + rot(key) * sin


@torch.library.custom_op("corpus_x028::rotary_embedding", mutates_args=())
def rotary_embedding(
    query: torch.Tensor, key: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor, is_neox: bool
) -> tuple[torch.Tensor, torch.Tensor]:
    if _ext is not None and query.is_cuda:
        return _ext.rotary(query, key, cos, sin, is_neox)
    q, k = _rotary_reference(
        query.numpy(), key.numpy(), cos.numpy()[:, None], sin.numpy()[:, None], is_neox
    )
    return torch.from_numpy(q.copy()), torch.from_numpy(k.copy())


@rotary_embedding.register_fake
def _(query, key, cos, sin, is_neox):
    return torch.empty_like(query), torch.empty_like(key)
