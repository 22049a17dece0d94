import enum
from dataclasses import dataclass, field
from typing import Optional

import torch


class ForwardMode(enum.IntEnum):
    EXTEND = 1
    DECODE = 2
    IDLE = 3

    def is_decode(self) -> bool:
        return self == ForwardMode.DECODE


@dataclass
class AttnMetadata:
    kv_mask: torch.Tensor
    max_seq_len: int
    use_window: bool = False


@dataclass
class ForwardBatch:
    forward_mode: ForwardMode
    batch_size: int
    seq_lens: torch.Tensor
    attn_metadata: Optional[AttnMetadata] = None
    extra: dict = field(default_factory=dict)
