from typing import Tuple

import torch


def get_extended_attention_mask(attention_mask: torch.Tensor, dtype: torch.dtype) -> torch.Tensor:
    """Turn a [batch, kv_len] 0/1 mask into an additive [batch, 1, 1, kv_len] bias."""
    if attention_mask.dim() == 3:
        extended = attention_mask[:, None, :, :]
    elif attention_mask.dim() == 2:
        extended = attention_mask[:, None, None, :]
    else:
        raise ValueError(f"Wrong shape for attention_mask (shape {tuple(attention_mask.shape)})")
    extended = extended.to(dtype=dtype)
    return (1.0 - extended) * torch.finfo(dtype).min


def trim_to_longest(
    features: torch.Tensor, attention_mask: torch.Tensor
) -> Tuple[torch.Tensor, torch.Tensor]:
    """Drop trailing image-token columns that are padding for every sample.

    Images of different resolutions are right-padded to a common number of
    patch tokens; cross attention over an all-padding tail is wasted work.
    """
    longest = int(attention_mask.sum(dim=1).max().item())
    if longest < features.shape[1]:
        features = features[:, :longest]
        attention_mask = attention_mask[:, :longest]
    return features, attention_mask
