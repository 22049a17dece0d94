import torch


class HybridDynamicCache:
    """Per-layer KV cache for attention layers, conv + recurrent state for linear-attention layers."""

    def __init__(self, layer_types, batch, conv_dim, conv_width, num_v_heads, k_dim, v_dim):
        self.layer_types = list(layer_types)
        self.key_cache = [None] * len(layer_types)
        self.value_cache = [None] * len(layer_types)
        self.conv_states = [None] * len(layer_types)
        self.recurrent_states = [None] * len(layer_types)
        for i, kind in enumerate(layer_types):
            if kind == "linear_attention":
                self.conv_states[i] = torch.zeros(batch, conv_dim, conv_width)
                self.recurrent_states[i] = torch.zeros(batch, num_v_heads, k_dim, v_dim)

    def update_kv(self, layer_idx, k, v):
        if self.key_cache[layer_idx] is None:
            self.key_cache[layer_idx], self.value_cache[layer_idx] = k, v
        else:
            self.key_cache[layer_idx] = torch.cat([self.key_cache[layer_idx], k], dim=-2)
            self.value_cache[layer_idx] = torch.cat([self.value_cache[layer_idx], v], dim=-2)
        return self.key_cache[layer_idx], self.value_cache[layer_idx]
