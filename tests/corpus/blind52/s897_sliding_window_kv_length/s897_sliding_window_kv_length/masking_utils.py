from typing import Callable, Dict, Optional, Tuple

import torch

MaskBuilder = Callable[[torch.Tensor, Optional[object]], Tuple[torch.Tensor, torch.Tensor]]


def _causal_mask(cache_position: torch.Tensor, kv_length: int) -> torch.Tensor:
    kv_idx = torch.arange(kv_length, device=cache_position.device)
    return kv_idx[None, :] <= cache_position[:, None]


def full_attention_mask_builder(config) -> MaskBuilder:
    def build(cache_position, past_key_values):
        kv_length = past_key_values.get_max_cache_shape() if past_key_values is not None else cache_position.shape[0]
        return _causal_mask(cache_position, kv_length), cache_position

    return build


def sliding_window_mask_builder(config) -> MaskBuilder:
    window = config.sliding_window

    def build(cache_position, past_key_values):
        past_seen_tokens = past_key_values.get_seq_length() if past_key_values is not None else 0
        query_length = cache_position.shape[0]
        if past_seen_tokens + query_length > window:
            kv_position = torch.arange(past_seen_tokens + query_length - window, past_seen_tokens + query_length)
            kv_position = kv_position.roll(-(past_seen_tokens % window))
        else:
            kv_position = torch.arange(window)
        mask = (kv_position[None, :] <= cache_position[:, None]) & (kv_position[None, :] > cache_position[:, None] - window)
        return mask, kv_position

    return build


MASK_BUILDERS: Dict[str, Callable] = {
    "full_attention": full_attention_mask_builder,
    "sliding_attention": sliding_window_mask_builder,
}


def create_mask_builder(config) -> MaskBuilder:
    return MASK_BUILDERS[config.attention_type](config)
