"""A tiny token-level FSM compiled from a regex-like spec at setup time."""
from __future__ import annotations

from dataclasses import dataclass, field

import torch


@dataclass
class RegexFSM:
    vocab_size: int
    num_states: int
    # state -> list of allowed token ids
    allowed: dict[int, list[int]] = field(default_factory=dict)
    # (state, token) -> next state
    transitions: dict[tuple[int, int], int] = field(default_factory=dict)
    final_states: frozenset[int] = frozenset()
    _mask_cache: dict[int, torch.Tensor] = field(default_factory=dict, repr=False)

    def allowed_mask(self, state: int) -> torch.Tensor:
        """Boolean [vocab] mask of tokens legal in ``state`` (cached per state)."""
        mask = self._mask_cache.get(state)
        if mask is None:
            mask = torch.zeros(self.vocab_size, dtype=torch.bool)
            ids = self.allowed.get(state, [])
            if ids:
                mask[torch.tensor(ids)] = True
            self._mask_cache[state] = mask
        return mask

    def next_state(self, state: int, token: int) -> int:
        return self.transitions.get((state, token), -1)

    def is_final(self, state: int) -> bool:
        return state in self.final_states


def build_digit_fsm(vocab_size: int) -> RegexFSM:
    """FSM for r"[0-9]{1,3}<eos>" over a toy vocab where ids 0..5 are digits, last id is eos."""
    eos = vocab_size - 1
    digits = list(range(min(6, vocab_size - 1)))
    fsm = RegexFSM(vocab_size=vocab_size, num_states=4, final_states=frozenset({1, 2, 3}))
    for s in range(3):
        fsm.allowed[s] = digits + ([eos] if s > 0 else [])
        for d in digits:
            fsm.transitions[(s, d)] = s + 1
    fsm.allowed[3] = [eos]
    return fsm
