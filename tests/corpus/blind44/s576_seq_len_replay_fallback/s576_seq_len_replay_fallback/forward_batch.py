from dataclasses import dataclass
from enum import Enum, auto

import torch


class ForwardMode(Enum):
    EXTEND = auto()
    DECODE = auto()


@dataclass
class ForwardBatch:
    hidden_states: torch.Tensor
    seq_lens: torch.Tensor
    forward_mode: ForwardMode = ForwardMode.DECODE

    @property
    def batch_size(self) -> int:
        return self.hidden_states.shape[0]

    def fits_captured_graph(self, max_seq_len_to_capture: int) -> bool:
        if self.forward_mode is not ForwardMode.DECODE:
            return False
        return bool((self.seq_lens <= max_seq_len_to_capture).all())
