from typing import Dict, Type

import torch
import torch.nn as nn

from .config import PoolingType


def _segment_ids(prompt_lens: torch.Tensor, total: int) -> torch.Tensor:
    return torch.repeat_interleave(
        torch.arange(prompt_lens.numel(), device=prompt_lens.device),
        prompt_lens,
        output_size=total,
    )


def _validate_prompt_lens(prompt_lens: torch.Tensor) -> None:
    if (prompt_lens <= 0).any():
        raise ValueError("mean pooling received a sequence with no tokens")


class PoolingMethod(nn.Module):
    def forward_all(self, hidden_states: torch.Tensor, prompt_lens: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError

    def forward(self, hidden_states: torch.Tensor, prompt_lens: torch.Tensor) -> torch.Tensor:
        return self.forward_all(hidden_states, prompt_lens)


class CLSPool(PoolingMethod):
    def forward_all(self, hidden_states, prompt_lens):
        first_idx = torch.cumsum(prompt_lens, dim=0) - prompt_lens
        return hidden_states[first_idx]


class LastPool(PoolingMethod):
    def forward_all(self, hidden_states, prompt_lens):
        last_idx = torch.cumsum(prompt_lens, dim=0) - 1
        return hidden_states[last_idx]


class MeanPool(PoolingMethod):
    def forward_all(self, hidden_states, prompt_lens):
        _validate_prompt_lens(prompt_lens)
        seg = _segment_ids(prompt_lens, hidden_states.shape[0])
        sums = torch.zeros(
            prompt_lens.numel(), hidden_states.shape[-1],
            dtype=hidden_states.dtype, device=hidden_states.device,
        )
        sums.index_add_(0, seg, hidden_states)
        return sums / prompt_lens.unsqueeze(-1).to(hidden_states.dtype)


POOLING_METHODS: Dict[PoolingType, Type[PoolingMethod]] = {
    PoolingType.CLS: CLSPool,
    PoolingType.LAST: LastPool,
    PoolingType.MEAN: MeanPool,
}


def get_pooling_method(pooling_type: PoolingType) -> PoolingMethod:
    return POOLING_METHODS[pooling_type]()
