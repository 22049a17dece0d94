from __future__ import annotations

import torch
from torch import nn

from .spec_info import SpecConfig, SpeculativeAlgorithm
from .verifier import TreeVerifier


class EagleWorker(nn.Module):
    def __init__(self, hidden_size: int = 8, vocab_size: int = 16, config: SpecConfig | None = None):
        super().__init__()
        self.config = config or SpecConfig()
        self.lm_head = nn.Linear(hidden_size, vocab_size, bias=False)
        self.verifier = TreeVerifier(self.config)

    def draft(self, draft_logits: torch.Tensor) -> torch.Tensor:
        return draft_logits.argmax(dim=-1)

    def forward(self, hidden_states: torch.Tensor, draft_logits: torch.Tensor) -> torch.Tensor:
        draft_tokens = self.draft(draft_logits)
        target_logits = self.lm_head(hidden_states)
        if self.config.algorithm.is_eagle():
            res = self.verifier.verify(draft_tokens, target_logits)
            return target_logits * res.accept_mask.unsqueeze(-1)
        return target_logits


worker = EagleWorker(config=SpecConfig(algorithm=SpeculativeAlgorithm.EAGLE, num_draft_tokens=4))
compiled_worker = torch.compile(worker, fullgraph=True)
