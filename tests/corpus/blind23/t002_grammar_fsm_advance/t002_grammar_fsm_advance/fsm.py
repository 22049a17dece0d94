from __future__ import annotations

import torch

DEAD_STATE = -1


class TokenFSM:
    """A compiled token-level automaton (as produced by a JSON-schema compiler).

    ``transitions[(state, token)]`` gives the next state; the allowed-token
    mask of every state is materialised once at construction.
    """

    def __init__(self, vocab_size: int, transitions: dict[tuple[int, int], int], accept: set[int]):
        self.vocab_size = vocab_size
        self.transitions = dict(transitions)
        self.accept_states = frozenset(accept)
        self.num_states = 1 + max(max(s, t) for (s, _), t in transitions.items())
        masks = torch.zeros(self.num_states + 1, vocab_size, dtype=torch.bool)
        for (state, token) in transitions:
            masks[state, token] = True
        masks[self.num_states] = True  # row used for finished / dead requests
        self.allowed_masks = masks

    def mask_row(self, state: int) -> int:
        return self.num_states if state == DEAD_STATE or state in self.accept_states else state

    def next_state(self, state: int, token: int) -> int:
        if state == DEAD_STATE:
            return DEAD_STATE
        return self.transitions.get((state, token), DEAD_STATE)


def digits_then_eos(vocab_size: int, eos_id: int) -> TokenFSM:
    """Tiny grammar: one to three digit tokens (ids 1..10), then EOS."""
    digits = range(1, 11)
    transitions = {}
    for state in range(3):
        for tok in digits:
            transitions[(state, tok)] = state + 1
        if state > 0:
            transitions[(state, eos_id)] = 4
    for tok in (eos_id,):
        transitions[(3, tok)] = 4
    return TokenFSM(vocab_size, transitions, accept={4})
