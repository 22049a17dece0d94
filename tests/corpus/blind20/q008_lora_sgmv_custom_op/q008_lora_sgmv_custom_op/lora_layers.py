from __future__ import annotations

import torch
from torch import nn

from . import punica_ops
from .lora_manager import LoRAConfig, LoRAManager


class ColumnLinearWithLoRA(nn.Module):
    def __init__(self, base: nn.Linear, config: LoRAConfig):
        super().__init__()
        self.base = base
        self.manager = LoRAManager(config, base.in_features, base.out_features)
        self.scaling = config.scaling

    def forward(self, x: torch.Tensor, seg_lens: torch.Tensor, seg_ids: torch.Tensor) -> torch.Tensor:
        out = self.base(x)
        shrunk = punica_ops.sgmv_shrink(x, self.manager.lora_a, seg_lens, seg_ids)
        return out + punica_ops.sgmv_expand(shrunk, self.manager.lora_b, seg_lens, seg_ids, self.scaling)


def _build() -> ColumnLinearWithLoRA:
    torch.manual_seed(0)
    layer = ColumnLinearWithLoRA(nn.Linear(8, 12, bias=False), LoRAConfig())
    layer.manager.load_adapter("sql-assistant", torch.randn(4, 8), torch.randn(12, 4))
    layer.manager.load_adapter("chat-de", torch.randn(2, 8), torch.randn(12, 2))
    return layer


qkv_with_lora = torch.compile(_build(), fullgraph=True)
