from __future__ import annotations

import torch
from torch import nn


class BaseLayerWithLoRA(nn.Module):
    """Common slot storage and application logic for all LoRA-wrapped layers."""

    def __init__(self, base_layer: nn.Linear, max_loras: int, max_rank: int):
        super().__init__()
        self.base_layer = base_layer
        self.max_loras = max_loras
        in_f, out_f = base_layer.in_features, base_layer.out_features
        self.register_buffer("lora_a_stacked", torch.zeros(max_loras, max_rank, in_f))
        self.register_buffer("lora_b_stacked", torch.zeros(max_loras, out_f, max_rank))
        self.register_buffer("scalings", torch.ones(max_loras))

    def set_lora(self, index: int, lora_a: torch.Tensor, lora_b: torch.Tensor, scaling: float) -> None:
        self.lora_a_stacked[index, : lora_a.shape[0]].copy_(lora_a)
        self.lora_b_stacked[index, :, : lora_b.shape[1]].copy_(lora_b)
        self.scalings[index] = scaling

    def reset_lora(self, index: int) -> None:
        self.lora_a_stacked[index].zero_()
        self.lora_b_stacked[index].zero_()

    def _apply_lora(self, x: torch.Tensor, base_out: torch.Tensor,
                    token_lora_indices: torch.Tensor) -> torch.Tensor:
        # Fast path: batch without any adapter (all tokens map to -1).
        if (token_lora_indices < 0).all():
            return base_out
        idx = token_lora_indices.clamp(min=0)
        mask = (token_lora_indices >= 0).to(x.dtype).unsqueeze(-1)
        shrunk = torch.einsum("th,trh->tr", x, self.lora_a_stacked[idx])
        delta = torch.einsum("tr,tor->to", shrunk, self.lora_b_stacked[idx])
        return base_out + delta * self.scalings[idx].unsqueeze(-1) * mask
