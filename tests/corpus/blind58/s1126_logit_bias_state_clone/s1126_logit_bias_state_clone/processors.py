from __future__ import annotations

from typing import Callable, Dict, Type

import torch

from .state import BiasState, PenaltyState

LOGITS_PROCESSORS: Dict[str, Type["BaseLogitsProcessor"]] = {}


def register_processor(name: str) -> Callable:
    def wrap(cls):
        LOGITS_PROCESSORS[name] = cls
        return cls

    return wrap


class BaseLogitsProcessor:
    def __init__(self, vocab_size: int):
        self.vocab_size = vocab_size

    def get_state(self):
        raise NotImplementedError

    def apply(self, logits: torch.Tensor, state) -> torch.Tensor:
        raise NotImplementedError

    def __call__(self, logits: torch.Tensor) -> torch.Tensor:
        return self.apply(logits, self.get_state())


@register_processor("penalty")
class PenaltyProcessor(BaseLogitsProcessor):
    def __init__(self, vocab_size: int):
        super().__init__(vocab_size)
        self.state = PenaltyState(repetition_penalty=1.1)

    def get_state(self) -> PenaltyState:
        return self.state

    def apply(self, logits: torch.Tensor, state: PenaltyState) -> torch.Tensor:
        if state.is_noop:
            return logits
        return torch.where(logits > 0, logits / state.repetition_penalty, logits * state.repetition_penalty)


@register_processor("logit_bias")
class LogitBiasProcessor(BaseLogitsProcessor):
    def __init__(self, vocab_size: int):
        super().__init__(vocab_size)
        self.default_state = BiasState.from_dict({1: 2.0, 3: -1.5}, vocab_size)
        self.eos_token_id = vocab_size - 1

    def get_state(self) -> BiasState:
        state = self.default_state.clone()
        state.banned_token_ids.append(self.eos_token_id)
        return state

    def apply(self, logits: torch.Tensor, state: BiasState) -> torch.Tensor:
        if state.logit_bias is not None:
            logits = logits + state.scale * state.logit_bias
        for token_id in state.banned_token_ids:
            logits[:, token_id] = float("-inf")
        return logits
