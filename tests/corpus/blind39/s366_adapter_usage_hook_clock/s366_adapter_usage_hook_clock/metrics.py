"""Adapter usage accounting for the LRU eviction policy.

The scheduler evicts the adapter slot whose ``last_used`` timestamp is the
oldest when a request needs an adapter that is not resident.
"""
import time
from collections import defaultdict


class LoRAUsageMetrics:
    def __init__(self):
        self.last_used = {}
        self.tokens_served = defaultdict(int)

    def _touch(self, slot: int) -> None:
        self.last_used[slot] = time.monotonic()

    def on_adapter_applied(self, layer_name: str, active_slots, num_tokens: int) -> None:
        for slot in active_slots:
            self._touch(slot)
            self.tokens_served[slot] += num_tokens
