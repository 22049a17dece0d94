import abc
from typing import Dict, List, Set, Type

import torch


class BatchedPenalizerOrchestrator:
    def __init__(self, batch_size: int, vocab_size: int, device: str,
                 penalizers: Set[Type["_BatchedPenalizer"]], params: List[dict]):
        self.batch_size = batch_size
        self.vocab_size = vocab_size
        self.device = device
        self.params = params
        self.penalizers: Dict[Type[_BatchedPenalizer], _BatchedPenalizer] = {
            cls: cls(self) for cls in penalizers
        }
        self.is_required = False
        for penalizer in self.penalizers.values():
            if penalizer.prepare_if_required():
                self.is_required = True

    def cumulate_output_tokens(self, output_ids: torch.Tensor):
        for penalizer in self.penalizers.values():
            penalizer.cumulate_output_tokens(output_ids)

    def apply(self, logits: torch.Tensor) -> torch.Tensor:
        for penalizer in self.penalizers.values():
            logits = penalizer.apply(logits)
        return logits


class _BatchedPenalizer(abc.ABC):
    def __init__(self, orchestrator: BatchedPenalizerOrchestrator):
        self.orchestrator = orchestrator
        self._is_prepared = False

    def is_prepared(self) -> bool:
        return self._is_prepared

    def prepare_if_required(self) -> bool:
        if self._is_required():
            self._prepare()
            self._is_prepared = True
            return True
        return False

    def cumulate_output_tokens(self, output_ids: torch.Tensor):
        if self.is_prepared():
            self._cumulate_output_tokens(output_ids)

    def apply(self, logits: torch.Tensor) -> torch.Tensor:
        if self.is_prepared():
            return self._apply(logits)
        return logits

    @abc.abstractmethod
    def _is_required(self) -> bool:
        ...

    @abc.abstractmethod
    def _prepare(self):
        ...

    @abc.abstractmethod
    def _cumulate_output_tokens(self, output_ids: torch.Tensor):
        ...

    @abc.abstractmethod
    def _apply(self, logits: torch.Tensor) -> torch.Tensor:
        ...
