"""Applies the FSM mask, samples greedily and advances the FSM states."""
from __future__ import annotations

import torch
from torch import nn

from . import checks
from .fsm import TokenFSM, compile_fsm


class GuidedDecodeHead(nn.Module):
    def __init__(self, fsm: TokenFSM):
        super().__init__()
        self.register_buffer("allowed", fsm.allowed, persistent=False)
        self.register_buffer("next_state", fsm.next_state, persistent=False)
        self.register_buffer("accept", fsm.accept, persistent=False)
        self.eos_token_id = fsm.eos_token_id

    def _mask(self, logits: torch.Tensor, states: torch.Tensor) -> torch.Tensor:
        mask = self.allowed.index_select(0, states)
        checks.validate_masks(mask, states)
        # a dead row (no legal token) falls back to EOS instead of all -inf
        has_legal = mask.any(dim=-1, keepdim=True)
        eos_only = torch.zeros_like(mask)
        eos_only[:, self.eos_token_id] = True
        mask = torch.where(has_legal, mask, eos_only)
        return logits.masked_fill(~mask, float("-inf"))

    def forward(self, logits: torch.Tensor, states: torch.Tensor):
        tokens = self._mask(logits, states).argmax(dim=-1)
        new_states = self.next_state[states, tokens]
        finished = self.accept.index_select(0, new_states) & (tokens == self.eos_token_id)
        return tokens, new_states, finished


# digits-then-EOS toy grammar over a 12-token vocab (tokens 0..9 = digits, 11 = EOS)
_FSM = compile_fsm(
    edges={1: [(d, 2) for d in range(10)], 2: [(d, 2) for d in range(10)]},
    accept_states=[2], num_states=3, vocab_size=12, eos_token_id=11,
)
guided_step = torch.compile(GuidedDecodeHead(_FSM), fullgraph=True)
