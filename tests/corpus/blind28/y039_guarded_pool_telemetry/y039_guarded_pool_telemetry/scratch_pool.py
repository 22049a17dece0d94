"""Scratch tensors reused across calls, bucketed by row count."""
import functools
from typing import Dict, Tuple

import torch

from .telemetry import PoolTelemetry


@functools.lru_cache(maxsize=None)
def _row_bucket(rows: int) -> int:
    b = 1
    while b < rows:
        b *= 2
    return b


class ScratchPool:
    def __init__(self, telemetry: PoolTelemetry):
        self.telemetry = telemetry
        self._bufs: Dict[Tuple[int, int], torch.Tensor] = {}

    def get(self, rows: int, cols: int) -> torch.Tensor:
        key = (_row_bucket(rows), cols)
        buf = self._bufs.get(key)
        if buf is None:
            self.telemetry.record("miss")
            buf = torch.zeros(key)
            self._bufs[key] = buf
        else:
            self.telemetry.record("hit")
        return buf[:rows]
