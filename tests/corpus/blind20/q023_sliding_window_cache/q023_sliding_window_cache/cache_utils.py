"""KV cache classes (dynamic / sliding window)."""
from typing import Any, Optional

import torch


class Cache:
    is_compileable = False

    def update(self, key_states, value_states, layer_idx: int, cache_kwargs: Optional[dict[str, Any]] = None):
        raise NotImplementedError

    def get_seq_length(self, layer_idx: int = 0) -> int:
        raise NotImplementedError

    def get_max_cache_shape(self) -> Optional[int]:
        return None


class DynamicCache(Cache):
    def __init__(self):
        self.key_cache: list[torch.Tensor] = []
        self.value_cache: list[torch.Tensor] = []

    def update(self, key_states, value_states, layer_idx, cache_kwargs=None):
        if len(self.key_cache) <= layer_idx:
            self.key_cache.append(key_states)
            self.value_cache.append(value_states)
        else:
            self.key_cache[layer_idx] = torch.cat([self.key_cache[layer_idx], key_states], dim=-2)
            self.value_cache[layer_idx] = torch.cat([self.value_cache[layer_idx], value_states], dim=-2)
        return self.key_cache[layer_idx], self.value_cache[layer_idx]

    def get_seq_length(self, layer_idx=0):
        return 0 if len(self.key_cache) <= layer_idx else self.key_cache[layer_idx].shape[-2]


class SlidingWindowCache(Cache):
    """Fixed-size ring of the last `sliding_window` positions, preallocated for CUDA graphs."""

    is_compileable = True

    def __init__(self, num_layers, batch_size, num_heads, head_dim, sliding_window, dtype=torch.float32):
        self.sliding_window = sliding_window
        shape = (batch_size, num_heads, sliding_window, head_dim)
        self.key_cache = [torch.zeros(shape, dtype=dtype) for _ in range(num_layers)]
        self.value_cache = [torch.zeros(shape, dtype=dtype) for _ in range(num_layers)]

    def get_max_cache_shape(self):
        return self.sliding_window

    def _window_update(self, cache, states, cache_position):
        # still filling the window: plain scatter into the slot
        if int(cache_position[-1]) < self.sliding_window:
            cache.index_copy_(2, cache_position, states)
            return cache
        # window full: drop the oldest positions and append at the end
        shifted = torch.roll(cache, -states.shape[-2], dims=2)
        shifted[:, :, -states.shape[-2]:] = states
        cache.copy_(shifted)
        return cache

    def update(self, key_states, value_states, layer_idx, cache_kwargs=None):
        cache_position = cache_kwargs.get("cache_position")
        k_out = self._window_update(self.key_cache[layer_idx], key_states, cache_position)
        v_out = self._window_update(self.value_cache[layer_idx], value_states, cache_position)
        return k_out, v_out

    def get_seq_length(self, layer_idx=0):
        return (self.key_cache[layer_idx][0, 0].any(dim=-1)).sum()
