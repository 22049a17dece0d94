import torch


class StaticCache:
    """Pre-allocated KV cache written in place at ``cache_position``."""

    def __init__(self, num_layers: int, batch_size: int, num_heads: int, max_cache_len: int, head_dim: int,
                 dtype=torch.float32):
        shape = (batch_size, num_heads, max_cache_len, head_dim)
        self.max_cache_len = max_cache_len
        self.key_cache = [torch.zeros(shape, dtype=dtype) for _ in range(num_layers)]
        self.value_cache = [torch.zeros(shape, dtype=dtype) for _ in range(num_layers)]

    def update(self, key_states, value_states, layer_idx: int, cache_position: torch.Tensor):
        k_out, v_out = self.key_cache[layer_idx], self.value_cache[layer_idx]
        k_out.index_copy_(2, cache_position, key_states)
        v_out.index_copy_(2, cache_position, value_states)
        return k_out, v_out

    def get_max_cache_shape(self) -> int:
        return self.max_cache_len

    def reset(self) -> None:
        for k, v in zip(self.key_cache, self.value_cache):
            k.zero_()
            v.zero_()
