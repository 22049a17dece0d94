from __future__ import annotations

import torch
from torch import nn

from .spec_info import EagleDraftOutput


class EagleDraftHead(nn.Module):
    def __init__(self, hidden_size: int = 8, vocab_size: int = 16):
        super().__init__()
        self.fc = nn.Linear(2 * hidden_size, hidden_size, bias=False)
        self.embed_tokens = nn.Embedding(vocab_size, hidden_size)
        self.lm_head = nn.Linear(hidden_size, vocab_size, bias=False)

    def step(self, hidden_states: torch.Tensor, input_ids: torch.Tensor) -> torch.Tensor:
        x = torch.cat((self.embed_tokens(input_ids), hidden_states), dim=-1)
        return torch.nn.functional.silu(self.fc(x))

    def forward(self, hidden_states: torch.Tensor, num_steps: int, topk: int) -> EagleDraftOutput:
        input_ids = self.lm_head(hidden_states).argmax(-1)
        first = hidden_states
        for _ in range(num_steps):
            hidden_states = self.step(hidden_states, input_ids)
            input_ids = self.lm_head(hidden_states).argmax(-1)
        probs = torch.softmax(self.lm_head(hidden_states), dim=-1)
        topk_p, topk_index = probs.topk(topk, dim=-1)
        return EagleDraftOutput(topk_p=topk_p, topk_index=topk_index, hidden_states=hidden_states,
                                last_hidden_states=first)
