from __future__ import annotations

import torch

from .spec_info import SpecConfig, VerifyOutput
from .verify_utils import count_accepted, greedy_accept_mask


class TreeVerifier:
    def __init__(self, config: SpecConfig):
        self.config = config
        self.num_draft_tokens = config.num_draft_tokens

    def verify(self, draft_tokens: torch.Tensor, target_logits: torch.Tensor) -> VerifyOutput:
        target_tokens = target_logits.argmax(dim=-1)
        accept_mask = greedy_accept_mask(draft_tokens, target_tokens)
        num_accepted = count_accepted(accept_mask)
        out = VerifyOutput(accepted_tokens=target_tokens * accept_mask, accept_mask=accept_mask)
        if num_accepted == accept_mask.numel():
            out.bonus_token = target_tokens[..., -1:]
        return out
