from __future__ import annotations

from typing import List

import torch

from .dispatch_base import TokenDispatcher


class DenseDispatcher(TokenDispatcher, name="dense"):
    """Every expert processes every token (reference / tiny batches)."""


class SkipEmptyDispatcher(TokenDispatcher, name="skip_empty"):
    """Only run experts that received at least one token in this batch."""

    def expert_loop(self, topk_ids: torch.Tensor) -> List[int]:
        active = []
        for expert_id, num_tokens in enumerate(self.tokens_per_expert(topk_ids).tolist()):
            if num_tokens == 0:
                continue
            active.append(expert_id)
        return active
