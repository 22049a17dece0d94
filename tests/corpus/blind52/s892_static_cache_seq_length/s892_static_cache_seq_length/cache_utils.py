from typing import List, Tuple

import torch


class Cache:
    """Base interface shared by the cache implementations."""

    is_compileable = False

    def get_seq_length(self, layer_idx: int = 0) -> int:
        raise NotImplementedError

    def get_max_cache_shape(self) -> int:
        raise NotImplementedError

    def update(self, key_states, value_states, layer_idx, cache_position):
        raise NotImplementedError


class StaticKVCache(Cache):
    is_compileable = True

    def __init__(self, num_layers: int, batch_size: int, num_heads: int, head_dim: int, max_cache_len: int,
                 dtype: torch.dtype = torch.float32, device: str = "cpu"):
        self.max_cache_len = max_cache_len
        shape = (batch_size, num_heads, max_cache_len, head_dim)
        self.key_cache: List[torch.Tensor] = [torch.zeros(shape, dtype=dtype, device=device) for _ in range(num_layers)]
        self.value_cache: List[torch.Tensor] = [torch.zeros(shape, dtype=dtype, device=device) for _ in range(num_layers)]
        self.cache_seqlens = torch.zeros(batch_size, dtype=torch.int32, device=device)

    def get_seq_length(self, layer_idx: int = 0) -> int:
        return self.cache_seqlens.max().item()

    def get_max_cache_shape(self) -> int:
        return self.max_cache_len

    def update(self, key_states, value_states, layer_idx: int, cache_position: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
        k_out = self.key_cache[layer_idx]
        v_out = self.value_cache[layer_idx]
        k_out.index_copy_(2, cache_position, key_states)
        v_out.index_copy_(2, cache_position, value_states)
        if layer_idx == len(self.key_cache) - 1:
            self.cache_seqlens.add_(key_states.shape[2])
        return k_out, v_out
