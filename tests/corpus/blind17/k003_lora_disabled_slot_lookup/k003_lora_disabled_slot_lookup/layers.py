from __future__ import annotations

import torch
from torch import nn


class BaseLayerWithLoRA(nn.Module):
    def __init__(self, base_layer: nn.Linear, max_loras: int, rank: int):
        super().__init__()
        self.base_layer = base_layer
        in_f, out_f = base_layer.in_features, base_layer.out_features
        # slot 0 is the "no adapter" slot and stays zero
        self.lora_a = nn.Parameter(torch.zeros(max_loras + 1, rank, in_f))
        self.lora_b = nn.Parameter(torch.zeros(max_loras + 1, out_f, rank))
        self.weight_indices: torch.Tensor | None = None

    def set_lora_info(self, weight_indices: torch.Tensor) -> None:
        self.weight_indices = weight_indices

    def apply_lora(self, base_output: torch.Tensor, x: torch.Tensor) -> torch.Tensor:
        a = self.lora_a[self.weight_indices]
        b = self.lora_b[self.weight_indices]
        delta = torch.bmm(b, torch.bmm(a, x.unsqueeze(-1))).squeeze(-1)
        return base_output + delta

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.apply_lora(self.base_layer(x), x)


class ColumnParallelLinearWithLoRA(BaseLayerWithLoRA):
    pass


class RowParallelLinearWithLoRA(BaseLayerWithLoRA):
    pass
