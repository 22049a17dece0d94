from __future__ import annotations

from typing import List, Sequence

import torch


class StoppingCriteria:
    """Base class: returns a bool tensor ``[batch]``, True where a request is done."""

    def __call__(self, next_tokens: torch.Tensor, output_lens: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError


class MaxNewTokensCriteria(StoppingCriteria):
    def __init__(self, max_new_tokens: int):
        self.max_new_tokens = max_new_tokens

    def __call__(self, next_tokens, output_lens):
        return output_lens >= self.max_new_tokens


class EosTokenCriteria(StoppingCriteria):
    def __init__(self, eos_token_ids: Sequence[int]):
        self.eos_token_ids = torch.tensor(list(eos_token_ids), dtype=torch.long)

    def __call__(self, next_tokens, output_lens):
        return torch.isin(next_tokens, self.eos_token_ids)


class StoppingCriteriaList:
    def __init__(self, criteria: List[StoppingCriteria]):
        self.criteria = list(criteria)

    def __call__(self, next_tokens, output_lens, finished):
        is_done = finished.clone()
        for criterion in self.criteria:
            is_done = is_done | criterion(next_tokens, output_lens)
        return is_done

    def all_finished(self, is_done: torch.Tensor) -> bool:
        remaining = int((~is_done).sum().item())
        if remaining > 0:
            return False
        return True
