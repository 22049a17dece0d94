import torch

from .configuration import GemmaLiteConfig


def causal_mask_function(q_idx, kv_idx):
    return kv_idx <= q_idx


def sliding_window_overlay(window: int):
    def inner(q_idx, kv_idx):
        return kv_idx > q_idx - window

    return inner


def _materialize(mask_fns, cache_position: torch.Tensor, kv_length: int, dtype) -> torch.Tensor:
    q_idx = cache_position[:, None]
    kv_idx = torch.arange(kv_length, device=cache_position.device)[None, :]
    allowed = torch.ones(q_idx.shape[0], kv_length, dtype=torch.bool, device=cache_position.device)
    for fn in mask_fns:
        allowed = allowed & fn(q_idx, kv_idx)
    return torch.zeros(allowed.shape, dtype=dtype).masked_fill(~allowed, torch.finfo(dtype).min)[None, None]


def create_masks_for_generate(config: GemmaLiteConfig, input_embeds: torch.Tensor, cache_position: torch.Tensor):
    """One additive mask per attention type actually used by the model."""
    kv_length = input_embeds.shape[1]
    builders = {
        "full_attention": [causal_mask_function],
        "sliding_attention": [causal_mask_function, sliding_window_overlay(config.sliding_window)],
    }
    masks = {}
    for layer_type in set(config.layer_types):
        masks[layer_type] = _materialize(builders[layer_type], cache_position, kv_length, input_embeds.dtype)
    return masks
