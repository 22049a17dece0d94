from __future__ import annotations

import abc

import torch

from .sampling_params import SamplingParams


class BatchedPenalizer(abc.ABC):
    def __init__(self, params: SamplingParams, batch_size: int, vocab_size: int):
        self.params = params
        self.output_counts = torch.zeros(batch_size, vocab_size)

    def is_required(self) -> bool:
        return self._is_required()

    def apply(self, logits: torch.Tensor) -> torch.Tensor:
        return self._apply(logits)

    @abc.abstractmethod
    def _is_required(self) -> bool: ...

    @abc.abstractmethod
    def _apply(self, logits: torch.Tensor) -> torch.Tensor: ...


class FrequencyPenalizer(BatchedPenalizer):
    def _is_required(self) -> bool:
        return self.params.frequency_penalty != 0.0

    def _apply(self, logits: torch.Tensor) -> torch.Tensor:
        penalty = self.params.effective_frequency_penalty()
        return logits - penalty * self.output_counts


class PresencePenalizer(BatchedPenalizer):
    def _is_required(self) -> bool:
        return self.params.presence_penalty != 0.0

    def _apply(self, logits: torch.Tensor) -> torch.Tensor:
        return logits - self.params.presence_penalty * (self.output_counts > 0).to(logits.dtype)


class PenalizerOrchestrator:
    PENALIZERS = (FrequencyPenalizer, PresencePenalizer)

    def __init__(self, params: SamplingParams, batch_size: int, vocab_size: int):
        self.penalizers = [cls(params, batch_size, vocab_size) for cls in self.PENALIZERS]

    def apply(self, logits: torch.Tensor) -> torch.Tensor:
        for penalizer in self.penalizers:
            if penalizer.is_required():
                logits = penalizer.apply(logits)
        return logits
