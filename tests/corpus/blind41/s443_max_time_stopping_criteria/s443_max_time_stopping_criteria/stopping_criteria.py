from __future__ import annotations

import time
from abc import ABC
from typing import List, Optional, Union

import torch

STOPPING_CRITERIA_INPUTS_DOCSTRING = r"""
    Args:
        input_ids (`torch.LongTensor` of shape `(batch_size, sequence_length)`):
            Indices of input sequence tokens in the vocabulary.
        scores (`torch.FloatTensor` of shape `(batch_size, config.vocab_size)`):
            Prediction scores of a language modeling head.

    Return:
        `torch.BoolTensor` of shape `(batch_size,)`, `True` where generation for
        that row should stop.
"""


def isin_mps_friendly(elements: torch.Tensor, test_elements: torch.Tensor) -> torch.Tensor:
    if elements.device.type == "mps":
        return elements.tile(test_elements.shape[0], 1).eq(test_elements.unsqueeze(1)).sum(dim=0).bool().squeeze()
    return torch.isin(elements, test_elements)


class StoppingCriteria(ABC):
    """Abstract base class for all stopping criteria applied during generation."""

    def __call__(self, input_ids: torch.LongTensor, scores: torch.FloatTensor, **kwargs) -> torch.BoolTensor:
        raise NotImplementedError("StoppingCriteria needs to be subclassed")

    def _full(self, input_ids: torch.Tensor, value: Union[bool, torch.Tensor]) -> torch.BoolTensor:
        return torch.full((input_ids.shape[0],), value, device=input_ids.device, dtype=torch.bool)


class MaxLengthCriteria(StoppingCriteria):
    def __init__(self, max_length: int, max_position_embeddings: Optional[int] = None):
        self.max_length = max_length
        self.max_position_embeddings = max_position_embeddings

    def __call__(self, input_ids, scores, **kwargs):
        cur_len = input_ids.shape[-1]
        is_done = cur_len >= self.max_length
        return self._full(input_ids, is_done)


class MaxTimeCriteria(StoppingCriteria):
    """Stops generation once the full generation exceeds `max_time` seconds."""

    def __init__(self, max_time: float, initial_timestamp: Optional[float] = None):
        self.max_time = max_time
        self.initial_timestamp = time.time() if initial_timestamp is None else initial_timestamp

    def elapsed(self) -> float:
        return time.time() - self.initial_timestamp

    def __call__(self, input_ids, scores, **kwargs):
        is_done = self.elapsed() > self.max_time
        return self._full(input_ids, is_done)


class EosTokenCriteria(StoppingCriteria):
    def __init__(self, eos_token_id: Union[int, List[int], torch.Tensor]):
        if not isinstance(eos_token_id, torch.Tensor):
            if isinstance(eos_token_id, int):
                eos_token_id = [eos_token_id]
            eos_token_id = torch.tensor(eos_token_id)
        self.eos_token_id = eos_token_id

    def __call__(self, input_ids, scores, **kwargs):
        self.eos_token_id = self.eos_token_id.to(input_ids.device)
        return isin_mps_friendly(input_ids[:, -1], self.eos_token_id)


class StoppingCriteriaList(list):
    def __call__(self, input_ids: torch.LongTensor, scores: torch.FloatTensor, **kwargs) -> torch.BoolTensor:
        is_done = torch.full((input_ids.shape[0],), False, device=input_ids.device, dtype=torch.bool)
        for criteria in self:
            is_done = is_done | criteria(input_ids, scores, **kwargs)
        return is_done

    @property
    def max_length(self) -> Optional[int]:
        for stopping_criterium in self:
            if isinstance(stopping_criterium, MaxLengthCriteria):
                return stopping_criterium.max_length
        return None
