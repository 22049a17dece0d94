"""Token-level FSM indices compiled from regex / JSON-schema guides."""

from typing import Dict, List, Sequence

import torch


class TokenFSMIndex:
    """Precomputed allowed-token rows, one bool row of size ``vocab_size`` per FSM state."""

    def __init__(self, transitions: Dict[int, Dict[int, int]], vocab_size: int, eos_token_id: int):
        self.vocab_size = vocab_size
        self.eos_token_id = eos_token_id
        self.transitions = transitions
        num_states = max(transitions) + 1
        self._rows: Dict[int, torch.Tensor] = {}
        for state in range(num_states):
            row = torch.zeros(vocab_size, dtype=torch.bool)
            allowed = list(transitions.get(state, {}).keys())
            if allowed:
                row[allowed] = True
            else:
                row[eos_token_id] = True
            self._rows[state] = row

    @property
    def num_states(self) -> int:
        return len(self._rows)

    def allowed_row(self, state: int) -> torch.Tensor:
        return self._rows[state]

    def next_states(self, states: Sequence[int], tokens: Sequence[int]) -> List[int]:
        return [self.transitions.get(s, {}).get(t, -1) for s, t in zip(states, tokens)]


def build_json_guide(vocab_size: int, eos_token_id: int) -> TokenFSMIndex:
    # '{' -> '"key"' -> ':' -> value -> '}'
    transitions = {0: {5: 1}, 1: {11: 2, 12: 2}, 2: {7: 3}, 3: {20: 4, 21: 4, 22: 4}, 4: {6: 5}, 5: {}}
    return TokenFSMIndex(transitions, vocab_size, eos_token_id)


def build_regex_guide(vocab_size: int, eos_token_id: int) -> TokenFSMIndex:
    transitions = {0: {30: 1, 31: 1}, 1: {30: 1, 31: 1, 40: 2}, 2: {}}
    return TokenFSMIndex(transitions, vocab_size, eos_token_id)
