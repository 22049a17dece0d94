"""Presence / frequency / repetition penalties on the output-token histogram."""
from __future__ import annotations

import torch


def get_token_bin_counts(output_tokens: torch.Tensor, vocab_size: int) -> torch.Tensor:
    """[B, T] token ids (-1 = padding) -> [B, V] occurrence counts."""
    bsz = output_tokens.shape[0]
    counts = torch.zeros(bsz, vocab_size + 1, dtype=torch.long, device=output_tokens.device)
    idx = output_tokens.masked_fill(output_tokens < 0, vocab_size)
    counts.scatter_add_(1, idx, torch.ones_like(idx))
    return counts[:, :vocab_size]


def apply_repetition_penalty(logits: torch.Tensor, mask: torch.Tensor, rep: torch.Tensor) -> torch.Tensor:
    rep = rep.unsqueeze(1).expand_as(logits)
    rep = torch.where(mask, rep, torch.ones_like(rep))
    return torch.where(logits > 0, logits / rep, logits * rep)


def apply_additive_penalties(
    logits: torch.Tensor,
    counts: torch.Tensor,
    presence: torch.Tensor,
    frequency: torch.Tensor,
) -> torch.Tensor:
    """Subtract presence/frequency penalties; rows with both penalties at zero are left untouched."""
    out = logits.clone()
    active = (presence != 0) | (frequency != 0)
    for row, is_active in enumerate(active.tolist()):
        if not is_active:
            continue
        out[row] -= frequency[row] * counts[row]
        out[row] -= presence[row] * (counts[row] > 0).to(logits.dtype)
    return out
