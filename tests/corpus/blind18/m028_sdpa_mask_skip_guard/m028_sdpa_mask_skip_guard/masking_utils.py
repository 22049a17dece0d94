from typing import Callable, Optional

import torch

from .import_utils import is_tracing


def and_masks(*mask_functions: Callable) -> Callable:
    def and_mask(batch_idx, head_idx, q_idx, kv_idx):
        result = q_idx.new_ones((), dtype=torch.bool)
        for mask in mask_functions:
            result = result & mask(batch_idx, head_idx, q_idx, kv_idx)
        return result

    return and_mask


def or_masks(*mask_functions: Callable) -> Callable:
    def or_mask(batch_idx, head_idx, q_idx, kv_idx):
        result = q_idx.new_zeros((), dtype=torch.bool)
        for mask in mask_functions:
            result = result | mask(batch_idx, head_idx, q_idx, kv_idx)
        return result

    return or_mask


def causal_mask_function(batch_idx, head_idx, q_idx, kv_idx):
    return kv_idx <= q_idx


def sliding_window_overlay(sliding_window: int) -> Callable:
    def inner_mask(batch_idx, head_idx, q_idx, kv_idx):
        return kv_idx > q_idx - sliding_window

    return inner_mask


def padding_mask_function(padding_mask: torch.Tensor) -> Callable:
    def inner_mask(batch_idx, head_idx, q_idx, kv_idx):
        return padding_mask[batch_idx, kv_idx]

    return inner_mask


def _ignore_causal_mask_sdpa(
    padding_mask: Optional[torch.Tensor],
    query_length: int,
    kv_length: int,
    local_attention_size: Optional[int] = None,
) -> bool:
    """Whether the mask can be dropped so that SDPA's own ``is_causal`` path is used.

    Only decided eagerly: when the caller is traced the answer would be frozen into the graph
    for whatever padding the example batch happened to have.
    """
    if padding_mask is not None and padding_mask.shape[-1] > kv_length:
        padding_mask = padding_mask[:, :kv_length]

    if (
        not is_tracing(padding_mask)
        and (query_length == 1 or kv_length == query_length)
        and (local_attention_size is None or kv_length < local_attention_size)
        and (padding_mask is None or padding_mask.all())
    ):
        return True
    return False


def sdpa_mask(
    batch_size: int,
    query_length: int,
    kv_length: int,
    mask_function: Callable = causal_mask_function,
    attention_mask: Optional[torch.Tensor] = None,
    local_size: Optional[int] = None,
    allow_is_causal_skip: bool = True,
    device=None,
) -> Optional[torch.Tensor]:
    if allow_is_causal_skip and _ignore_causal_mask_sdpa(attention_mask, query_length, kv_length, local_size):
        return None

    if attention_mask is not None:
        mask_function = and_masks(mask_function, padding_mask_function(attention_mask))

    batch_arange = torch.arange(batch_size, device=device)
    head_arange = torch.arange(1, device=device)
    q_arange = torch.arange(kv_length - query_length, kv_length, device=device)
    kv_arange = torch.arange(kv_length, device=device)

    causal_mask = mask_function(
        batch_arange[:, None, None, None],
        head_arange[None, :, None, None],
        q_arange[None, None, :, None],
        kv_arange[None, None, None, :],
    )
    return causal_mask.expand(batch_size, -1, query_length, kv_length)
