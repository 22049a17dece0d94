from __future__ import annotations

import torch

from .bias_cache import GLOBAL_BIAS_CACHE, LogitBiasCache
from .request import SamplingBatch


class LogitsProcessor:
    def __call__(self, logits: torch.Tensor, batch: SamplingBatch) -> torch.Tensor:
        raise NotImplementedError


class TemperatureProcessor(LogitsProcessor):
    def __call__(self, logits, batch):
        temps = logits.new_tensor(batch.temperatures).unsqueeze(-1)
        return logits / temps


class LogitBiasProcessor(LogitsProcessor):
    def __init__(self, cache: LogitBiasCache | None = None) -> None:
        self.cache = cache if cache is not None else GLOBAL_BIAS_CACHE

    @staticmethod
    def _dense_bias(batch: SamplingBatch) -> torch.Tensor:
        bias = torch.zeros(len(batch), batch.vocab_size)
        for row, req in enumerate(batch.requests):
            for token_id, value in req.logit_bias.items():
                bias[row, token_id] = value
        return bias

    def __call__(self, logits, batch):
        if not any(r.logit_bias for r in batch.requests):
            return logits
        bias = self.cache.get_or_build(batch.bias_key, lambda: self._dense_bias(batch))
        return logits + bias.to(logits.dtype)


class ProcessorChain:
    def __init__(self, processors: list[LogitsProcessor]) -> None:
        self.processors = processors

    def __call__(self, logits, batch):
        for proc in self.processors:
            logits = proc(logits, batch)
        return logits
