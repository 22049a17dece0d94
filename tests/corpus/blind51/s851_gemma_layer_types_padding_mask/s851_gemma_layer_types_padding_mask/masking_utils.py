from typing import Callable, Optional

import torch


def causal_mask_function(q_idx: torch.Tensor, kv_idx: torch.Tensor) -> torch.Tensor:
    return kv_idx <= q_idx


def sliding_window_overlay(sliding_window: int) -> Callable:
    def inner_mask(q_idx: torch.Tensor, kv_idx: torch.Tensor) -> torch.Tensor:
        return kv_idx > q_idx - sliding_window

    return inner_mask


def and_masks(*mask_functions: Callable) -> Callable:
    def and_mask(q_idx, kv_idx):
        result = torch.ones((), dtype=torch.bool)
        for mask in mask_functions:
            result = result & mask(q_idx, kv_idx)
        return result

    return and_mask


def _ignore_padding_mask(padding_mask: Optional[torch.Tensor]) -> Optional[torch.Tensor]:
    if padding_mask is None:
        return None
    if not padding_mask.all():
        return padding_mask
    return None


def _build_mask(mask_function: Callable, seq_len: int, padding_mask: Optional[torch.Tensor]) -> torch.Tensor:
    q_idx = torch.arange(seq_len).view(-1, 1)
    kv_idx = torch.arange(seq_len).view(1, -1)
    mask = mask_function(q_idx, kv_idx)[None, None, :, :]
    if padding_mask is not None:
        mask = mask & padding_mask[:, None, None, :].bool()
    return mask


def create_causal_mask(config, input_embeds: torch.Tensor, attention_mask: Optional[torch.Tensor]) -> torch.Tensor:
    padding_mask = _ignore_padding_mask(attention_mask)
    return _build_mask(causal_mask_function, input_embeds.shape[1], padding_mask)


def create_sliding_window_causal_mask(
    config, input_embeds: torch.Tensor, attention_mask: Optional[torch.Tensor]
) -> torch.Tensor:
    padding_mask = _ignore_padding_mask(attention_mask)
    mask_function = and_masks(causal_mask_function, sliding_window_overlay(config.sliding_window))
    return _build_mask(mask_function, input_embeds.shape[1], padding_mask)
