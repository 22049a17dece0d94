from __future__ import annotations

import torch

from .processors import LogitBiasProcessor, ProcessorChain, TemperatureProcessor
from .request import RequestMeta, SamplingBatch

VOCAB_SIZE = 32

CURRENT_BATCH = SamplingBatch(
    requests=[
        RequestMeta("req-0", temperature=0.7, logit_bias={3: -100.0, 7: 2.5}),
        RequestMeta("req-1", temperature=1.0),
        RequestMeta("req-2", temperature=0.0, logit_bias={11: 5.0}),
        RequestMeta("req-3", temperature=1.3),
    ],
    vocab_size=VOCAB_SIZE,
)

CHAIN = ProcessorChain([LogitBiasProcessor(), TemperatureProcessor()])


@torch.compile(fullgraph=True)
def sample_step(logits: torch.Tensor) -> torch.Tensor:
    logits = CHAIN(logits, CURRENT_BATCH)
    probs = torch.softmax(logits, dim=-1)
    greedy = logits.argmax(dim=-1)
    q = torch.empty_like(probs).exponential_()
    sampled = (probs / q).argmax(dim=-1)
    temps = logits.new_tensor(CURRENT_BATCH.temperatures)
    return torch.where(temps < 1e-4, greedy, sampled)
