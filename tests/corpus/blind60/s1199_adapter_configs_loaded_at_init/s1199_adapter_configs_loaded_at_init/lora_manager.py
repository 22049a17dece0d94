import functools
import logging
import time
from dataclasses import dataclass
from typing import Dict, List

import torch

from .lora_config import ADAPTER_CONFIG_JSON, LoRAConfig

logger = logging.getLogger(__name__)


@dataclass
class LoRABatchInfo:
    weight_indices: torch.Tensor
    lora_ranks: torch.Tensor
    scalings: torch.Tensor


class LoRAManager:
    def __init__(self, adapter_names: List[str], hidden: int, max_loras_per_batch: int = 4):
        start = time.perf_counter()
        self.configs: Dict[str, LoRAConfig] = {
            name: LoRAConfig.from_json(name, ADAPTER_CONFIG_JSON[name]) for name in adapter_names
        }
        self.uid_to_slot = {name: slot for slot, name in enumerate(adapter_names, start=1)}
        ranks = [0] * max_loras_per_batch
        scalings = [0.0] * max_loras_per_batch
        for name, slot in self.uid_to_slot.items():
            ranks[slot] = self.configs[name].r
            scalings[slot] = self.configs[name].scaling
        self.lora_ranks = torch.tensor(ranks, dtype=torch.long)
        self.scalings = torch.tensor(scalings, dtype=torch.float32)
        g = torch.Generator().manual_seed(0)
        self.A_buffer = torch.randn(max_loras_per_batch, self.max_rank, hidden, generator=g) * 0.02
        self.B_buffer = torch.randn(max_loras_per_batch, hidden, self.max_rank, generator=g) * 0.02
        logger.info(
            "Loaded %d LoRA adapters (ranks=%s) in %.2f ms",
            len(adapter_names), self.lora_ranks.tolist(), (time.perf_counter() - start) * 1e3,
        )

    @functools.cached_property
    def max_rank(self) -> int:
        return max(cfg.r for cfg in self.configs.values())

    def prepare_lora_batch(self, weight_indices: torch.Tensor) -> LoRABatchInfo:
        return LoRABatchInfo(
            weight_indices=weight_indices,
            lora_ranks=self.lora_ranks[weight_indices],
            scalings=self.scalings[weight_indices],
        )
