from __future__ import annotations

import torch

from .processors import ProcessorKind, get_processor

DEFAULT_PIPELINE = (
    ProcessorKind.VALIDATE,
    ProcessorKind.TEMPERATURE,
    ProcessorKind.TOP_K,
)


class Sampler:
    def __init__(self, pipeline=DEFAULT_PIPELINE) -> None:
        self.processors = [get_processor(kind) for kind in pipeline]

    def process(self, logits: torch.Tensor, temperature: torch.Tensor) -> torch.Tensor:
        for proc in self.processors:
            logits = proc(logits, temperature)
        return logits

    def greedy_or_sample(self, logits: torch.Tensor, temperature: torch.Tensor) -> torch.Tensor:
        probs = torch.softmax(logits, dim=-1)
        # Gumbel-max style sampling without torch.multinomial
        noise = torch.empty_like(probs).exponential_(1.0)
        sampled = (probs / noise).argmax(dim=-1)
        greedy = logits.argmax(dim=-1)
        return torch.where(temperature == 0, greedy, sampled)


_SAMPLER = Sampler()


@torch.compile(fullgraph=True)
def sample(logits: torch.Tensor, temperature: torch.Tensor) -> torch.Tensor:
    logits = _SAMPLER.process(logits.float(), temperature)
    return _SAMPLER.greedy_or_sample(logits, temperature)
