from __future__ import annotations

import torch
from torch import nn

from .manager import LoRAManager


class LoRALinear(nn.Module):
    def __init__(self, in_features: int, out_features: int, manager: LoRAManager, name: str):
        super().__init__()
        cfg = manager.config
        self.base = nn.Linear(in_features, out_features, bias=False)
        self.lora_a = nn.Parameter(torch.zeros(cfg.max_loras, in_features, cfg.max_rank), requires_grad=False)
        self.lora_b = nn.Parameter(torch.zeros(cfg.max_loras, cfg.max_rank, out_features), requires_grad=False)
        self.manager = manager
        manager.register_layer(name, self)

    def forward(self, x: torch.Tensor, adapter_ids: torch.Tensor) -> torch.Tensor:
        out = self.base(x)
        return self.manager.apply(x, out, self, adapter_ids)
