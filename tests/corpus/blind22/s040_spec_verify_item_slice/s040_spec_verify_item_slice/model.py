from __future__ import annotations

import torch
import torch.nn as nn
import torch.nn.functional as F

from .config import SpecConfig


class TargetHead(nn.Module):
    """Final norm + (possibly tied) LM head of the target model."""

    def __init__(self, cfg: SpecConfig):
        super().__init__()
        self.norm = nn.LayerNorm(cfg.hidden_size)
        self.embed_tokens = nn.Embedding(cfg.vocab_size, cfg.hidden_size)
        self.lm_head = nn.Linear(cfg.hidden_size, cfg.vocab_size, bias=False)
        if cfg.tie_word_embeddings:
            self.lm_head.weight = self.embed_tokens.weight

    def _lm_head_is_tied(self) -> bool:
        # checkpoints sometimes ship an lm_head that aliases the embedding
        return self.lm_head.weight.data_ptr() == self.embed_tokens.weight.data_ptr()

    def compute_logits(self, hidden: torch.Tensor) -> torch.Tensor:
        hidden = self.norm(hidden)
        if self._lm_head_is_tied():
            return F.linear(hidden, self.embed_tokens.weight)
        return self.lm_head(hidden)
