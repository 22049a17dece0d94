from typing import Optional

import torch

from .import_utils import is_torchdynamo_compiling


def _ignore_causal_mask_sdpa(
    attention_mask: Optional[torch.Tensor],
    inputs_embeds: torch.Tensor,
    past_key_values_length: int,
    sliding_window: Optional[int] = None,
    is_training: bool = False,
) -> bool:
    query_length = inputs_embeds.shape[1]
    key_value_length = query_length + past_key_values_length
    is_tracing = (
        torch.jit.is_tracing()
        or isinstance(inputs_embeds, torch.fx.Proxy)
        or is_torchdynamo_compiling()
    )

    ignore_causal_mask = False
    if attention_mask is None:
        if (
            (is_training or not is_tracing)
            and (query_length == 1 or key_value_length == query_length)
            and (sliding_window is None or key_value_length < sliding_window)
        ):
            ignore_causal_mask = True
    elif sliding_window is None or key_value_length < sliding_window:
        if attention_mask.dim() == 4:
            return False
        elif not is_tracing and torch.all(attention_mask == 1):
            if query_length == 1 or key_value_length == query_length:
                ignore_causal_mask = True
    return ignore_causal_mask


def prepare_4d_causal_attention_mask_for_sdpa(
    attention_mask: Optional[torch.Tensor],
    inputs_embeds: torch.Tensor,
    past_key_values_length: int,
) -> Optional[torch.Tensor]:
    bsz, query_length = inputs_embeds.shape[:2]
    key_value_length = query_length + past_key_values_length
    if _ignore_causal_mask_sdpa(attention_mask, inputs_embeds, past_key_values_length):
        return None
    dtype = inputs_embeds.dtype
    min_value = torch.finfo(dtype).min
    q_pos = torch.arange(past_key_values_length, key_value_length, device=inputs_embeds.device)
    kv_pos = torch.arange(key_value_length, device=inputs_embeds.device)
    causal = kv_pos[None, :] <= q_pos[:, None]
    mask = causal[None, None].expand(bsz, 1, query_length, key_value_length)
    if attention_mask is not None:
        mask = mask & attention_mask[:, None, None, :].bool()
    return torch.zeros(mask.shape, dtype=dtype, device=mask.device).masked_fill(~mask, min_value)
