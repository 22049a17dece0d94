from __future__ import annotations

import torch

from .penaltylib import (
    BatchedFrequencyPenalizer,
    BatchedPenalizerOrchestrator,
    BatchedPresencePenalizer,
    BatchedRepetitionPenalizer,
)


class SamplingBatchInfo:
    def __init__(self, temperatures, top_ks, vocab_size, penalizer_orchestrator):
        self.temperatures = torch.tensor(temperatures, dtype=torch.float32).view(-1, 1)
        self.top_ks = torch.tensor(top_ks, dtype=torch.int64)
        self.vocab_size = vocab_size
        self.penalizer_orchestrator = penalizer_orchestrator

    def apply_penalties(self, logits: torch.Tensor) -> torch.Tensor:
        if self.penalizer_orchestrator.is_required:
            logits = self.penalizer_orchestrator.apply(logits)
        return logits


class ModelRunner:
    def __init__(self, sampling_info: SamplingBatchInfo):
        self.sampling_info = sampling_info

    def sample(self, logits: torch.Tensor) -> torch.Tensor:
        info = self.sampling_info
        logits = info.apply_penalties(logits.float())
        logits = logits / info.temperatures
        probs = torch.softmax(logits, dim=-1)
        # top-k renormalisation
        kth = probs.sort(dim=-1, descending=True).values.gather(1, (info.top_ks - 1).unsqueeze(1))
        probs = torch.where(probs < kth, torch.zeros_like(probs), probs)
        probs = probs / probs.sum(dim=-1, keepdim=True)
        return torch.argmax(probs, dim=-1)


_PARAMS = [
    {"temperature": 0.8, "top_k": 4, "repetition_penalty": 1.1},
    {"temperature": 1.0, "top_k": 8, "frequency_penalty": 0.2},
    {"temperature": 0.5, "top_k": 2},
    {"temperature": 1.0, "top_k": 8, "presence_penalty": 0.5, "repetition_penalty": 1.05},
]

runner = ModelRunner(
    SamplingBatchInfo(
        temperatures=[p["temperature"] for p in _PARAMS],
        top_ks=[p["top_k"] for p in _PARAMS],
        vocab_size=8,
        penalizer_orchestrator=BatchedPenalizerOrchestrator(
            vocab_size=8,
            sampling_params=_PARAMS,
            penalizers=[
                BatchedFrequencyPenalizer,
                BatchedPresencePenalizer,
                BatchedRepetitionPenalizer,
            ],
        ),
    )
)

sample = torch.compile(runner.sample, fullgraph=True)
