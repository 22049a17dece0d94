from dataclasses import dataclass
from enum import IntEnum, auto
from typing import Optional

import torch


class ForwardMode(IntEnum):
    EXTEND = auto()
    DECODE = auto()

    def is_decode(self) -> bool:
        return self == ForwardMode.DECODE


@dataclass
class ForwardBatch:
    forward_mode: ForwardMode
    batch_size: int
    seq_lens: torch.Tensor
    positions: torch.Tensor
    extend_seq_lens: Optional[torch.Tensor] = None

    @property
    def max_seq_len(self) -> int:
        return int(self.seq_lens.max())
