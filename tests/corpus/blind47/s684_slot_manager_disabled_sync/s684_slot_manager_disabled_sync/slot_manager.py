from __future__ import annotations

from collections import OrderedDict

import torch


class LoRAWeightSlotManager:
    """Keeps up to ``num_slots`` adapters resident in the stacked device buffers.

    Adapters live in host memory (``_host_weights``) and are copied into a slot on demand;
    the least recently activated adapter is evicted when the buffers are full.
    """

    def __init__(self, num_slots: int, vocab_size: int, embed_dim: int, rank: int):
        self.num_slots = num_slots
        self.lora_a_buffer = torch.zeros(num_slots, vocab_size, rank)
        self.lora_b_buffer = torch.zeros(num_slots, rank, embed_dim)
        self._host_weights: dict[int, tuple[torch.Tensor, torch.Tensor]] = {}
        self._resident: OrderedDict[int, int] = OrderedDict()
        self._pending: list[int] = []

    def add_host_adapter(self, adapter_id: int, lora_a: torch.Tensor, lora_b: torch.Tensor) -> None:
        self._host_weights[adapter_id] = (lora_a, lora_b)
        self._pending.append(adapter_id)

    @torch.compiler.disable
    def sync_pending(self) -> None:
        """Copy newly activated adapters into free (or evicted) slots."""
        while self._pending:
            adapter_id = self._pending.pop(0)
            if adapter_id in self._resident:
                self._resident.move_to_end(adapter_id)
                continue
            if len(self._resident) >= self.num_slots:
                _, slot = self._resident.popitem(last=False)
            else:
                slot = len(self._resident)
            lora_a, lora_b = self._host_weights[adapter_id]
            self.lora_a_buffer[slot].copy_(lora_a, non_blocking=True)
            self.lora_b_buffer[slot].copy_(lora_b, non_blocking=True)
            self._resident[adapter_id] = slot
