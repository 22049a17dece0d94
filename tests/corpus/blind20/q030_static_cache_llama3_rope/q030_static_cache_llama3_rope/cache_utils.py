"""Preallocated (static) KV cache, safe for CUDA graphs."""
import logging
import os

import torch

logger = logging.getLogger(__name__)

# set CORPUS_DEBUG_KV_CACHE=1 to trace every cache write (eager debugging only)
_DEBUG_KV_CACHE = os.environ.get("CORPUS_DEBUG_KV_CACHE", "0") == "1"


class StaticCache:
    is_compileable = True

    def __init__(self, num_layers, max_batch_size, num_heads, head_dim, max_cache_len, dtype=torch.float32):
        self.max_cache_len = max_cache_len
        shape = (max_batch_size, num_heads, max_cache_len, head_dim)
        self.key_cache = []
        self.value_cache = []
        for _ in range(num_layers):
            k = torch.zeros(shape, dtype=dtype)
            v = torch.zeros(shape, dtype=dtype)
            torch._dynamo.mark_static_address(k)
            torch._dynamo.mark_static_address(v)
            self.key_cache.append(k)
            self.value_cache.append(v)

    def update(self, key_states, value_states, layer_idx, cache_kwargs=None):
        cache_position = cache_kwargs.get("cache_position") if cache_kwargs else None
        k_out = self.key_cache[layer_idx]
        v_out = self.value_cache[layer_idx]
        if _DEBUG_KV_CACHE:
            logger.info("layer %d write at %s", layer_idx, cache_position.tolist())
        if cache_position is None:
            k_out.copy_(key_states)
            v_out.copy_(value_states)
        else:
            k_out.index_copy_(2, cache_position, key_states)
            v_out.index_copy_(2, cache_position, value_states)
        return k_out, v_out

    def get_max_cache_shape(self) -> int:
        return self.max_cache_len
