from __future__ import annotations

import torch

from .config import SpeculativeConfig
from .rejection import accepted_prefix_lengths, recovery_distribution


class SpecDecodeVerifier:
    def __init__(self, config: SpeculativeConfig) -> None:
        self.config = config
        self.k = config.num_speculative_tokens

    def _sample(self, probs: torch.Tensor) -> torch.Tensor:
        q = torch.empty_like(probs).exponential_()
        return (probs / q).argmax(dim=-1)

    def _commit_len(self, num_accepted: torch.Tensor) -> int:
        if self.config.rectangular_commit:
            return int(num_accepted.min())
        return self.k

    def verify_step(
        self,
        draft_tokens: torch.Tensor,
        draft_probs: torch.Tensor,
        target_logits: torch.Tensor,
    ) -> tuple[torch.Tensor, torch.Tensor]:
        target_probs = torch.softmax(target_logits.float(), dim=-1)
        num_accepted = accepted_prefix_lengths(draft_tokens, draft_probs, target_probs)

        n = self._commit_len(num_accepted)
        committed = draft_tokens[:, :n]

        # one extra token: resampled from the residual distribution at the
        # first position that was not committed (or the bonus position)
        padded_draft = torch.cat(
            [draft_probs, torch.zeros_like(draft_probs[:, :1])], dim=1
        )
        dist = recovery_distribution(target_probs, padded_draft)
        extra = self._sample(dist)  # [batch, k + 1]
        extra_at_n = extra.narrow(1, n, 1)
        out_tokens = torch.cat([committed, extra_at_n], dim=1)
        return out_tokens, num_accepted


verifier = SpecDecodeVerifier(SpeculativeConfig(num_speculative_tokens=4))
verify = torch.compile(verifier.verify_step, fullgraph=True)
