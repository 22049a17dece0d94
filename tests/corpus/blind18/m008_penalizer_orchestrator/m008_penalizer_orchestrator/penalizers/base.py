import abc
from typing import Dict, Sequence, Type

import torch


class _BatchedPenalizer(abc.ABC):
    def __init__(self, orchestrator: "BatchedPenalizerOrchestrator"):
        self.orchestrator = orchestrator
        self._is_prepared = False

    def is_required(self):
        return self._is_required()

    def prepare_if_required(self):
        if self.is_required():
            self._prepare()
            self._is_prepared = True

    def apply(self, logits: torch.Tensor) -> torch.Tensor:
        return self._apply(logits)

    @abc.abstractmethod
    def _is_required(self):
        ...

    @abc.abstractmethod
    def _prepare(self):
        ...

    @abc.abstractmethod
    def _apply(self, logits: torch.Tensor) -> torch.Tensor:
        ...


class BatchedPenalizerOrchestrator:
    def __init__(self, batch, penalizers: Sequence[Type[_BatchedPenalizer]]):
        self.batch = batch
        self.penalizers: Dict[Type[_BatchedPenalizer], _BatchedPenalizer] = {
            cls: cls(self) for cls in penalizers
        }
        for penalizer in self.penalizers.values():
            penalizer.prepare_if_required()

    def apply(self, logits: torch.Tensor) -> torch.Tensor:
        for penalizer in self.penalizers.values():
            if penalizer.is_required():
                logits = penalizer.apply(logits)
        return logits
