from __future__ import annotations

import torch
from torch import nn

from .backends import get_backend_from_name
from .lora_config import LoRAConfig
from .mem_pool import LoRAMemoryPool


class LoRAManager:
    def __init__(self, base_layer: nn.Linear, config: LoRAConfig | None = None):
        self.config = config or LoRAConfig()
        self.base_layer = base_layer
        backend_cls = get_backend_from_name(self.config.lora_backend)
        self.lora_backend = backend_cls(self.config.scaling)
        self.memory_pool = LoRAMemoryPool(
            self.config.max_loras_per_batch,
            self.config.max_lora_rank,
            base_layer.in_features,
            base_layer.out_features,
        )
        self.memory_pool.load_adapter("adapter-0", 0)
        self.memory_pool.load_adapter("adapter-1", 1)
        # scheduler side: resolve the slots of the running batch
        self.weight_indices = self.memory_pool.prepare_lora_batch(["adapter-0", "adapter-1", "adapter-1", "adapter-0"])

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        self.lora_backend.prepare_lora_batch(self.weight_indices)
        base = self.base_layer(x)
        delta = self.lora_backend.run_lora(x, self.memory_pool.a_buffer, self.memory_pool.b_buffer)
        return base + delta


_manager = LoRAManager(nn.Linear(8, 8))
lora_step = torch.compile(_manager.forward, fullgraph=True)
