from typing import List, Tuple

import torch


class SlidingWindowCache:
    def __init__(self, num_layers: int, batch_size: int, num_heads: int, head_dim: int, sliding_window: int):
        self.sliding_window = sliding_window
        shape = (batch_size, num_heads, sliding_window, head_dim)
        self.key_cache: List[torch.Tensor] = [torch.zeros(shape) for _ in range(num_layers)]
        self.value_cache: List[torch.Tensor] = [torch.zeros(shape) for _ in range(num_layers)]
        self.cache_seqlens = torch.zeros(batch_size, dtype=torch.int64)

    def get_seq_length(self, layer_idx: int = 0) -> int:
        return int(self.cache_seqlens.max())

    def get_max_cache_shape(self) -> int:
        return self.sliding_window

    def update(self, key_states: torch.Tensor, value_states: torch.Tensor, layer_idx: int,
               cache_position: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
        slot = cache_position % self.sliding_window
        self.key_cache[layer_idx].index_copy_(2, slot, key_states)
        self.value_cache[layer_idx].index_copy_(2, slot, value_states)
        if layer_idx == len(self.key_cache) - 1:
            self.cache_seqlens.add_(key_states.shape[2])
        return self.key_cache[layer_idx], self.value_cache[layer_idx]
