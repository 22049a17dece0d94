from dataclasses import dataclass
from enum import Enum
from typing import Optional

import torch


class DpPaddingMode(Enum):
    MAX_LEN = "max_len"
    SUM_LEN = "sum_len"

    def is_max_len(self) -> bool:
        return self is DpPaddingMode.MAX_LEN


@dataclass
class ForwardBatch:
    batch_size: int
    global_num_tokens_gpu: Optional[torch.Tensor] = None
    dp_padding_mode: DpPaddingMode = DpPaddingMode.MAX_LEN
    dp_rank: int = 0

    @property
    def local_num_tokens(self) -> int:
        return self.batch_size

    @property
    def max_global_num_tokens(self) -> int:
        return int(self.global_num_tokens_gpu.max().item())

    @property
    def sum_global_num_tokens(self) -> int:
        return int(self.global_num_tokens_gpu.sum().item())
