from __future__ import annotations

from dataclasses import dataclass

import torch

from .metrics import timed


@dataclass(frozen=True)
class PenaltyParams:
    repetition: float = 1.0
    frequency: float = 0.0
    presence: float = 0.0


def token_counts(token_ids: torch.Tensor, vocab_size: int, pad_id: int) -> torch.Tensor:
    counts = torch.zeros(token_ids.shape[0], vocab_size + 1, dtype=torch.int32, device=token_ids.device)
    ids = torch.where(token_ids == pad_id, vocab_size, token_ids)
    counts.scatter_add_(1, ids, torch.ones_like(ids, dtype=torch.int32))
    return counts[:, :vocab_size]


@timed("penalties")
def apply_penalties(
    logits: torch.Tensor,
    prompt_mask: torch.Tensor,
    output_ids: torch.Tensor,
    repetition: torch.Tensor,
    frequency: torch.Tensor,
    presence: torch.Tensor,
    pad_id: int,
) -> torch.Tensor:
    vocab_size = logits.shape[-1]
    counts = token_counts(output_ids, vocab_size, pad_id)
    seen = (counts > 0) | prompt_mask
    rep = repetition.unsqueeze(1).expand_as(logits)
    logits = torch.where(seen & (logits > 0), logits / rep, logits)
    logits = torch.where(seen & (logits <= 0), logits * rep, logits)
    logits = logits - frequency.unsqueeze(1) * counts.to(logits.dtype)
    logits = logits - presence.unsqueeze(1) * (counts > 0).to(logits.dtype)
    return logits
