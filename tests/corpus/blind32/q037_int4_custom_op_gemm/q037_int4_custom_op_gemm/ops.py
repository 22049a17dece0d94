"""int4 weight-only matmul registered as an opaque custom op.

The eager implementation does host-side work (numpy unpacking, a python loop over
groups, a timing counter) that dynamo could never trace; as a custom op it is a
single node in the graph and only the fake kernel is traced.
"""
import time

import numpy as np
import torch

_STATS = {"calls": 0, "seconds": 0.0}


def _unpack_np(packed: np.ndarray) -> np.ndarray:
    low = packed & 0x0F
    high = packed >> 4
    return np.stack([low, high], axis=-1).reshape(packed.shape[0], -1)


@torch.library.custom_op("corpus_q037::int4_mm", mutates_args=())
def int4_mm(x: torch.Tensor, packed: torch.Tensor, scales: torch.Tensor, group_size: int) -> torch.Tensor:
    t0 = time.perf_counter()
    q = _unpack_np(packed.cpu().numpy()).astype(np.float32) - 8.0
    n, k = q.shape
    w = np.empty_like(q)
    s = scales.cpu().numpy()
    for gi in range(k // group_size):
        cols = slice(gi * group_size, (gi + 1) * group_size)
        w[:, cols] = q[:, cols] * s[:, gi : gi + 1]
    out = x @ torch.from_numpy(w).to(x.dtype).t()
    _STATS["calls"] += 1
    _STATS["seconds"] += time.perf_counter() - t0
    return out


@int4_mm.register_fake
def _(x, packed, scales, group_size):
    return x.new_empty(x.shape[0], packed.shape[0])
