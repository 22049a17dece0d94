"""Pooling methods for embedding models served from a flattened (ragged) token batch."""
from enum import IntEnum

import torch
from torch import nn


class PoolingType(IntEnum):
    LAST = 0
    ALL = 1
    CLS = 2
    MEAN = 3


class PoolingMethod(nn.Module):
    """Base class: turns [num_tokens, hidden] + prompt_lens into per-sequence rows."""

    def _first_token_indices(self, prompt_lens: torch.Tensor) -> torch.Tensor:
        return torch.cumsum(prompt_lens, dim=0) - prompt_lens

    def _last_token_indices(self, prompt_lens: torch.Tensor) -> torch.Tensor:
        return torch.cumsum(prompt_lens, dim=0) - 1

    def _as_padded(self, hidden_states: torch.Tensor, prompt_lens: torch.Tensor):
        """Return a [num_seqs, max_len, hidden] view when every prompt has the same length.

        Batches produced by the embedding benchmark and by most offline jobs are
        uniform, so the reshape avoids a gather over the whole batch.
        """
        if prompt_lens.min().item() == prompt_lens.max().item():
            num_seqs = prompt_lens.shape[0]
            return hidden_states.view(num_seqs, -1, hidden_states.shape[-1])
        return None

    def forward(self, hidden_states: torch.Tensor, prompt_lens: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError


class CLSPool(PoolingMethod):
    def forward(self, hidden_states, prompt_lens):
        padded = self._as_padded(hidden_states, prompt_lens)
        if padded is not None:
            return padded[:, 0]
        return hidden_states[self._first_token_indices(prompt_lens)]


class LastPool(PoolingMethod):
    def forward(self, hidden_states, prompt_lens):
        return hidden_states[self._last_token_indices(prompt_lens)]


class MeanPool(PoolingMethod):
    def forward(self, hidden_states, prompt_lens):
        cumsum = torch.cumsum(hidden_states, dim=0)
        end = torch.cumsum(prompt_lens, dim=0) - 1
        start = end - prompt_lens
        summed = cumsum[end] - torch.where((start >= 0).unsqueeze(-1), cumsum[start.clamp(min=0)], 0)
        return summed / prompt_lens.unsqueeze(-1)


_POOLING_METHODS = {
    PoolingType.LAST: LastPool,
    PoolingType.CLS: CLSPool,
    PoolingType.MEAN: MeanPool,
}


def build_pooling_method(pooling_type: PoolingType) -> PoolingMethod:
    return _POOLING_METHODS[pooling_type]()
