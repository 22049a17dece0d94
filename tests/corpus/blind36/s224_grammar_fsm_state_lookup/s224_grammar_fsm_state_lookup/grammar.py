"""A tiny token-level FSM for grammar-constrained decoding."""
from dataclasses import dataclass, field

import torch


@dataclass
class TokenFSM:
    vocab_size: int
    transitions: dict[int, dict[int, int]] = field(default_factory=dict)
    _mask_cache: dict[int, torch.Tensor] = field(default_factory=dict, repr=False)

    def allowed_tokens(self, state: int) -> list[int]:
        return sorted(self.transitions.get(state, {}))

    def allowed_mask(self, state: int) -> torch.Tensor:
        mask = self._mask_cache.get(state)
        if mask is None:
            mask = torch.zeros(self.vocab_size, dtype=torch.bool)
            mask[self.allowed_tokens(state)] = True
            self._mask_cache[state] = mask
        return mask


def json_digit_grammar(vocab_size: int) -> TokenFSM:
    digits = list(range(3, 13))
    fsm = TokenFSM(vocab_size)
    fsm.transitions[0] = {1: 1}                       # '['
    fsm.transitions[1] = {d: 2 for d in digits}        # first digit
    fsm.transitions[2] = {**{d: 2 for d in digits}, 2: 1, 13: 3}  # more, ',', ']'
    fsm.transitions[3] = {0: 3}                       # eos
    return fsm
