"""Split-k workspaces, pooled per (M bucket, N) so CUDA-graph replays reuse them."""
from __future__ import annotations

import bisect

import torch

MIN_THREAD_N = 4
MAX_PARALLEL = 16
_M_BUCKETS = (1, 2, 4, 8, 16, 32, 64, 128, 256, 512)


class WorkspacePool:
    def __init__(self):
        self._pool: dict[tuple[int, int], torch.Tensor] = {}

    @staticmethod
    def bucket_for(m: int) -> int:
        i = bisect.bisect_left(_M_BUCKETS, m)
        return _M_BUCKETS[min(i, len(_M_BUCKETS) - 1)]

    def workspace_size(self, size_n: int) -> int:
        return (size_n // MIN_THREAD_N) * MAX_PARALLEL

    def get(self, m: int, size_n: int, device: torch.device) -> torch.Tensor:
        key = (self.bucket_for(m), size_n)
        ws = self._pool.get(key)
        if ws is None:
            ws = torch.zeros(self.workspace_size(size_n), dtype=torch.int32, device=device)
            self._pool[key] = ws
        return ws


_POOL = WorkspacePool()


def get_workspace(m: int, size_n: int, device: torch.device) -> torch.Tensor:
    return _POOL.get(m, size_n, device)
