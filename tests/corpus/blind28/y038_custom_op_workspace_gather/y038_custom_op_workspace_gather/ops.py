"""Host-side gather into a reusable workspace, exposed as a custom op.

The implementation uses numpy, a module-level workspace and bisect-based
block lookup; none of that is visible to the compiler because the op is
opaque and has a fake implementation for shape propagation.
"""
import bisect
import time
from typing import List

import numpy as np
import torch

_BLOCK = 4
_WORKSPACE = {"buf": np.zeros((0,), dtype=np.float32)}
_STATS: List[float] = []


def _workspace(numel: int) -> np.ndarray:
    buf = _WORKSPACE["buf"]
    if buf.size < numel:
        buf = np.empty((max(numel, 2 * buf.size),), dtype=np.float32)
        _WORKSPACE["buf"] = buf
    return buf[:numel]


def _block_starts(num_rows: int) -> List[int]:
    return list(range(0, num_rows, _BLOCK))


@torch.library.custom_op("corpus_y038::paged_gather", mutates_args=())
def paged_gather(table: torch.Tensor, ids: torch.Tensor) -> torch.Tensor:
    t0 = time.perf_counter()
    table_np = table.detach().cpu().numpy()
    ids_np = ids.cpu().numpy()
    starts = _block_starts(table_np.shape[0])
    dim = table_np.shape[1]
    out = _workspace(ids_np.size * dim).reshape(ids_np.size, dim)
    for i, tok in enumerate(ids_np.tolist()):
        blk = bisect.bisect_right(starts, tok) - 1
        out[i] = table_np[starts[blk] + (tok - starts[blk])]
    _STATS.append(time.perf_counter() - t0)
    return torch.from_numpy(out.copy())


@paged_gather.register_fake
def _(table: torch.Tensor, ids: torch.Tensor) -> torch.Tensor:
    return table.new_empty((ids.numel(), table.shape[1]))
