from dataclasses import dataclass
from typing import Optional, Tuple

import torch

from .position_ops import compute_extend_positions


@dataclass
class ExtendBatch:
    input_ids: torch.Tensor
    extend_prefix_lens: torch.Tensor
    extend_seq_lens: torch.Tensor
    positions: Optional[torch.Tensor] = None
    extend_start_loc: Optional[torch.Tensor] = None

    @property
    def batch_size(self) -> int:
        return self.extend_seq_lens.shape[0]

    def prepare_positions(self) -> "ExtendBatch":
        self.positions, self.extend_start_loc = compute_position(
            self.input_ids, self.extend_prefix_lens, self.extend_seq_lens
        )
        return self


def compute_position(
    input_ids: torch.Tensor, extend_prefix_lens: torch.Tensor, extend_seq_lens: torch.Tensor
) -> Tuple[torch.Tensor, torch.Tensor]:
    positions = compute_extend_positions(input_ids, extend_prefix_lens, extend_seq_lens)
    extend_start_loc = torch.zeros_like(extend_seq_lens)
    extend_start_loc[1:] = torch.cumsum(extend_seq_lens[:-1], dim=0)
    return positions, extend_start_loc
