from __future__ import annotations

import torch
from torch import nn

from .fsm import TokenFSM, digits_then_eos
from .state import GrammarStateTable

VOCAB_SIZE = 16
EOS_ID = 0


class GrammarMaskApplier:
    def __init__(self, fsm: TokenFSM) -> None:
        self.fsm = fsm

    def batch_mask(self, table: GrammarStateTable) -> torch.Tensor:
        rows = [self.fsm.mask_row(st.fsm_state) for st in table.active()]
        return self.fsm.allowed_masks[rows]

    def advance(self, table: GrammarStateTable, next_tokens: torch.Tensor) -> None:
        for st, tok in zip(table.active(), next_tokens.tolist()):
            st.fsm_state = self.fsm.next_state(st.fsm_state, tok)
            st.num_generated += 1


class GrammarConstrainedSampler(nn.Module):
    def __init__(self, fsm: TokenFSM, table: GrammarStateTable) -> None:
        super().__init__()
        self.masker = GrammarMaskApplier(fsm)
        self.table = table

    def forward(self, logits: torch.Tensor) -> torch.Tensor:
        allowed = self.masker.batch_mask(self.table).to(logits.device)
        logits = logits.masked_fill(~allowed, float("-inf"))
        next_tokens = logits.argmax(dim=-1)
        self.masker.advance(self.table, next_tokens)
        return next_tokens


_table = GrammarStateTable()
for _rid in ("a", "b", "c"):
    _table.add(_rid)

compiled_sampler = torch.compile(
    GrammarConstrainedSampler(digits_then_eos(VOCAB_SIZE, EOS_ID), _table), fullgraph=True
)
