from __future__ import annotations

import torch
from torch import nn

from .penalizers import PenalizerOrchestrator
from .sampling_params import SamplingParams


class Sampler(nn.Module):
    def __init__(self, params: SamplingParams, batch_size: int = 4, vocab_size: int = 16):
        super().__init__()
        self.params = params
        self.orchestrator = PenalizerOrchestrator(params, batch_size, vocab_size)

    def forward(self, logits: torch.Tensor) -> torch.Tensor:
        logits = self.orchestrator.apply(logits)
        if self.params.is_greedy():
            return torch.nn.functional.one_hot(logits.argmax(-1), logits.shape[-1]).to(logits.dtype)
        probs = torch.softmax(logits / self.params.temperature, dim=-1)
        return probs


request_params = SamplingParams(temperature=0.7, frequency_penalty=0.5, freq_penalty_scale=2.0)
compiled_sampler = torch.compile(Sampler(request_params), fullgraph=True)
