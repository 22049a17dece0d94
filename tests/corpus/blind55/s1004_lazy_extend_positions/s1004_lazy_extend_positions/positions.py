from __future__ import annotations

from typing import Tuple

import torch


@torch.compiler.disable
def compute_position_torch(
    extend_prefix_lens: torch.Tensor, extend_seq_lens: torch.Tensor
) -> Tuple[torch.Tensor, torch.Tensor]:
    positions = torch.cat(
        [
            torch.arange(prefix_len, prefix_len + extend_len, device=extend_prefix_lens.device)
            for prefix_len, extend_len in zip(extend_prefix_lens.tolist(), extend_seq_lens.tolist())
        ],
        dim=0,
    )
    extend_start_loc = torch.zeros_like(extend_seq_lens)
    extend_start_loc[1:] = torch.cumsum(extend_seq_lens[:-1], dim=0)
    return positions.to(torch.int64), extend_start_loc


def clamp_position(seq_lens: torch.Tensor) -> torch.Tensor:
    return torch.clamp(seq_lens - 1, min=0).to(torch.int64)
