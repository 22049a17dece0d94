from dataclasses import dataclass
from typing import List

import torch


@dataclass
class MicroBatch:
    index: int
    hidden_states: torch.Tensor
    token_mask: torch.Tensor  # bool [num_tokens], False for padding slots

    @property
    def num_slots(self) -> int:
        return self.hidden_states.shape[0]


def split_microbatches(
    hidden_states: torch.Tensor, token_mask: torch.Tensor, num_microbatches: int
) -> List[MicroBatch]:
    """Evenly split a padded batch along the token dim (last chunk may be short)."""
    chunk = (hidden_states.shape[0] + num_microbatches - 1) // num_microbatches
    hs = torch.split(hidden_states, chunk, dim=0)
    masks = torch.split(token_mask, chunk, dim=0)
    return [MicroBatch(i, h, m) for i, (h, m) in enumerate(zip(hs, masks))]


def merge_microbatches(outputs: List[torch.Tensor]) -> torch.Tensor:
    return torch.cat(outputs, dim=0)
