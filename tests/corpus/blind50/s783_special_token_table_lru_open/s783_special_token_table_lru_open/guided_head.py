from typing import List, Sequence

import torch
from torch import nn

from .vocab_tables import build_choice_table, special_token_ids


class GuidedChoiceLogitsProcessor(nn.Module):
    """Restricts sampling to the first token of one of a fixed set of choices."""

    def __init__(self, choices: Sequence[List[int]], vocab_size: int):
        super().__init__()
        self.vocab_size = vocab_size
        self.register_buffer("choice_table", build_choice_table(choices, vocab_size), persistent=False)

    def _suppress_special(self, logits: torch.Tensor) -> torch.Tensor:
        ids = special_token_ids()
        if ids:
            logits[:, list(ids)] = float("-inf")
        return logits

    def forward(self, logits: torch.Tensor, choice_idx: torch.Tensor) -> torch.Tensor:
        allowed = self.choice_table.index_select(0, choice_idx)
        logits = logits.masked_fill(~allowed, float("-inf"))
        return self._suppress_special(logits)


class GuidedDecodingHead(nn.Module):
    def __init__(self, hidden_size: int, vocab_size: int, choices: Sequence[List[int]]):
        super().__init__()
        self.lm_head = nn.Linear(hidden_size, vocab_size, bias=False)
        self.guided = GuidedChoiceLogitsProcessor(choices, vocab_size)

    def forward(self, hidden_states: torch.Tensor, choice_idx: torch.Tensor) -> torch.Tensor:
        logits = self.lm_head(hidden_states).float()
        logits = self.guided(logits, choice_idx)
        return torch.log_softmax(logits, dim=-1)


_CHOICES = [[3, 9], [12], [40, 41, 7], [63]]
compiled = torch.compile(GuidedDecodingHead(8, 64, _CHOICES), fullgraph=True)
