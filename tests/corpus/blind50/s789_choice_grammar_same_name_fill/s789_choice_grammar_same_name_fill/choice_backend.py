from typing import List

import torch

from .base_grammar import BaseGrammarObject, register_grammar_backend

VOCAB_SIZE = 64


@register_grammar_backend("choice")
class ChoiceGrammar(BaseGrammarObject):
    """Guided choice: only the first tokens of the listed options are allowed."""

    def __init__(self, choices: List[List[int]]):
        super().__init__()
        self.choices = choices
        rejected = torch.ones(VOCAB_SIZE, dtype=torch.bool)
        rejected[[c[0] for c in choices]] = False
        self.rejected_row = rejected

    def accept_token(self, token: int) -> None:
        self.choices = [c[1:] for c in self.choices if c and c[0] == token]
        self.finished = all(len(c) == 0 for c in self.choices)

    def allocate_vocab_mask(self, vocab_size: int, batch_size: int, device) -> torch.Tensor:
        return torch.zeros(batch_size, vocab_size, dtype=torch.bool, device=device)

    def fill_vocab_mask(self, vocab_mask: torch.Tensor, idx: int) -> None:
        vocab_mask[idx] = self.rejected_row.to(vocab_mask.device)
