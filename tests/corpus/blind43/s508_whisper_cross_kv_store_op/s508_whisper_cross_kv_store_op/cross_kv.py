import torch

from .ops import store_cross_kv


class WhisperCrossKVWriter:
    """Fills the cross-attention cache once, on the prefill step of a request."""

    def __init__(self, num_layers: int, num_slots: int, num_heads: int, head_dim: int):
        self.k_caches = [torch.zeros(num_slots, num_heads, head_dim) for _ in range(num_layers)]
        self.v_caches = [torch.zeros(num_slots, num_heads, head_dim) for _ in range(num_layers)]

    def write(self, layer_idx: int, key: torch.Tensor, value: torch.Tensor, slot_mapping: torch.Tensor):
        store_cross_kv(key, value, self.k_caches[layer_idx], self.v_caches[layer_idx], slot_mapping)

    def gather(self, layer_idx: int, slot_mapping: torch.Tensor):
        safe = slot_mapping.clamp(min=0)
        return self.k_caches[layer_idx][safe], self.v_caches[layer_idx][safe]
