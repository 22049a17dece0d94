from dataclasses import dataclass

import torch


@dataclass
class DecodeForwardBatch:
    input_ids: torch.Tensor
    cache_position: torch.Tensor
    sliding_window: int

    @property
    def batch_size(self) -> int:
        return self.input_ids.shape[0]

    @property
    def window_slots(self) -> torch.Tensor:
        return self.cache_position % self.sliding_window

    @property
    def wraps_around(self) -> torch.Tensor:
        return (self.cache_position >= self.sliding_window).any()

    @classmethod
    def from_positions(cls, input_ids: torch.Tensor, positions: torch.Tensor, sliding_window: int):
        return cls(input_ids=input_ids, cache_position=positions, sliding_window=sliding_window)
