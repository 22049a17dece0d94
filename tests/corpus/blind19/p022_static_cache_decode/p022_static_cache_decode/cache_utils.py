from typing import Any, Optional

import torch

from .configuration import GPTLiteConfig


class Cache:
    is_compileable = False

    def update(self, key_states, value_states, layer_idx: int, cache_kwargs: Optional[dict[str, Any]] = None):
        raise NotImplementedError

    def get_seq_length(self, layer_idx: int = 0):
        raise NotImplementedError


class StaticCache(Cache):
    """Pre-allocated KV cache: fixed shapes so that the decode step compiles once."""

    is_compileable = True

    def __init__(self, config: GPTLiteConfig, max_batch_size: int, max_cache_len: Optional[int] = None,
                 dtype=torch.float32, device="cpu"):
        self.max_batch_size = max_batch_size
        self.max_cache_len = max_cache_len or config.max_position_embeddings
        self.head_dim = config.hidden_size // config.num_attention_heads
        shape = (max_batch_size, config.num_attention_heads, self.max_cache_len, self.head_dim)
        self.key_cache: list[torch.Tensor] = []
        self.value_cache: list[torch.Tensor] = []
        for _ in range(config.num_hidden_layers):
            k = torch.zeros(shape, dtype=dtype, device=device)
            v = torch.zeros(shape, dtype=dtype, device=device)
            # Static addresses let cudagraphs reuse the buffers; only legal outside of tracing.
            if not torch.compiler.is_compiling():
                torch._dynamo.mark_static_address(k)
                torch._dynamo.mark_static_address(v)
            self.key_cache.append(k)
            self.value_cache.append(v)

    def update(self, key_states, value_states, layer_idx, cache_kwargs=None):
        cache_position = cache_kwargs.get("cache_position") if cache_kwargs else None
        k_out = self.key_cache[layer_idx]
        v_out = self.value_cache[layer_idx]
        if cache_position is None:
            k_out.copy_(key_states)
            v_out.copy_(value_states)
            return k_out, v_out
        try:
            k_out.index_copy_(2, cache_position, key_states)
            v_out.index_copy_(2, cache_position, value_states)
        except NotImplementedError:
            # MPS does not implement index_copy_
            k_out[:, :, cache_position] = key_states
            v_out[:, :, cache_position] = value_states
        return k_out, v_out

    def get_seq_length(self, layer_idx: int = 0):
        return (self.key_cache[layer_idx][0, 0].any(dim=-1)).sum()

    def get_max_cache_shape(self) -> int:
        return self.max_cache_len
