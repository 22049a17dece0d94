from __future__ import annotations

import torch

from .embedding import VocabEmbeddingWithLoRA
from .slot_manager import LoRAWeightSlotManager

VOCAB, DIM, RANK, SLOTS = 32, 8, 2, 2


class EmbeddingRunner:
    def __init__(self):
        self.slot_manager = LoRAWeightSlotManager(SLOTS, VOCAB, DIM, RANK)
        self.embed_tokens = VocabEmbeddingWithLoRA(VOCAB, DIM, self.slot_manager, scaling=2.0)

    @torch.compile(fullgraph=True)
    def embed(self, input_ids: torch.Tensor, token_slot_indices: torch.Tensor) -> torch.Tensor:
        return self.embed_tokens(input_ids, token_slot_indices)
