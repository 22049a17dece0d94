from typing import Callable, Dict

import torch

from .validation import check_chunk_alignment, check_window

MaskMod = Callable[[torch.Tensor, torch.Tensor], torch.Tensor]


def and_masks(*mods: MaskMod) -> MaskMod:
    def combined(q_idx, kv_idx):
        result = q_idx.new_ones((), dtype=torch.bool)
        for mod in mods:
            result = result & mod(q_idx, kv_idx)
        return result

    return combined


def causal_mask_mod(config, seq_len: int) -> MaskMod:
    return lambda q_idx, kv_idx: kv_idx <= q_idx


def sliding_window_mask_mod(config, seq_len: int) -> MaskMod:
    window = config.sliding_window
    check_window(window, "sliding_window")
    return and_masks(causal_mask_mod(config, seq_len), lambda q_idx, kv_idx: q_idx - kv_idx < window)


def chunked_mask_mod(config, seq_len: int) -> MaskMod:
    chunk = config.attention_chunk_size
    check_window(chunk, "attention_chunk_size")
    check_chunk_alignment(seq_len, chunk)
    return and_masks(
        causal_mask_mod(config, seq_len),
        lambda q_idx, kv_idx: torch.div(q_idx, chunk, rounding_mode="floor")
        == torch.div(kv_idx, chunk, rounding_mode="floor"),
    )


LAYER_PATTERN_TO_MASK_MOD: Dict[str, Callable[..., MaskMod]] = {
    "full_attention": causal_mask_mod,
    "sliding_attention": sliding_window_mask_mod,
    "chunked_attention": chunked_mask_mod,
}


def create_masks_for_layers(config, positions: torch.Tensor, dtype: torch.dtype) -> Dict[str, torch.Tensor]:
    seq_len = positions.shape[0]
    q_idx, kv_idx = positions[:, None], positions[None, :]
    masks = {}
    for layer_type in sorted(set(config.layer_types)):
        mask_mod = LAYER_PATTERN_TO_MASK_MOD[layer_type](config, seq_len)
        allowed = mask_mod(q_idx, kv_idx)
        masks[layer_type] = torch.zeros(allowed.shape, dtype=dtype).masked_fill(~allowed, float("-inf"))
    return masks
