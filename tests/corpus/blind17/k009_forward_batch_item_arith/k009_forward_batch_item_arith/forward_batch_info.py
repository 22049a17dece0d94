from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Optional

import torch


class ForwardMode(enum.IntEnum):
    EXTEND = 1
    DECODE = 2
    MIXED = 3
    IDLE = 4

    def is_decode(self) -> bool:
        return self == ForwardMode.DECODE

    def is_extend(self) -> bool:
        return self in (ForwardMode.EXTEND, ForwardMode.MIXED)


@dataclass
class ForwardBatch:
    forward_mode: ForwardMode
    batch_size: int
    seq_lens: torch.Tensor
    req_pool_indices: torch.Tensor
    positions: Optional[torch.Tensor] = None
    seq_lens_sum: Optional[int] = None

    def __post_init__(self):
        if self.positions is None:
            self.positions = (self.seq_lens - 1).clamp(min=0)

    @classmethod
    def init_new(cls, mode: ForwardMode, seq_lens: torch.Tensor, req_pool_indices: torch.Tensor) -> "ForwardBatch":
        return cls(
            forward_mode=mode,
            batch_size=seq_lens.shape[0],
            seq_lens=seq_lens,
            req_pool_indices=req_pool_indices,
        )

    def dump(self) -> None:
        print(f"ForwardBatch(mode={self.forward_mode.name}, bs={self.batch_size}, seq_lens={self.seq_lens.tolist()})")
