from __future__ import annotations

import logging
import time
from collections import Counter

import torch

logger = logging.getLogger(__name__)


class AdapterUsageStats:
    def __init__(self):
        self.tokens_per_slot: Counter = Counter()
        self.last_seen: dict[int, float] = {}

    def record(self, token_lora_indices: torch.Tensor) -> None:
        now = time.monotonic()
        for slot, n in Counter(token_lora_indices.tolist()).items():
            self.tokens_per_slot[slot] += n
            self.last_seen[slot] = now
        logger.debug("lora usage: %s", dict(self.tokens_per_slot))
