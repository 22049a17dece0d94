from typing import Optional

import torch

from .utils import get_logger

logger = get_logger(__name__)


def causal_mask_function(q_idx: torch.Tensor, kv_idx: torch.Tensor) -> torch.Tensor:
    return kv_idx <= q_idx


def _preprocess_mask_arguments(config, input_embeds, attention_mask, cache_position):
    batch, seq_len = input_embeds.shape[:2]
    if cache_position is None:
        cache_position = torch.arange(seq_len, device=input_embeds.device)
    if attention_mask is None:
        logger.warning_once(
            "No `attention_mask` was passed; assuming every token is attended. Pass an explicit "
            "mask when batching padded sequences."
        )
        attention_mask = torch.ones(batch, seq_len, dtype=torch.bool, device=input_embeds.device)
    elif attention_mask.dtype != torch.bool:
        attention_mask = attention_mask.bool()
    return attention_mask, cache_position


def create_causal_mask(config, input_embeds, attention_mask=None, cache_position=None) -> Optional[torch.Tensor]:
    if config.attn_implementation == "flash":
        # flash kernels build their own causal mask
        return None
    attention_mask, cache_position = _preprocess_mask_arguments(config, input_embeds, attention_mask, cache_position)
    kv_idx = torch.arange(attention_mask.shape[-1], device=input_embeds.device)
    causal = causal_mask_function(cache_position[:, None], kv_idx[None, :])
    mask = causal[None, None, :, :] & attention_mask[:, None, None, :]
    min_value = torch.finfo(input_embeds.dtype).min
    return torch.zeros(mask.shape, dtype=input_embeds.dtype).masked_fill(~mask, min_value)
