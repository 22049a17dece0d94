from __future__ import annotations

import torch
import torch.nn as nn

from .stats import StatLogger
from .timer import StepTimer


class DecodeHead(nn.Module):
    def __init__(self, hidden: int = 8, vocab: int = 16):
        super().__init__()
        self.norm = nn.LayerNorm(hidden)
        self.proj = nn.Linear(hidden, hidden)
        self.lm_head = nn.Linear(hidden, vocab, bias=False)
        self.stat_logger = StatLogger()

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        with StepTimer("decode_head", self.stat_logger.stats.timings):
            h = torch.nn.functional.gelu(self.proj(self.norm(hidden_states)))
            logits = self.lm_head(h)
        self.stat_logger.record_step(logits)
        return logits.log_softmax(dim=-1)


compiled = torch.compile(DecodeHead(), fullgraph=True)
