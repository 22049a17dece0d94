"""Chunk latency / throughput counters exported to the serving dashboard."""
import time
from collections import deque

import torch


class ChunkMetrics:
    def __init__(self, window: int = 128):
        self.latencies = deque(maxlen=window)
        self.tokens = 0
        self._last = time.monotonic()

    @torch.compiler.disable
    def record(self, chunk: torch.Tensor) -> None:
        now = time.monotonic()
        self.latencies.append(now - self._last)
        self._last = now
        self.tokens += int(chunk.shape[0] * chunk.shape[1])

    def summary(self) -> dict:
        if not self.latencies:
            return {"p50": 0.0, "tokens": self.tokens}
        ordered = sorted(self.latencies)
        return {"p50": ordered[len(ordered) // 2], "tokens": self.tokens}
