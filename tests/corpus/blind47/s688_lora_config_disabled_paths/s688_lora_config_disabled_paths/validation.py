from __future__ import annotations

import logging

import torch
import torch.distributed as dist

logger = logging.getLogger(__name__)


def validate_lora_indices(token_lora_indices: torch.Tensor, max_loras: int) -> None:
    hi = int(token_lora_indices.max().item())
    lo = int(token_lora_indices.min().item())
    if hi >= max_loras or lo < -1:
        raise IndexError(f"LoRA slot index out of range [{lo}, {hi}] for max_loras={max_loras}")
    logger.info("validated %d LoRA indices", token_lora_indices.numel())


def gather_sharded_lora_b(local_b: torch.Tensor) -> torch.Tensor:
    world = dist.get_world_size()
    parts = [torch.empty_like(local_b) for _ in range(world)]
    dist.all_gather(parts, local_b)
    return torch.cat(parts, dim=1)
