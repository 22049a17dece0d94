from typing import Optional

import torch
from torch import nn

from .config import ModelConfig
from .stats import LogitsStatsCollector


class LogitsProcessor(nn.Module):
    def __init__(self, config: ModelConfig, stats: Optional[LogitsStatsCollector] = None):
        super().__init__()
        self.vocab_size = config.vocab_size
        self.final_logit_softcapping = config.final_logit_softcapping
        self.logit_scale = config.logit_scale
        self.stats = stats if stats is not None else LogitsStatsCollector(enabled=False)

    def _get_logits(self, hidden_states: torch.Tensor, lm_head: nn.Module) -> torch.Tensor:
        # lm_head may be the tied VocabParallelEmbedding: only its weight is used.
        logits = torch.matmul(hidden_states, lm_head.weight.T)
        if self.logit_scale != 1.0:
            logits = logits * self.logit_scale
        return logits[:, : self.vocab_size]

    def _soft_cap(self, logits: torch.Tensor) -> torch.Tensor:
        cap = self.final_logit_softcapping
        logits = logits / cap
        logits = torch.tanh(logits)
        return logits * cap

    def forward(self, hidden_states: torch.Tensor, lm_head: nn.Module) -> torch.Tensor:
        logits = self._get_logits(hidden_states, lm_head)
        capped = self.final_logit_softcapping is not None
        if capped:
            logits = self._soft_cap(logits)
        self.stats.observe(logits, capped)
        return logits
