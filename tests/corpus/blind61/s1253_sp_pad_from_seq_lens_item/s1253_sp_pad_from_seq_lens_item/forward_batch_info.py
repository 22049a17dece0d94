from dataclasses import dataclass, field
from enum import IntEnum, auto
from typing import Optional

import torch


class ForwardMode(IntEnum):
    EXTEND = auto()
    DECODE = auto()
    IDLE = auto()

    def is_decode(self) -> bool:
        return self == ForwardMode.DECODE

    def is_extend(self) -> bool:
        return self == ForwardMode.EXTEND


@dataclass
class ForwardBatch:
    forward_mode: ForwardMode
    batch_size: int
    seq_lens: torch.Tensor
    positions: torch.Tensor
    extend_seq_lens: Optional[torch.Tensor] = None
    sp_padded: bool = field(default=False)

    @property
    def is_extend_in_batch(self) -> bool:
        return self.forward_mode.is_extend()
