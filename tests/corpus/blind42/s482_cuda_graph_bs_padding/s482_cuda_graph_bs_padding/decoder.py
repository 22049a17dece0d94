from __future__ import annotations

import torch
from torch import nn


class TinyDecoder(nn.Module):
    def __init__(self, vocab_size: int = 32, hidden_size: int = 8):
        super().__init__()
        self.embed_tokens = nn.Embedding(vocab_size, hidden_size)
        self.mlp = nn.Sequential(nn.Linear(hidden_size, 16), nn.SiLU(), nn.Linear(16, hidden_size))
        self.lm_head = nn.Linear(hidden_size, vocab_size, bias=False)

    def forward(self, input_ids: torch.Tensor, positions: torch.Tensor, seq_lens: torch.Tensor) -> torch.Tensor:
        h = self.embed_tokens(input_ids)
        h = h + self.mlp(h) + (positions.to(h.dtype) / seq_lens.clamp(min=1).to(h.dtype))[:, None]
        return self.lm_head(h)
