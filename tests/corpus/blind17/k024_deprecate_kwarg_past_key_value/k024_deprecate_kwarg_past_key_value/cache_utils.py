import torch


class StaticLayerCache:
    """Preallocated per-layer key/value storage, written with ``index_copy_``."""

    def __init__(self, num_layers, batch, heads, max_len, head_dim):
        self.keys = [torch.zeros(batch, heads, max_len, head_dim) for _ in range(num_layers)]
        self.values = [torch.zeros(batch, heads, max_len, head_dim) for _ in range(num_layers)]

    def update(self, key_states, value_states, layer_idx, cache_position):
        self.keys[layer_idx].index_copy_(2, cache_position, key_states)
        self.values[layer_idx].index_copy_(2, cache_position, value_states)
        return self.keys[layer_idx], self.values[layer_idx]
