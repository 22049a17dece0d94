from __future__ import annotations

import torch
import torch.nn.functional as F
from torch import nn

from .lora import MergedColumnParallelLinearWithLoRA, RowParallelLinearWithLoRA

HIDDEN, INTER, MAX_LORAS, MAX_RANK = 8, 16, 4, 2

gate_up_proj = MergedColumnParallelLinearWithLoRA(nn.Linear(HIDDEN, 2 * INTER, bias=False),
                                                  MAX_LORAS, MAX_RANK)
down_proj = RowParallelLinearWithLoRA(nn.Linear(INTER, HIDDEN, bias=False), MAX_LORAS, MAX_RANK)


@torch.compile(fullgraph=True, dynamic=False)
def lora_mlp_forward(hidden_states: torch.Tensor, token_lora_indices: torch.Tensor) -> torch.Tensor:
    gate_up = gate_up_proj(hidden_states, token_lora_indices)
    gate, up = gate_up.chunk(2, dim=-1)
    return down_proj(F.silu(gate) * up, token_lora_indices)
