import abc
from dataclasses import dataclass, field
from typing import Dict, List, Set, Type

import torch


@dataclass
class ReqPenaltyParams:
    frequency_penalty: float = 0.0
    presence_penalty: float = 0.0
    min_new_tokens: int = 0
    stop_token_ids: Set[int] = field(default_factory=set)


class _BatchedPenalizer(abc.ABC):
    def __init__(self, orchestrator: "BatchedPenalizerOrchestrator"):
        self.orchestrator = orchestrator
        self._is_prepared = False

    def is_required(self) -> bool:
        return self._is_required()

    def prepare(self) -> None:
        if not self._is_prepared:
            self._prepare()
            self._is_prepared = True

    def prepare_if_required(self) -> bool:
        if self._is_required():
            self.prepare()
            return True
        return False

    def cumulate_output_tokens(self, output_ids: torch.Tensor) -> None:
        if self._is_prepared:
            self._cumulate_output_tokens(output_ids)

    def apply(self, logits: torch.Tensor) -> None:
        if self._is_prepared:
            self._apply(logits)

    @abc.abstractmethod
    def _is_required(self) -> bool: ...

    @abc.abstractmethod
    def _prepare(self) -> None: ...

    @abc.abstractmethod
    def _cumulate_output_tokens(self, output_ids: torch.Tensor) -> None: ...

    @abc.abstractmethod
    def _apply(self, logits: torch.Tensor) -> None: ...


class BatchedPenalizerOrchestrator:
    def __init__(
        self,
        vocab_size: int,
        reqs: List[ReqPenaltyParams],
        penalizers: List[Type[_BatchedPenalizer]],
        device: str = "cpu",
    ):
        self.vocab_size = vocab_size
        self.reqs = reqs
        self.device = device
        self.penalizers: Dict[Type[_BatchedPenalizer], _BatchedPenalizer] = {
            cls: cls(self) for cls in penalizers
        }
        self.is_required = False
        for penalizer in self.penalizers.values():
            self.is_required |= penalizer.prepare_if_required()

    @property
    def batch_size(self) -> int:
        return len(self.reqs)

    def cumulate_output_tokens(self, output_ids: torch.Tensor) -> None:
        for penalizer in self.penalizers.values():
            penalizer.cumulate_output_tokens(output_ids)

    def apply(self, logits: torch.Tensor) -> None:
        for penalizer in self.penalizers.values():
            penalizer.apply(logits)
