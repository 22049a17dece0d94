from __future__ import annotations

import torch
from torch import nn

from .adapter_manager import ResidentAdapterTable
from .request import LoRARequest

DIM, RANK, MAX_LORAS = 8, 2, 2


class SingleAdapterWorker:
    """Runs batches in which every sequence uses the same adapter (e.g. a dedicated endpoint)."""

    def __init__(self):
        self.proj = nn.Linear(DIM, DIM)
        self.adapters = ResidentAdapterTable(MAX_LORAS, RANK, DIM)
        self.active_request: LoRARequest | None = None
        self.lora_scaling = 0.5

    def set_active_request(self, request: LoRARequest | None) -> None:
        self.active_request = request

    def execute_model(self, hidden_states: torch.Tensor) -> torch.Tensor:
        out = self.proj(hidden_states)
        slot = self.adapters.slot_of(self.active_request)
        if slot < 0:
            return out
        lora_a, lora_b = self.adapters.lora_a[slot], self.adapters.lora_b[slot]
        return out + hidden_states @ lora_a.t() @ lora_b.t() * self.lora_scaling


worker = SingleAdapterWorker()
execute_model = torch.compile(worker.execute_model, fullgraph=True)
