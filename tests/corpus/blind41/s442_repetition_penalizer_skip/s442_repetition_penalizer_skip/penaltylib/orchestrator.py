from __future__ import annotations

import abc
from typing import Sequence, Type

import torch


class _BatchedPenalizer(abc.ABC):
    """Penalizer state for one running batch (one row per request)."""

    def __init__(self, orchestrator: "BatchedPenalizerOrchestrator"):
        self.orchestrator = orchestrator
        self._is_prepared = False

    def is_prepared(self) -> bool:
        return self._is_prepared

    def is_required(self) -> bool:
        return self._is_required()

    def prepare(self):
        if not self._is_prepared:
            self._prepare()
            self._is_prepared = True

    def prepare_if_required(self):
        if self.is_required():
            self.prepare()
            return True
        return False

    def cumulate_output_tokens(self, output_ids: torch.Tensor):
        if not self.is_prepared():
            return
        self._cumulate_output_tokens(output_ids)

    def apply(self, logits: torch.Tensor) -> torch.Tensor:
        if not self.is_prepared():
            return logits
        return self._apply(logits)

    @abc.abstractmethod
    def _is_required(self) -> bool: ...

    @abc.abstractmethod
    def _prepare(self): ...

    @abc.abstractmethod
    def _cumulate_output_tokens(self, output_ids: torch.Tensor): ...

    @abc.abstractmethod
    def _apply(self, logits: torch.Tensor) -> torch.Tensor: ...


class BatchedPenalizerOrchestrator:
    def __init__(
        self,
        vocab_size: int,
        sampling_params: Sequence[dict],
        penalizers: Sequence[Type[_BatchedPenalizer]],
        device: str = "cpu",
    ):
        self.vocab_size = vocab_size
        self.sampling_params = list(sampling_params)
        self.batch_size = len(self.sampling_params)
        self.device = device
        self.penalizers = {cls: cls(self) for cls in penalizers}

        is_required = False
        for penalizer in self.penalizers.values():
            is_required |= penalizer.prepare_if_required()
        self.is_required = is_required

    def cumulate_output_tokens(self, output_ids: torch.Tensor):
        for penalizer in self.penalizers.values():
            penalizer.cumulate_output_tokens(output_ids)

    def apply(self, logits: torch.Tensor) -> torch.Tensor:
        for penalizer in self.penalizers.values():
            logits = penalizer.apply(logits)
        return logits
