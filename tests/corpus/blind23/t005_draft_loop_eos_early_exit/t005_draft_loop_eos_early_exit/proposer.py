from __future__ import annotations

from dataclasses import dataclass

import torch

from .draft_model import TinyDraftHead
from .stopping import DraftStopCriteria


@dataclass(frozen=True)
class ProposerConfig:
    vocab_size: int
    hidden: int
    num_draft_tokens: int
    eos_token_id: int


class DraftProposer:
    def __init__(self, config: ProposerConfig) -> None:
        self.config = config
        self.model = TinyDraftHead(config.vocab_size, config.hidden).eval()
        self.stop = DraftStopCriteria(config.eos_token_id, config.num_draft_tokens)

    def _step(self, tokens: torch.Tensor, hidden: torch.Tensor):
        logits, hidden = self.model(tokens, hidden)
        probs = logits.softmax(dim=-1)
        next_tokens = probs.argmax(dim=-1)
        return next_tokens, probs, hidden

    @torch.compile(fullgraph=True)
    @torch.no_grad()
    def propose(self, last_tokens: torch.Tensor, hidden: torch.Tensor):
        batch = last_tokens.shape[0]
        k = self.config.num_draft_tokens
        draft_tokens = last_tokens.new_full((batch, k), self.config.eos_token_id)
        draft_probs = hidden.new_zeros(batch, k, self.config.vocab_size)
        finished = torch.zeros(batch, dtype=torch.bool, device=last_tokens.device)

        tokens = last_tokens
        for step in range(k):
            tokens, probs, hidden = self._step(tokens, hidden)
            tokens = torch.where(finished, self.config.eos_token_id, tokens)
            draft_tokens[:, step] = tokens
            draft_probs[:, step] = probs
            finished = self.stop.update(finished, tokens)
            if self.stop.should_stop(finished, step):
                break
        return draft_tokens, draft_probs
