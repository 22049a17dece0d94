"""Token-level FSM tables.  Built once on the host when a grammar is
registered, then kept as dense device tensors for the decode step."""
from __future__ import annotations

import dataclasses
from typing import Dict, List, Tuple

import torch

DEAD_STATE = 0


@dataclasses.dataclass
class TokenFSM:
    allowed: torch.Tensor       # [S, V] bool
    next_state: torch.Tensor    # [S, V] long
    accept: torch.Tensor        # [S] bool
    eos_token_id: int


def compile_fsm(edges: Dict[int, List[Tuple[int, int]]], accept_states: List[int],
                num_states: int, vocab_size: int, eos_token_id: int) -> TokenFSM:
    allowed = torch.zeros(num_states, vocab_size, dtype=torch.bool)
    next_state = torch.full((num_states, vocab_size), DEAD_STATE, dtype=torch.long)
    for src, outs in edges.items():
        for tok, dst in outs:
            allowed[src, tok] = True
            next_state[src, tok] = dst
    accept = torch.zeros(num_states, dtype=torch.bool)
    for s in accept_states:
        accept[s] = True
        allowed[s, eos_token_id] = True
        next_state[s, eos_token_id] = s
    return TokenFSM(allowed, next_state, accept, eos_token_id)
