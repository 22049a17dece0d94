from typing import Dict, List, Optional

import torch

from .base_grammar_backend import BaseGrammarObject


class RegexGuide:
    """Minimal index: state -> {token_id: next_state}."""

    def __init__(self, transitions: Dict[int, Dict[int, int]], final_states):
        self.transitions = transitions
        self.final_states = set(final_states)

    def allowed_tokens(self, state: int) -> List[int]:
        return list(self.transitions.get(state, {}).keys())

    def next_state(self, state: int, token: int) -> int:
        return self.transitions.get(state, {}).get(token, -1)


class OutlinesGrammar(BaseGrammarObject):
    def __init__(self, guide: RegexGuide, eos_token_ids: Optional[List[int]] = None):
        super().__init__(eos_token_ids)
        self.guide = guide
        self.state = 0

    def accept_token(self, token: int) -> None:
        self.state = self.guide.next_state(self.state, token)
        if self.state in self.guide.final_states or self.state < 0:
            self.finished = True

    def allocate_vocab_mask(self, vocab_size: int, batch_size: int, device) -> torch.Tensor:
        return torch.zeros(batch_size, vocab_size, dtype=torch.bool, device=device)

    def fill_vocab_mask(self, vocab_mask: torch.Tensor, idx: int) -> None:
        tokens = torch.tensor(self.guide.allowed_tokens(self.state), dtype=torch.int64, device=vocab_mask.device)
        vocab_mask[idx].fill_(1)
        vocab_mask[idx].scatter_(0, tokens, torch.zeros_like(tokens, dtype=torch.bool))

    def copy(self) -> "OutlinesGrammar":
        return OutlinesGrammar(self.guide, self.eos_token_ids)
