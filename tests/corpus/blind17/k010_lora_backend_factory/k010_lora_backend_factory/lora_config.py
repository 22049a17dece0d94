from __future__ import annotations

from dataclasses import dataclass


@dataclass
class LoRAConfig:
    lora_backend: str = "torch_native"
    max_loras_per_batch: int = 2
    max_lora_rank: int = 2
    scaling: float = 0.5
