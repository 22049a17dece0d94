import torch
import torch.nn.functional as F

from .masking_utils import and_masks, causal_mask_function, sdpa_mask, sliding_window_overlay


class AttentionMaskConfig:
    sliding_window = None
    attention_dropout = 0.0


_MASK_CONFIG = AttentionMaskConfig()


def _mask_function_for(config):
    if config.sliding_window is not None:
        return and_masks(causal_mask_function, sliding_window_overlay(config.sliding_window))
    return causal_mask_function


@torch.compile(fullgraph=True)
def masked_self_attention(query, key, value, padding_mask):
    batch_size, _, query_length, _ = query.shape
    kv_length = key.shape[-2]
    mask = sdpa_mask(
        batch_size,
        query_length,
        kv_length,
        mask_function=_mask_function_for(_MASK_CONFIG),
        attention_mask=padding_mask,
        local_size=_MASK_CONFIG.sliding_window,
        device=query.device,
    )
    is_causal = mask is None and query_length > 1
    return F.scaled_dot_product_attention(
        query, key, value, attn_mask=mask, dropout_p=_MASK_CONFIG.attention_dropout, is_causal=is_causal
    )
