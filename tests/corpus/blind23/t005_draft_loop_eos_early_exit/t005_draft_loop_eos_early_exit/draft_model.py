from __future__ import annotations

import torch
from torch import nn


class TinyDraftHead(nn.Module):
    """One-layer draft head over the target model's last hidden state."""

    def __init__(self, vocab_size: int, hidden: int) -> None:
        super().__init__()
        self.embed = nn.Embedding(vocab_size, hidden)
        self.fuse = nn.Linear(2 * hidden, hidden)
        self.lm_head = nn.Linear(hidden, vocab_size, bias=False)

    def forward(self, tokens: torch.Tensor, hidden: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        x = torch.cat([self.embed(tokens), hidden], dim=-1)
        h = torch.nn.functional.silu(self.fuse(x))
        return self.lm_head(h), h
