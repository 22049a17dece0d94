"""Chain (non-tree) verification with optional step callbacks."""
from __future__ import annotations

from typing import Callable, List, Optional

import torch

StepCallback = Callable[[torch.Tensor], None]


class ChainVerifier:
    def __init__(self, num_spec_tokens: int, callbacks: Optional[List[StepCallback]] = None):
        self.num_spec_tokens = num_spec_tokens
        self.callbacks: List[StepCallback] = list(callbacks or [])

    def add_callback(self, cb: StepCallback) -> None:
        self.callbacks.append(cb)

    def __call__(self, draft_tokens: torch.Tensor, target_logits: torch.Tensor):
        """draft_tokens: [bs, k]; target_logits: [bs, k + 1, vocab]."""
        target_tokens = target_logits.argmax(dim=-1)
        matches = draft_tokens == target_tokens[:, :-1]
        accept_mask = matches.to(torch.int32).cumprod(dim=1).bool()
        num_accepted = accept_mask.sum(dim=1)
        bonus = target_tokens.gather(1, num_accepted[:, None]).squeeze(1)
        for cb in self.callbacks:
            cb(accept_mask)
        return num_accepted, bonus
