from __future__ import annotations

import torch
import torch.nn.functional as F

from .config import SpecDecodeConfig
from .tree_utils import accepted_prefix_len, assemble_output_tokens, residual_distribution


class RejectionSampler:
    """Chain verification of draft tokens against the target model."""

    def __init__(self, config: SpecDecodeConfig):
        self.config = config

    def _probs(self, logits: torch.Tensor) -> torch.Tensor:
        return F.softmax(logits.float() / self.config.temperature, dim=-1)

    def _acceptance(self, draft_probs, target_probs, draft_tokens, coins):
        idx = draft_tokens.unsqueeze(-1)
        p_draft = draft_probs.gather(-1, idx).squeeze(-1)
        p_target = target_probs[: self.config.num_draft_tokens].gather(-1, idx).squeeze(-1)
        ratio = (p_target / p_draft.clamp_min(self.config.eps)).clamp(max=1.0)
        return coins <= ratio

    def verify(self, draft_logits, target_logits, coins):
        draft_probs = self._probs(draft_logits)
        target_probs = self._probs(target_logits)
        draft_tokens = draft_probs.argmax(dim=-1)

        accept = self._acceptance(draft_probs, target_probs, draft_tokens, coins)
        num_accepted = accepted_prefix_len(accept)

        # bonus token: residual at the first rejected position, or the
        # target's own distribution after a fully accepted chain
        padded_draft = F.pad(draft_probs, (0, 0, 0, 1))
        residual = residual_distribution(target_probs, padded_draft)
        bonus = residual.argmax(dim=-1)[num_accepted]

        tokens = assemble_output_tokens(
            draft_tokens, bonus, num_accepted, self.config.num_verify_tokens
        )
        return tokens, accept
