from __future__ import annotations

import torch
from torch import nn

from .layers import RowParallelLinearWithLoRA


class LoRAModelRunner:
    def __init__(self, hidden_size: int = 8, max_loras: int = 4, max_rank: int = 2):
        self.o_proj = RowParallelLinearWithLoRA(hidden_size, hidden_size, max_loras, max_rank, 8.0)
        self.norm = nn.LayerNorm(hidden_size)

    @torch.no_grad()
    def forward_decode(self, hidden_states: torch.Tensor,
                       token_lora_indices: torch.Tensor) -> torch.Tensor:
        residual = hidden_states
        hidden_states = self.o_proj(self.norm(hidden_states), token_lora_indices)
        return hidden_states + residual


runner = LoRAModelRunner()
decode = torch.compile(runner.forward_decode, fullgraph=True)
