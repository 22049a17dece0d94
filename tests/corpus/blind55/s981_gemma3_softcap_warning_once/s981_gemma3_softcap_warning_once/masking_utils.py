from typing import Callable, Dict

import torch

from .log_utils import get_logger

logger = get_logger(__name__)


def causal_mask_function(q_idx: torch.Tensor, kv_idx: torch.Tensor) -> torch.Tensor:
    return kv_idx <= q_idx


def sliding_window_overlay(sliding_window: int) -> Callable:
    def inner(q_idx: torch.Tensor, kv_idx: torch.Tensor) -> torch.Tensor:
        return kv_idx > q_idx - sliding_window

    return inner


def _materialize(mask_fn: Callable, cache_position: torch.Tensor, kv_length: int, dtype) -> torch.Tensor:
    kv_idx = torch.arange(kv_length, device=cache_position.device)
    allowed = mask_fn(cache_position[:, None], kv_idx[None, :])
    min_value = torch.finfo(dtype).min
    mask = torch.zeros(allowed.shape, dtype=dtype, device=cache_position.device)
    return mask.masked_fill(~allowed, min_value)[None, None]


def create_causal_mask(config, input_embeds: torch.Tensor, cache_position: torch.Tensor) -> torch.Tensor:
    kv_length = input_embeds.shape[1]
    return _materialize(causal_mask_function, cache_position, kv_length, input_embeds.dtype)


def create_sliding_window_causal_mask(config, input_embeds: torch.Tensor, cache_position: torch.Tensor) -> torch.Tensor:
    if config._attn_implementation == "sdpa" and config.attn_logit_softcapping is not None:
        logger.warning_once(
            "Attention logit soft-capping is not supported by the sdpa kernel; "
            "sliding-window layers will run without it. Use attn_implementation='eager' for exact results."
        )
    window = sliding_window_overlay(config.sliding_window)

    def mask_fn(q_idx, kv_idx):
        return causal_mask_function(q_idx, kv_idx) & window(q_idx, kv_idx)

    kv_length = input_embeds.shape[1]
    return _materialize(mask_fn, cache_position, kv_length, input_embeds.dtype)


def build_mask_mapping(config, input_embeds: torch.Tensor, cache_position: torch.Tensor) -> Dict[str, torch.Tensor]:
    mapping = {"full_attention": create_causal_mask(config, input_embeds, cache_position)}
    if "sliding_attention" in config.layer_types:
        mapping["sliding_attention"] = create_sliding_window_causal_mask(config, input_embeds, cache_position)
    return mapping
