"""Custom op wrapper so the compiled MoE step can call the host policy."""
from __future__ import annotations

import torch

from .policy import assign_replicas


@torch.library.custom_op("corpus_r009::replicate_experts", mutates_args=())
def replicate_experts(load: torch.Tensor, num_slots: int) -> torch.Tensor:
    slots = assign_replicas(load.float().cpu().tolist(), num_slots)
    return torch.tensor(slots, dtype=torch.long, device=load.device)


@replicate_experts.register_fake
def _(load: torch.Tensor, num_slots: int) -> torch.Tensor:
    return load.new_empty((num_slots,), dtype=torch.long)
