from __future__ import annotations

import logging
import threading

import torch

logger = logging.getLogger(__name__)


class LoRAMemoryPool:
    """Host-side bookkeeping of which adapter occupies which GPU buffer slot."""

    def __init__(self, max_loras: int, rank: int, in_dim: int, out_dim: int):
        self._lock = threading.Lock()
        self.uid_to_slot: dict = {}
        self.a_buffer = torch.zeros(max_loras, rank, in_dim)
        self.b_buffer = torch.zeros(max_loras, out_dim, rank)

    def load_adapter(self, uid: str, slot: int) -> None:
        g = torch.Generator().manual_seed(slot)
        self.a_buffer[slot] = torch.randn(self.a_buffer.shape[1:], generator=g) * 0.01
        self.b_buffer[slot] = torch.randn(self.b_buffer.shape[1:], generator=g) * 0.01
        self.uid_to_slot[uid] = slot

    def prepare_lora_batch(self, uids: list) -> torch.Tensor:
        with self._lock:
            missing = [u for u in uids if u not in self.uid_to_slot]
            if missing:
                logger.info("evicting for %d adapters", len(missing))
            return torch.tensor([self.uid_to_slot.get(u, 0) for u in uids], dtype=torch.int64)
