from dataclasses import dataclass

import torch

from .ops import build_cross_attention_mask, gather_cross_kv


@dataclass
class CrossAttnMetadata:
    slot_starts: torch.Tensor
    num_vision_tokens: torch.Tensor
    max_vision_tokens: int

    @property
    def attn_mask(self) -> torch.Tensor:
        return build_cross_attention_mask(self.num_vision_tokens, self.max_vision_tokens)


class VisionCrossKVPool:
    """Flat slot pool holding projected image K/V, written once at prefill."""

    def __init__(self, num_layers: int, num_slots: int, num_heads: int, head_dim: int):
        self.k_buffer = [torch.randn(num_slots, num_heads, head_dim) for _ in range(num_layers)]
        self.v_buffer = [torch.randn(num_slots, num_heads, head_dim) for _ in range(num_layers)]

    def get_kv(self, layer_id: int, meta: CrossAttnMetadata):
        k = gather_cross_kv(self.k_buffer[layer_id], meta.slot_starts, meta.num_vision_tokens,
                            meta.max_vision_tokens)
        v = gather_cross_kv(self.v_buffer[layer_id], meta.slot_starts, meta.num_vision_tokens,
                            meta.max_vision_tokens)
        return k.transpose(1, 2), v.transpose(1, 2)
