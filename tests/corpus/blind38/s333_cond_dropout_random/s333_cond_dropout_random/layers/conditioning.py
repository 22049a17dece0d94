import random

import torch
import torch.nn as nn


class TextConditioner(nn.Module):
    """Projects text-encoder states; drops them during training for CFG."""

    def __init__(self, text_dim: int, hidden: int, dropout_prob: float = 0.1):
        super().__init__()
        self.proj = nn.Linear(text_dim, hidden)
        self.dropout_prob = dropout_prob
        self.register_buffer("null_embedding", torch.zeros(1, 1, text_dim))

    def maybe_drop(self, text_states: torch.Tensor) -> torch.Tensor:
        if not self.training or self.dropout_prob == 0.0:
            return text_states
        # whole-batch drop keeps the collate path simple
        if random.random() < self.dropout_prob:
            return self.null_embedding.expand_as(text_states)
        return text_states

    def forward(self, text_states: torch.Tensor) -> torch.Tensor:
        return self.proj(self.maybe_drop(text_states)).mean(dim=1)
