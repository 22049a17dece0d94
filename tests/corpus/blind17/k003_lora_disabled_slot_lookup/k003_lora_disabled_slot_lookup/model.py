from __future__ import annotations

import torch
from torch import nn

from .layers import ColumnParallelLinearWithLoRA, RowParallelLinearWithLoRA
from .lora_manager import LoRAManager


class LoRAModel(nn.Module):
    def __init__(self, hidden: int = 8, inter: int = 16, max_loras: int = 4, rank: int = 2):
        super().__init__()
        self.up_proj = ColumnParallelLinearWithLoRA(nn.Linear(hidden, inter), max_loras, rank)
        self.down_proj = RowParallelLinearWithLoRA(nn.Linear(inter, hidden), max_loras, rank)
        self.lora_manager = LoRAManager(max_loras)
        self.lora_manager.set_lora_module("up_proj", self.up_proj)
        self.lora_manager.set_lora_module("down_proj", self.down_proj)

    @torch.compile(fullgraph=True)
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        self.lora_manager.prepare_lora_batch()
        h = torch.nn.functional.silu(self.up_proj(x))
        return self.down_proj(h)
