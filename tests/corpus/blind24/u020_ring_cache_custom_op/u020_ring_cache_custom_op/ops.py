"""Ring-buffer KV cache write for sliding-window attention.

The reference implementation is host-side (numpy slot arithmetic, per-row
loop); it is registered as a custom op so compiled graphs treat it as opaque.
"""
import importlib.util

import numpy as np
import torch
from torch import Tensor

HAS_TRITON = importlib.util.find_spec("triton") is not None


@torch.library.custom_op("corpus_u020::ring_write", mutates_args=("k_cache", "v_cache"))
def ring_write(k_cache: Tensor, v_cache: Tensor, k: Tensor, v: Tensor, positions: Tensor) -> None:
    window = k_cache.shape[2]
    slots = np.mod(positions.detach().cpu().numpy(), window)
    for row, slot in enumerate(slots.tolist()):
        k_cache[row, :, slot] = k[row, :, 0]
        v_cache[row, :, slot] = v[row, :, 0]


@ring_write.register_fake
def _(k_cache, v_cache, k, v, positions):
    return None


def _ring_write_triton(k_cache, v_cache, k, v, positions):  # pragma: no cover - GPU only
    raise NotImplementedError("the triton ring-write kernel ships with the GPU wheels only")


def write_kv(k_cache: Tensor, v_cache: Tensor, k: Tensor, v: Tensor, positions: Tensor) -> None:
    if HAS_TRITON and k_cache.is_cuda:
        _ring_write_triton(k_cache, v_cache, k, v, positions)
    else:
        ring_write(k_cache, v_cache, k, v, positions)
