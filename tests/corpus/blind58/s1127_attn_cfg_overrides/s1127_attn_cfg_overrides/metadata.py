from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import NamedTuple, Optional

import torch


class AttentionOutput(NamedTuple):
    out: torch.Tensor
    lse: Optional[torch.Tensor] = None


@dataclass
class ForwardMetadata:
    positions: torch.Tensor
    seq_len: int
    layer_id: int = -1
    window_left: int = -1

    @classmethod
    def for_prefill(cls, hidden_states: torch.Tensor) -> "ForwardMetadata":
        n = hidden_states.shape[0]
        return cls(positions=torch.arange(n, device=hidden_states.device), seq_len=n)

    def for_layer(self, layer_id: int, window_left: int) -> "ForwardMetadata":
        meta = copy.copy(self)
        meta.layer_id = layer_id
        meta.window_left = window_left
        return meta
