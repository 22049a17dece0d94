import enum
from dataclasses import dataclass
from typing import Optional

import torch


class ForwardMode(enum.IntEnum):
    EXTEND = 1
    DECODE = 2
    IDLE = 3

    def is_decode(self) -> bool:
        return self == ForwardMode.DECODE

    def is_idle(self) -> bool:
        return self == ForwardMode.IDLE


@dataclass
class ForwardBatch:
    forward_mode: ForwardMode
    batch_size: int
    seq_lens: torch.Tensor
    positions: Optional[torch.Tensor] = None
    seq_lens_sum: Optional[int] = None

    @classmethod
    def init_new(cls, seq_lens: torch.Tensor, mode: ForwardMode = ForwardMode.DECODE):
        positions = (seq_lens - 1).clamp(min=0)
        return cls(
            forward_mode=mode,
            batch_size=seq_lens.shape[0],
            seq_lens=seq_lens,
            positions=positions,
        )

    @property
    def max_seq_len(self) -> int:
        return int(self.seq_lens.max().item())
