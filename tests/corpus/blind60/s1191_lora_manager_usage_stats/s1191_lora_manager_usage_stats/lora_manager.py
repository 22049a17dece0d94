import logging
from dataclasses import dataclass
from typing import Dict, List, Optional

import torch

logger = logging.getLogger(__name__)


@dataclass
class LoRABatchInfo:
    bs: int
    weight_indices: torch.Tensor
    lora_ranks: torch.Tensor
    scalings: torch.Tensor
    max_len: Optional[int] = None


class LoRAMemoryPool:
    """Holds stacked A/B buffers for every adapter slot."""

    def __init__(self, max_loras_per_batch: int, max_rank: int, hidden: int):
        self.max_loras_per_batch = max_loras_per_batch
        self.max_rank = max_rank
        g = torch.Generator().manual_seed(0)
        self.A_buffer = torch.randn(max_loras_per_batch, max_rank, hidden, generator=g) * 0.02
        self.B_buffer = torch.randn(max_loras_per_batch, hidden, max_rank, generator=g) * 0.02
        self.uid_to_buffer_id: Dict[Optional[str], int] = {}
        self.buffer_id_to_uid: List[Optional[str]] = [None] * max_loras_per_batch

    def get_buffer_id(self, uid: Optional[str]) -> int:
        return self.uid_to_buffer_id[uid]


class LoRAManager:
    def __init__(self, max_loras_per_batch: int, max_rank: int, hidden: int):
        self.max_loras_per_batch = max_loras_per_batch
        self.memory_pool = LoRAMemoryPool(max_loras_per_batch, max_rank, hidden)
        self.lora_ranks = torch.full((max_loras_per_batch,), max_rank, dtype=torch.int32)
        self.scalings = torch.ones(max_loras_per_batch)
        self.num_forward_batches = 0

    def load_adapter(self, uid: str, slot: int, rank: int, alpha: float) -> None:
        self.memory_pool.uid_to_buffer_id[uid] = slot
        self.memory_pool.buffer_id_to_uid[slot] = uid
        self.lora_ranks[slot] = rank
        self.scalings[slot] = alpha / rank

    def _log_batch_usage(self, weight_indices: torch.Tensor) -> None:
        self.num_forward_batches += 1
        logger.debug(
            "lora forward batch %d: %d tokens over %d slots",
            self.num_forward_batches,
            weight_indices.shape[0],
            self.max_loras_per_batch,
        )

    def prepare_lora_batch(self, weight_indices: torch.Tensor) -> LoRABatchInfo:
        bs = weight_indices.shape[0]
        batch_info = LoRABatchInfo(
            bs=bs,
            weight_indices=weight_indices,
            lora_ranks=self.lora_ranks,
            scalings=self.scalings,
            max_len=1,
        )
        self._log_batch_usage(weight_indices)
        return batch_info
