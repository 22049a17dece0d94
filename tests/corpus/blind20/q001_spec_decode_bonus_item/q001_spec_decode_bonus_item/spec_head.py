from __future__ import annotations

import torch
from torch import nn

from .spec_config import SpecDecodeConfig
from .verifiers import get_verifier


class SpecDecodeVerifyHead(nn.Module):
    """Turns target-model logits over the lookahead window into accepted tokens."""

    def __init__(self, config: SpecDecodeConfig, seed: int = 0):
        super().__init__()
        self.config = config
        self.verifier = get_verifier(config)
        self.register_buffer("temperature", torch.tensor(1.0))

    def _probs(self, logits: torch.Tensor) -> torch.Tensor:
        return torch.softmax(logits.float() / self.temperature, dim=-1)

    def forward(self, target_logits, draft_logits, draft_token_ids, uniform):
        k = self.config.num_speculative_tokens
        target_probs = self._probs(target_logits[:, :k])
        bonus_token_ids = target_logits[:, k].argmax(dim=-1, keepdim=True)
        draft_probs = self._probs(draft_logits)
        return self.verifier(target_probs, bonus_token_ids, draft_probs, draft_token_ids, uniform)


verify_head = torch.compile(SpecDecodeVerifyHead(SpecDecodeConfig()), fullgraph=True)
