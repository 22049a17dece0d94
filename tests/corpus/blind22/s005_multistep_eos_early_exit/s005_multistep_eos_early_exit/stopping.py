"""Stop-condition helpers shared by the single- and multi-step decoders."""
from __future__ import annotations

import torch

EOS_TOKEN_ID = 2
PAD_TOKEN_ID = 0


def update_finished(finished: torch.Tensor, next_tokens: torch.Tensor, eos_id: int = EOS_TOKEN_ID) -> torch.Tensor:
    return finished | (next_tokens == eos_id)


def mask_finished(next_tokens: torch.Tensor, finished: torch.Tensor, pad_id: int = PAD_TOKEN_ID) -> torch.Tensor:
    """Rows that already hit EOS keep emitting padding."""
    return torch.where(finished, torch.full_like(next_tokens, pad_id), next_tokens)


def all_finished(finished: torch.Tensor) -> torch.Tensor:
    return finished.all()
