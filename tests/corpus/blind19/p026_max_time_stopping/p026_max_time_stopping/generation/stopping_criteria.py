import time
from typing import Optional

import torch


class StoppingCriteria:
    def __call__(self, input_ids: torch.LongTensor, scores: torch.FloatTensor) -> torch.BoolTensor:
        raise NotImplementedError


class MaxLengthCriteria(StoppingCriteria):
    def __init__(self, max_length: int):
        self.max_length = max_length

    def __call__(self, input_ids, scores):
        is_done = input_ids.shape[-1] >= self.max_length
        return torch.full((input_ids.shape[0],), is_done, device=input_ids.device, dtype=torch.bool)


class MaxTimeCriteria(StoppingCriteria):
    def __init__(self, max_time: float, initial_timestamp: Optional[float] = None):
        self.max_time = max_time
        self.initial_timestamp = time.time() if initial_timestamp is None else initial_timestamp

    def __call__(self, input_ids, scores):
        is_done = time.time() - self.initial_timestamp > self.max_time
        return torch.full((input_ids.shape[0],), is_done, device=input_ids.device, dtype=torch.bool)


class EosTokenCriteria(StoppingCriteria):
    def __init__(self, eos_token_id):
        self.eos_token_id = torch.tensor(eos_token_id if isinstance(eos_token_id, list) else [eos_token_id])

    def __call__(self, input_ids, scores):
        return torch.isin(input_ids[:, -1], self.eos_token_id)


class StoppingCriteriaList(list):
    def __call__(self, input_ids, scores) -> torch.BoolTensor:
        is_done = torch.zeros(input_ids.shape[0], device=input_ids.device, dtype=torch.bool)
        for criteria in self:
            is_done = is_done | criteria(input_ids, scores)
        return is_done
