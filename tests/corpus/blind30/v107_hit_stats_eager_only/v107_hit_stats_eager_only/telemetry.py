"""Hit-rate telemetry for the prefix cache (host side only)."""
import logging
import time

import torch

logger = logging.getLogger(__name__)


class HitRateMeter:
    def __init__(self, report_every: int = 100):
        self.report_every = report_every
        self.hits = 0
        self.lookups = 0
        self._t0 = time.perf_counter()

    def update(self, hit_tokens: torch.Tensor, total_tokens: int) -> None:
        self.hits += int(hit_tokens.sum().item())
        self.lookups += total_tokens
        if self.lookups % self.report_every == 0:
            elapsed = time.perf_counter() - self._t0
            logger.info("prefix hit rate %.3f over %.1fs", self.hits / self.lookups, elapsed)


def maybe_record(meter: HitRateMeter, hit_tokens: torch.Tensor, total_tokens: int) -> None:
    # Under torch.compile the graph must stay free of host syncs and logging.
    if torch.compiler.is_compiling():
        return
    meter.update(hit_tokens, total_tokens)
