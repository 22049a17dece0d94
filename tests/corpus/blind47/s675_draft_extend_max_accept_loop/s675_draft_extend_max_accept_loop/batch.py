"""Containers passed between the target verify pass and the draft extend pass."""
from __future__ import annotations

from dataclasses import dataclass

import torch


@dataclass
class VerifyResult:
    accepted_tokens: torch.Tensor   # [bs, num_draft + 1], -1 padded after the bonus token
    accept_lens: torch.Tensor       # [bs] accepted draft tokens (bonus not counted)
    hidden_states: torch.Tensor     # [bs, num_draft + 1, hidden] target hidden per verified slot

    @property
    def batch_size(self) -> int:
        return self.accepted_tokens.shape[0]

    @property
    def num_slots(self) -> int:
        return self.accepted_tokens.shape[1]


@dataclass
class DraftExtendInput:
    input_ids: torch.Tensor         # [bs, steps]
    hidden_states: torch.Tensor     # [bs, steps, hidden]
    valid_mask: torch.Tensor        # [bs, steps]
    extend_lens: torch.Tensor       # [bs]
