import torch


class Cache:
    is_compileable = False

    def update(self, key_states, value_states, layer_idx, cache_kwargs=None):
        raise NotImplementedError

    def get_seq_length(self, layer_idx: int = 0) -> int:
        raise NotImplementedError

    def get_max_cache_shape(self):
        return None

    def get_mask_sizes(self, cache_position: torch.Tensor, layer_idx: int = 0):
        query_length = cache_position.shape[0]
        past_seen_tokens = self.get_seq_length(layer_idx)
        return query_length + past_seen_tokens, 0


class DynamicCache(Cache):
    def __init__(self):
        self.key_cache = []
        self.value_cache = []

    def update(self, key_states, value_states, layer_idx, cache_kwargs=None):
        if len(self.key_cache) <= layer_idx:
            self.key_cache.append(key_states)
            self.value_cache.append(value_states)
        else:
            self.key_cache[layer_idx] = torch.cat([self.key_cache[layer_idx], key_states], dim=-2)
            self.value_cache[layer_idx] = torch.cat([self.value_cache[layer_idx], value_states], dim=-2)
        return self.key_cache[layer_idx], self.value_cache[layer_idx]

    def get_seq_length(self, layer_idx: int = 0) -> int:
        if len(self.key_cache) <= layer_idx:
            return 0
        return self.key_cache[layer_idx].shape[-2]

    @classmethod
    def from_legacy_cache(cls, past_key_values):
        cache = cls()
        if past_key_values is not None:
            for layer_idx, (key_states, value_states) in enumerate(past_key_values):
                cache.update(key_states, value_states, layer_idx)
        return cache


class StaticCache(Cache):
    """Preallocated cache; shapes never change, so the decode step can be captured once."""

    is_compileable = True

    def __init__(self, num_layers, batch_size, num_heads, head_dim, max_cache_len, dtype=torch.float32, device=None):
        self.max_cache_len = max_cache_len
        shape = (batch_size, num_heads, max_cache_len, head_dim)
        self.key_cache = [torch.zeros(shape, dtype=dtype, device=device) for _ in range(num_layers)]
        self.value_cache = [torch.zeros(shape, dtype=dtype, device=device) for _ in range(num_layers)]

    def update(self, key_states, value_states, layer_idx, cache_kwargs=None):
        cache_position = cache_kwargs.get("cache_position")
        k_out = self.key_cache[layer_idx]
        v_out = self.value_cache[layer_idx]
        k_out.index_copy_(2, cache_position, key_states)
        v_out.index_copy_(2, cache_position, value_states)
        return k_out, v_out

    def get_seq_length(self, layer_idx: int = 0) -> int:
        # occupied slots are the ones with any non-zero entry in the first head
        return int(self.key_cache[layer_idx][0, 0].any(dim=-1).sum())

    def get_max_cache_shape(self):
        return self.max_cache_len

    def get_mask_sizes(self, cache_position, layer_idx: int = 0):
        return self.max_cache_len, 0
