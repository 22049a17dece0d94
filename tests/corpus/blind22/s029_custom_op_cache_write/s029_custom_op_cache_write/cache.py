import torch

from .ops import cache_write


class Cache:
    """Abstract per-layer KV storage."""

    is_compileable = False

    def update(self, key_states, value_states, layer_idx, cache_kwargs=None):
        raise NotImplementedError

    def get_max_cache_shape(self):
        raise NotImplementedError


class StaticCache(Cache):
    is_compileable = True

    def __init__(self, num_layers, batch_size, num_heads, head_dim, max_cache_len, dtype=torch.float32):
        self.max_cache_len = max_cache_len
        shape = (batch_size, num_heads, max_cache_len, head_dim)
        self.key_cache = [torch.zeros(shape, dtype=dtype) for _ in range(num_layers)]
        self.value_cache = [torch.zeros(shape, dtype=dtype) for _ in range(num_layers)]

    def get_max_cache_shape(self):
        return self.max_cache_len

    def update(self, key_states, value_states, layer_idx, cache_kwargs=None):
        cache_position = cache_kwargs.get("cache_position") if cache_kwargs else None
        k_out = self.key_cache[layer_idx]
        v_out = self.value_cache[layer_idx]
        if cache_position is None:
            k_out.copy_(key_states)
            v_out.copy_(value_states)
        else:
            cache_write(k_out, v_out, key_states, value_states, cache_position)
        return k_out, v_out
