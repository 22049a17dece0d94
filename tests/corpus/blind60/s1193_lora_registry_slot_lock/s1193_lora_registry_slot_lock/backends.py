from dataclasses import dataclass
from typing import Callable, Dict, List, Optional, Type

import torch

from .lora_registry import LoRARegistry

LORA_BACKENDS: Dict[str, Type["BaseLoRABackend"]] = {}


def register_lora_backend(name: str) -> Callable:
    def wrap(cls):
        LORA_BACKENDS[name] = cls
        cls.name = name
        return cls

    return wrap


def get_backend_from_name(name: str) -> Type["BaseLoRABackend"]:
    if name not in LORA_BACKENDS:
        raise ValueError(f"Unknown LoRA backend: {name}")
    return LORA_BACKENDS[name]


@dataclass
class ForwardBatch:
    input_embeds: torch.Tensor
    seq_lens: torch.Tensor
    lora_ids: List[Optional[str]]


@dataclass
class LoRABatchInfo:
    bs: int
    seg_lens: torch.Tensor
    weight_indices: torch.Tensor


class BaseLoRABackend:
    name = "base"

    def __init__(self, registry: LoRARegistry):
        self.registry = registry
        self.batch_info: Optional[LoRABatchInfo] = None

    def prepare_lora_batch(self, forward_batch: ForwardBatch) -> None:
        raise NotImplementedError

    def run_lora_a_sgemm(self, x: torch.Tensor, weights: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError

    def run_lora_b_sgemm(self, x: torch.Tensor, weights: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError


@register_lora_backend("torch_native")
class TorchNativeLoRABackend(BaseLoRABackend):
    def prepare_lora_batch(self, forward_batch: ForwardBatch) -> None:
        slots = [self.registry.acquire_slot(uid) for uid in forward_batch.lora_ids]
        weight_indices = torch.tensor(slots, dtype=torch.long)
        self.batch_info = LoRABatchInfo(
            bs=len(slots),
            seg_lens=forward_batch.seq_lens,
            weight_indices=weight_indices,
        )

    def _token_indices(self) -> torch.Tensor:
        info = self.batch_info
        return torch.repeat_interleave(info.weight_indices, info.seg_lens)

    def run_lora_a_sgemm(self, x: torch.Tensor, weights: torch.Tensor) -> torch.Tensor:
        return torch.einsum("th,trh->tr", x, weights[self._token_indices()])

    def run_lora_b_sgemm(self, x: torch.Tensor, weights: torch.Tensor) -> torch.Tensor:
        return torch.einsum("tr,tor->to", x, weights[self._token_indices()])
