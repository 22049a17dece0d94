from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

import torch

from .positions import compute_position_torch


@dataclass
class ExtendBatch:
    input_ids: torch.Tensor
    extend_prefix_lens: torch.Tensor
    extend_seq_lens: torch.Tensor
    _positions: Optional[torch.Tensor] = field(default=None, repr=False)
    _extend_start_loc: Optional[torch.Tensor] = field(default=None, repr=False)

    @property
    def batch_size(self) -> int:
        return self.extend_seq_lens.shape[0]

    @property
    def num_tokens(self) -> int:
        return self.input_ids.shape[0]

    def _materialize_positions(self) -> None:
        self._positions, self._extend_start_loc = compute_position_torch(
            self.extend_prefix_lens, self.extend_seq_lens
        )

    @property
    def positions(self) -> torch.Tensor:
        if self._positions is None:
            self._materialize_positions()
        return self._positions

    @property
    def extend_start_loc(self) -> torch.Tensor:
        if self._extend_start_loc is None:
            self._materialize_positions()
        return self._extend_start_loc
