from __future__ import annotations

import torch
import torch.nn.functional as F
from torch import nn

from .slot_manager import LoRAWeightSlotManager


class VocabEmbeddingWithLoRA(nn.Module):
    def __init__(self, vocab_size: int, embed_dim: int, slots: LoRAWeightSlotManager,
                 scaling: float):
        super().__init__()
        self.base_layer = nn.Embedding(vocab_size, embed_dim)
        self.slots = slots
        self.scaling = scaling

    @property
    def stacked_lora_weights(self) -> tuple[torch.Tensor, torch.Tensor]:
        self.slots.sync_pending()
        return self.slots.lora_a_buffer, self.slots.lora_b_buffer

    def forward(self, input_ids: torch.Tensor, token_slot_indices: torch.Tensor) -> torch.Tensor:
        out = self.base_layer(input_ids)
        lora_a, lora_b = self.stacked_lora_weights
        a_rows = lora_a[token_slot_indices, input_ids]          # [T, R]
        delta = torch.bmm(a_rows.unsqueeze(1), lora_b[token_slot_indices]).squeeze(1)
        return out + F.dropout(delta, p=0.0, training=False) * self.scaling
