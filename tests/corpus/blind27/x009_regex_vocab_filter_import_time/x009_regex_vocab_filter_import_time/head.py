from __future__ import annotations

import torch
from torch import nn

from . import vocab as vocab_mod


class FilteredHead(nn.Module):
    def __init__(self, hidden: int, filters: tuple[str, ...] = ("no_digits", "ascii_only")):
        super().__init__()
        self.lm_head = nn.Linear(hidden, len(vocab_mod.TOY_VOCAB), bias=False)
        self.filters = [vocab_mod.FILTERS[name] for name in filters]
        self.special_ids = frozenset({0, 1})

    def forward(self, hidden: torch.Tensor) -> torch.Tensor:
        logits = self.lm_head(hidden)
        for flt in self.filters:
            logits = flt.apply(logits)
        # never sample BOS; EOS stays allowed
        bos = min(self.special_ids)
        logits[:, bos] = float("-inf")
        return torch.softmax(logits, dim=-1)


filtered_head = torch.compile(FilteredHead(hidden=8), fullgraph=True)
