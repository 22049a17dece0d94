"""Toy decoder used by the multi-step runner (embedding -> GRU cell -> lm head)."""
from __future__ import annotations

import torch
from torch import nn


class ToyDecoder(nn.Module):
    def __init__(self, vocab: int = 16, hidden: int = 8):
        super().__init__()
        self.embed = nn.Embedding(vocab, hidden)
        self.cell = nn.GRUCell(hidden, hidden)
        self.lm_head = nn.Linear(hidden, vocab, bias=False)

    def decode_step(self, tokens: torch.Tensor, state: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        state = self.cell(self.embed(tokens), state)
        return self.lm_head(state), state
