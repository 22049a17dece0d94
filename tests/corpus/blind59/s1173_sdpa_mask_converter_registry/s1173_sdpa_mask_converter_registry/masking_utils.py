from typing import Optional

import torch


def make_causal_mask(
    query_length: int, key_length: int, dtype: torch.dtype, device: torch.device
) -> torch.Tensor:
    min_value = torch.finfo(dtype).min
    mask = torch.full((query_length, key_length), min_value, dtype=dtype, device=device)
    offset = key_length - query_length
    mask = torch.triu(mask, diagonal=offset + 1)
    return mask[None, None, :, :]


def expand_padding_mask(attention_mask: torch.Tensor, dtype: torch.dtype, query_length: int) -> torch.Tensor:
    bsz, key_length = attention_mask.shape
    expanded = attention_mask[:, None, None, :].expand(bsz, 1, query_length, key_length).to(dtype)
    inverted = 1.0 - expanded
    return inverted.masked_fill(inverted.to(torch.bool), torch.finfo(dtype).min)


def can_skip_causal_mask(
    attention_mask: Optional[torch.Tensor], query_length: int, key_length: int
) -> bool:
    """Whether SDPA's ``is_causal`` path can replace an explicit mask."""
    if attention_mask is None:
        return query_length == 1 or key_length == query_length
    if attention_mask.dim() != 2 or query_length != key_length:
        return False
    return bool(torch.all(attention_mask == 1))
