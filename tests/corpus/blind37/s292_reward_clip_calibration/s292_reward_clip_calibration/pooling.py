from __future__ import annotations

import torch


def last_token_index(attention_mask: torch.Tensor) -> torch.Tensor:
    # right padding: index of last attended token per row
    return attention_mask.long().sum(dim=-1) - 1


def gather_last_token(hidden: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
    idx = last_token_index(attention_mask).clamp(min=0)
    batch = torch.arange(hidden.shape[0], device=hidden.device)
    return hidden[batch, idx]
