from dataclasses import dataclass
from enum import IntEnum, auto
from typing import Optional

import torch


class ForwardMode(IntEnum):
    EXTEND = auto()
    DECODE = auto()
    MIXED = auto()
    IDLE = auto()

    def is_extend(self) -> bool:
        return self in (ForwardMode.EXTEND, ForwardMode.MIXED)

    def is_decode(self) -> bool:
        return self == ForwardMode.DECODE


class CaptureHiddenMode(IntEnum):
    NULL = 0
    LAST = 1
    FULL = 2


@dataclass
class ForwardBatch:
    forward_mode: ForwardMode
    batch_size: int
    extend_seq_lens: Optional[torch.Tensor] = None
    return_logprob: bool = False
    capture_hidden_mode: CaptureHiddenMode = CaptureHiddenMode.NULL

    @property
    def is_prefill_only(self) -> bool:
        return self.forward_mode.is_extend() and not self.return_logprob
