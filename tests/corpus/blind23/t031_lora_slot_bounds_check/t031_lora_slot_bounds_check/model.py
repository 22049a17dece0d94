from __future__ import annotations

import torch
from torch import nn

from .config import LoRAConfig
from .layers import LoRALinear
from .manager import LoRAManager


class LoRAMLP(nn.Module):
    def __init__(self, hidden: int, inter: int, manager: LoRAManager):
        super().__init__()
        self.up = LoRALinear(hidden, inter, manager, "mlp.up")
        self.down = LoRALinear(inter, hidden, manager, "mlp.down")
        self.act = nn.SiLU()

    def forward(self, x: torch.Tensor, adapter_ids: torch.Tensor) -> torch.Tensor:
        h = self.act(self.up(x, adapter_ids))
        return x + self.down(h, adapter_ids)


def build(hidden: int = 16, inter: int = 32) -> LoRAMLP:
    torch.manual_seed(0)
    manager = LoRAManager(LoRAConfig())
    model = LoRAMLP(hidden, inter, manager).eval()
    manager.add_adapter("sql-assistant", seed=1)
    manager.add_adapter("summarizer", seed=2)
    return model


model = build()
compiled_model = torch.compile(model, fullgraph=True)
