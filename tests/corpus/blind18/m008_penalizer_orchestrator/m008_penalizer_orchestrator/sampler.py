from dataclasses import dataclass, field
from typing import List

import torch
from torch import nn

from .penalizers import (
    BatchedFrequencyPenalizer,
    BatchedMinNewTokensPenalizer,
    BatchedPenalizerOrchestrator,
)


@dataclass
class SamplingParams:
    temperature: float = 1.0
    frequency_penalty: float = 0.0
    min_new_tokens: int = 0


@dataclass
class Req:
    rid: str
    sampling_params: SamplingParams = field(default_factory=SamplingParams)

    @property
    def min_new_tokens(self):
        return self.sampling_params.min_new_tokens

    @property
    def frequency_penalty(self):
        return self.sampling_params.frequency_penalty


@dataclass
class ScheduleBatch:
    reqs: List[Req]
    vocab_size: int = 16
    eos_token_id: int = 2


class Sampler(nn.Module):
    def __init__(self, batch: ScheduleBatch):
        super().__init__()
        self.penalizer_orchestrator = BatchedPenalizerOrchestrator(
            batch, [BatchedMinNewTokensPenalizer, BatchedFrequencyPenalizer]
        )
        temps = [r.sampling_params.temperature for r in batch.reqs]
        self.register_buffer("temperatures", torch.tensor(temps).unsqueeze(1))

    def forward(self, logits: torch.Tensor) -> torch.Tensor:
        logits = self.penalizer_orchestrator.apply(logits)
        probs = torch.softmax(logits / self.temperatures, dim=-1)
        return torch.argmax(probs, dim=-1)


_batch = ScheduleBatch(
    reqs=[
        Req("r0", SamplingParams(temperature=0.7, min_new_tokens=2)),
        Req("r1", SamplingParams(temperature=1.0, frequency_penalty=0.3)),
        Req("r2"),
        Req("r3", SamplingParams(temperature=0.5)),
    ]
)
sampler = Sampler(_batch)
compiled_sample = torch.compile(sampler.forward, fullgraph=True)
