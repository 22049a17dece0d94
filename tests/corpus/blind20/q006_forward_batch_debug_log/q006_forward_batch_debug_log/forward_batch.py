from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Optional

import torch


class ForwardMode(enum.IntEnum):
    EXTEND = enum.auto()
    DECODE = enum.auto()
    MIXED = enum.auto()
    IDLE = enum.auto()

    def is_decode(self) -> bool:
        return self == ForwardMode.DECODE

    def is_extend(self) -> bool:
        return self in (ForwardMode.EXTEND, ForwardMode.MIXED)


@dataclass
class ForwardBatch:
    forward_mode: ForwardMode
    batch_size: int
    input_ids: torch.Tensor
    seq_lens: torch.Tensor
    req_pool_indices: torch.Tensor
    positions: Optional[torch.Tensor] = None
    attn_metadata: dict = field(default_factory=dict)

    @classmethod
    def for_decode(cls, input_ids, seq_lens, req_pool_indices):
        return cls(
            forward_mode=ForwardMode.DECODE,
            batch_size=input_ids.shape[0],
            input_ids=input_ids,
            seq_lens=seq_lens,
            req_pool_indices=req_pool_indices,
            positions=(seq_lens - 1).clamp_min(0),
        )
