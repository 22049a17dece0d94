"""KV cache classes. Static caches are pre-allocated; the bucketed variant only
attends over the smallest power-of-two prefix that covers the live tokens."""
import bisect
from typing import List, Tuple

import torch


class Cache:
    def __init__(self, num_layers: int):
        self.num_layers = num_layers

    def update(self, key_states, value_states, layer_idx, cache_position) -> Tuple[torch.Tensor, torch.Tensor]:
        raise NotImplementedError

    def get_max_cache_shape(self) -> int:
        raise NotImplementedError


class StaticCache(Cache):
    def __init__(self, num_layers, batch_size, num_heads, head_dim, max_cache_len, dtype=torch.float32):
        super().__init__(num_layers)
        self.max_cache_len = max_cache_len
        shape = (batch_size, num_heads, max_cache_len, head_dim)
        self.key_cache: List[torch.Tensor] = [torch.zeros(shape, dtype=dtype) for _ in range(num_layers)]
        self.value_cache: List[torch.Tensor] = [torch.zeros(shape, dtype=dtype) for _ in range(num_layers)]

    def get_max_cache_shape(self) -> int:
        return self.max_cache_len

    def _write(self, key_states, value_states, layer_idx, cache_position):
        k_out = self.key_cache[layer_idx]
        v_out = self.value_cache[layer_idx]
        k_out.index_copy_(2, cache_position, key_states)
        v_out.index_copy_(2, cache_position, value_states)
        return k_out, v_out

    def update(self, key_states, value_states, layer_idx, cache_position):
        return self._write(key_states, value_states, layer_idx, cache_position)


class BucketedStaticCache(StaticCache):
    """Returns only the first `bucket` slots so decode attention cost scales
    with the live length rather than max_cache_len."""

    def __init__(self, *args, min_bucket: int = 4, **kwargs):
        super().__init__(*args, **kwargs)
        self.buckets = []
        b = min_bucket
        while b < self.max_cache_len:
            self.buckets.append(b)
            b *= 2
        self.buckets.append(self.max_cache_len)
        self.seen_tokens = 0

    def _bucket_for(self, needed: int) -> int:
        idx = bisect.bisect_left(self.buckets, needed)
        return self.buckets[min(idx, len(self.buckets) - 1)]

    def update(self, key_states, value_states, layer_idx, cache_position):
        k_out, v_out = self._write(key_states, value_states, layer_idx, cache_position)
        if layer_idx == 0:
            self.seen_tokens += key_states.shape[-2]
        bucket = self._bucket_for(self.seen_tokens)
        return k_out[:, :, :bucket], v_out[:, :, :bucket]
