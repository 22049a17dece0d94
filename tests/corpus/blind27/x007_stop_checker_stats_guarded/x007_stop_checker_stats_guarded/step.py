from __future__ import annotations

import torch
from torch import nn

from .stopping import StopChecker


class SampleAndStop(nn.Module):
    def __init__(self, temperature: float = 0.9):
        super().__init__()
        self.temperature = temperature
        self.stopper = StopChecker(eos_token_id=2, stop_token_ids=[7, 11], max_tokens=32)

    def forward(self, logits: torch.Tensor, seq_lens: torch.Tensor, noise: torch.Tensor):
        probs = torch.softmax(logits / self.temperature, dim=-1)
        # exponential-race (Gumbel-style) sampling with caller-provided noise
        next_tokens = torch.argmax(probs / noise, dim=-1)
        finished = self.stopper(next_tokens, seq_lens)
        return next_tokens, finished


sample_and_stop = torch.compile(SampleAndStop(), fullgraph=True)
