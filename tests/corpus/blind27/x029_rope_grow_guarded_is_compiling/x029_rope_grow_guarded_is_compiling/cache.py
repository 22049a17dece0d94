import logging
import time

import torch

logger = logging.getLogger(__name__)


class GrowableRopeCache:
    """cos/sin table that grows in eager mode; compiled graphs must be captured
    with a table already large enough (warm-up sizes it at startup)."""

    def __init__(self, dim: int, initial: int = 8, base: float = 10000.0):
        self.dim = dim
        self.inv_freq = 1.0 / (base ** (torch.arange(0, dim, 2).float() / dim))
        self.length = 0
        self.cos = self.sin = None
        self._grow(initial)

    def _grow(self, length: int) -> None:
        t0 = time.perf_counter()
        freqs = torch.outer(torch.arange(length).float(), self.inv_freq)
        emb = torch.cat((freqs, freqs), -1)
        self.cos, self.sin = emb.cos(), emb.sin()
        logger.info("rope cache grown %d -> %d in %.2f ms", self.length, length,
                    1e3 * (time.perf_counter() - t0))
        self.length = length

    def maybe_grow(self, positions: torch.Tensor) -> None:
        if torch.compiler.is_compiling():
            return
        needed = int(positions.max().item()) + 1
        if needed > self.length:
            self._grow(max(needed, 2 * self.length))

    def get(self, positions: torch.Tensor):
        self.maybe_grow(positions)
        return self.cos[positions], self.sin[positions]
