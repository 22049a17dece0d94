from __future__ import annotations

import torch

from .base import BaseLayerWithLoRA


class MergedColumnParallelLinearWithLoRA(BaseLayerWithLoRA):
    def forward(self, x: torch.Tensor, token_lora_indices: torch.Tensor) -> torch.Tensor:
        out = self.base_layer(x)
        return self._apply_lora(x, out, token_lora_indices)


class RowParallelLinearWithLoRA(BaseLayerWithLoRA):
    def __init__(self, *args, reduce_results: bool = True, **kwargs):
        super().__init__(*args, **kwargs)
        self.reduce_results = reduce_results

    def forward(self, x: torch.Tensor, token_lora_indices: torch.Tensor) -> torch.Tensor:
        out = self.base_layer(x)
        out = self._apply_lora(x, out, token_lora_indices)
        # single rank: all-reduce is the identity
        return out
