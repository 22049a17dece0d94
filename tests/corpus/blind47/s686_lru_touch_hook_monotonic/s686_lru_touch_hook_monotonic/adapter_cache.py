from __future__ import annotations

import time
from typing import Optional

import torch


class GPUAdapterCache:
    """Tracks which adapter id occupies each GPU slot and when it was last used (for LRU eviction)."""

    def __init__(self, num_slots: int, idle_ttl_s: float = 300.0):
        self.num_slots = num_slots
        self.idle_ttl_s = idle_ttl_s
        self.slot_to_adapter: list[Optional[int]] = [None] * num_slots
        self.last_used: list[float] = [0.0] * num_slots

    def assign(self, slot: int, adapter_id: int) -> None:
        self.slot_to_adapter[slot] = adapter_id

    def on_batch_scheduled(self, active_slots: tuple[int, ...]) -> None:
        stamp = time.monotonic()
        for slot in active_slots:
            self.last_used[slot] = stamp

    def evictable(self) -> list[int]:
        now = time.monotonic()
        return [s for s, t in enumerate(self.last_used) if now - t > self.idle_ttl_s]
