import logging
from typing import Callable, Dict, Type

import torch

logger = logging.getLogger(__name__)

MASK_BUILDERS: Dict[str, Type["MaskBuilder"]] = {}


def register_mask_builder(layer_type: str) -> Callable:
    def wrap(cls):
        MASK_BUILDERS[layer_type] = cls
        return cls

    return wrap


class MaskBuilder:
    def __init__(self, config):
        self.config = config

    def allowed(self, q_pos: torch.Tensor, k_pos: torch.Tensor) -> torch.Tensor:
        return k_pos[None, :] <= q_pos[:, None]

    def build(self, positions: torch.Tensor, dtype: torch.dtype) -> torch.Tensor:
        allowed = self.allowed(positions, positions)
        bias = torch.zeros(allowed.shape, dtype=dtype, device=positions.device)
        return bias.masked_fill(~allowed, torch.finfo(dtype).min)


@register_mask_builder("full_attention")
class CausalMaskBuilder(MaskBuilder):
    pass


@register_mask_builder("chunked_attention")
class ChunkedMaskBuilder(MaskBuilder):
    def allowed(self, q_pos: torch.Tensor, k_pos: torch.Tensor) -> torch.Tensor:
        chunk = self.config.attention_chunk_size
        same_chunk = (q_pos[:, None] // chunk) == (k_pos[None, :] // chunk)
        return super().allowed(q_pos, k_pos) & same_chunk


@register_mask_builder("sliding_attention")
class SlidingWindowMaskBuilder(MaskBuilder):
    def allowed(self, q_pos: torch.Tensor, k_pos: torch.Tensor) -> torch.Tensor:
        window = self.config.sliding_window
        if q_pos.shape[0] > window:
            logger.info("sequence of %d tokens exceeds sliding window %d", q_pos.shape[0], window)
        in_window = (q_pos[:, None] - k_pos[None, :]) < window
        return super().allowed(q_pos, k_pos) & in_window


def build_masks(config, positions: torch.Tensor, dtype: torch.dtype) -> Dict[str, torch.Tensor]:
    masks = {}
    for layer_type in dict.fromkeys(config.layer_types):
        builder = MASK_BUILDERS[layer_type](config)
        masks[layer_type] = builder.build(positions, dtype)
    return masks
