from __future__ import annotations

import torch
from torch import nn

from . import bitmask_ops
from .grammar import GrammarMatcherPool


class StructuredOutputHead(nn.Module):
    def __init__(self, hidden: int, vocab_size: int, max_batch: int = 4):
        super().__init__()
        self.proj = nn.Linear(hidden, vocab_size)
        self.matchers = GrammarMatcherPool(max_batch, vocab_size)
        self.matchers.fill_next_token_bitmask(0, [1, 2, 3])
        self.matchers.fill_next_token_bitmask(1, list(range(vocab_size // 2)))

    def forward(self, hidden: torch.Tensor) -> torch.Tensor:
        logits = self.proj(hidden)
        bitmask = self.matchers.bitmask[: logits.shape[0]]
        logits = bitmask_ops.apply_token_bitmask(logits, bitmask)
        return torch.argmax(logits, dim=-1)


_HEAD = StructuredOutputHead(hidden=8, vocab_size=40)
structured_forward = torch.compile(_HEAD.forward, fullgraph=True)
