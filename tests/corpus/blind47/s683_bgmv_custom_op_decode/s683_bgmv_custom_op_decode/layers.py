from __future__ import annotations

import torch
from torch import nn


class RowParallelLinearWithLoRA(nn.Module):
    def __init__(self, in_features: int, out_features: int, max_loras: int, max_rank: int,
                 lora_alpha: float):
        super().__init__()
        self.base_layer = nn.Linear(in_features, out_features, bias=False)
        self.register_buffer("lora_a_stacked", torch.randn(max_loras, max_rank, in_features) * 0.1)
        self.register_buffer("lora_b_stacked", torch.randn(max_loras, out_features, max_rank) * 0.1)
        self.scaling = lora_alpha / max_rank

    def forward(self, x: torch.Tensor, token_lora_indices: torch.Tensor) -> torch.Tensor:
        out = self.base_layer(x)
        delta = torch.ops.blind47_s683.bgmv_shrink_expand(
            x, self.lora_a_stacked, self.lora_b_stacked, token_lora_indices, self.scaling
        )
        return out + delta
