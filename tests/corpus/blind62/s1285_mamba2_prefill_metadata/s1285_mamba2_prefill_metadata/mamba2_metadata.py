from dataclasses import dataclass, field
from typing import Optional

import torch


@dataclass
class Mamba2Metadata:
    query_start_loc: torch.Tensor
    has_initial_states: torch.Tensor
    state_indices_tensor: torch.Tensor
    chunk_size: int = 4
    seq_idx: Optional[torch.Tensor] = field(default=None)

    @classmethod
    def build(
        cls,
        query_start_loc: torch.Tensor,
        context_lens: torch.Tensor,
        state_indices: torch.Tensor,
        chunk_size: int,
    ) -> "Mamba2Metadata":
        has_initial_states = context_lens > 0
        seq_lens = query_start_loc[1:] - query_start_loc[:-1]
        seq_idx = torch.repeat_interleave(
            torch.arange(seq_lens.shape[0], dtype=torch.int32),
            seq_lens,
            output_size=None,
        )
        return cls(
            query_start_loc=query_start_loc,
            has_initial_states=has_initial_states,
            state_indices_tensor=state_indices,
            chunk_size=chunk_size,
            seq_idx=seq_idx,
        )

    @property
    def num_prefills(self) -> int:
        return self.query_start_loc.shape[0] - 1

    @property
    def prep_initial_states(self) -> bool:
        return bool(torch.any(self.has_initial_states))
