from typing import Sequence

import torch


def tail_matches(row: torch.Tensor, length: int, seq: Sequence[int]) -> bool:
    """True if the last len(seq) valid tokens of ``row`` equal ``seq``."""
    if length < len(seq):
        return False
    for j, tok in enumerate(reversed(seq)):
        if row[length - 1 - j].item() != tok:
            return False
    return True


def last_valid_token(output_ids: torch.Tensor, lengths: torch.Tensor) -> torch.Tensor:
    idx = (lengths - 1).clamp_min(0).unsqueeze(-1)
    return output_ids.gather(-1, idx).squeeze(-1)
