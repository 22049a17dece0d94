from typing import Callable, Dict, Type

import torch
from torch import nn

from .config import PoolingType

_POOLER_REGISTRY: Dict[PoolingType, Type["Pooler"]] = {}


def register_pooler(pooling_type: PoolingType) -> Callable[[Type["Pooler"]], Type["Pooler"]]:
    def wrap(cls: Type["Pooler"]) -> Type["Pooler"]:
        _POOLER_REGISTRY[pooling_type] = cls
        return cls

    return wrap


def build_pooler(pooling_type: PoolingType) -> "Pooler":
    try:
        return _POOLER_REGISTRY[pooling_type]()
    except KeyError as e:
        raise ValueError(f"unsupported pooling type {pooling_type}") from e


class Pooler(nn.Module):
    def forward(self, hidden_states: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError


@register_pooler(PoolingType.CLS)
class CLSPooler(Pooler):
    def forward(self, hidden_states, attention_mask):
        return hidden_states[:, 0]


@register_pooler(PoolingType.MEAN)
class MeanPooler(Pooler):
    def forward(self, hidden_states, attention_mask):
        mask = attention_mask.unsqueeze(-1).to(hidden_states.dtype)
        summed = (hidden_states * mask).sum(dim=1)
        return summed / mask.sum(dim=1).clamp(min=1e-9)


@register_pooler(PoolingType.LAST)
class LastTokenPooler(Pooler):
    """Pool the hidden state of the last non-padding token.

    Tokenizers of decoder-only models are frequently configured with
    ``padding_side="left"``; then the last column already holds the final
    token of every sequence and the gather can be skipped.
    """

    @staticmethod
    def _is_left_padded(attention_mask: torch.Tensor) -> torch.Tensor:
        return attention_mask[:, -1].sum() == attention_mask.shape[0]

    def forward(self, hidden_states, attention_mask):
        if self._is_left_padded(attention_mask):
            return hidden_states[:, -1]
        sequence_lengths = attention_mask.sum(dim=1) - 1
        batch_idx = torch.arange(hidden_states.shape[0], device=hidden_states.device)
        return hidden_states[batch_idx, sequence_lengths]
