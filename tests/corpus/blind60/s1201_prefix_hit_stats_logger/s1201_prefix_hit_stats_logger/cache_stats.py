from __future__ import annotations

import logging
from dataclasses import dataclass, field

import torch

logger = logging.getLogger(__name__)


@dataclass
class PrefixCacheStats:
    """Running counters for radix-cache hits, updated once per extend batch."""

    log_interval: int = 1
    num_batches: int = 0
    hit_tokens: list = field(default_factory=list)

    def observe(self, prefix_lens: torch.Tensor, extend_lens: torch.Tensor) -> torch.Tensor:
        cached = prefix_lens.sum()
        total = cached + extend_lens.sum()
        hit_rate = cached.float() / total.clamp(min=1).float()
        self.num_batches += 1
        if self.num_batches % self.log_interval == 0:
            logger.debug(
                "prefix cache: %d batches, hit rate %.3f",
                self.num_batches,
                hit_rate,
            )
        return hit_rate
