from __future__ import annotations

import torch
from torch import nn

from .ops import match_prefix_len


class PrefixAwareEmbedding(nn.Module):
    def __init__(self, vocab_size: int, hidden_size: int):
        super().__init__()
        self.embed_tokens = nn.Embedding(vocab_size, hidden_size)

    def forward(self, input_ids: torch.Tensor) -> torch.Tensor:
        num_cached = match_prefix_len(input_ids)
        positions = torch.arange(input_ids.shape[0], device=input_ids.device)
        needs_compute = (positions >= num_cached).unsqueeze(-1)
        return self.embed_tokens(input_ids) * needs_compute


class TinyLM(nn.Module):
    def __init__(self, vocab_size: int = 16, hidden_size: int = 8):
        super().__init__()
        self.embed = PrefixAwareEmbedding(vocab_size, hidden_size)
        self.mlp = nn.Sequential(nn.Linear(hidden_size, 2 * hidden_size), nn.GELU(), nn.Linear(2 * hidden_size, hidden_size))
        self.lm_head = nn.Linear(hidden_size, vocab_size, bias=False)

    def forward(self, input_ids: torch.Tensor) -> torch.Tensor:
        hidden_states = self.embed(input_ids)
        hidden_states = hidden_states + self.mlp(hidden_states)
        return self.lm_head(hidden_states)


@torch.compile(fullgraph=True)
def prefill(model: TinyLM, input_ids: torch.Tensor) -> torch.Tensor:
    return model(input_ids)
