import torch


class DynamicCache:
    def __init__(self):
        self.key_cache: list = []
        self.value_cache: list = []

    def update(self, key, value, layer_idx: int):
        if len(self.key_cache) <= layer_idx:
            self.key_cache.append(key)
            self.value_cache.append(value)
        else:
            self.key_cache[layer_idx] = torch.cat([self.key_cache[layer_idx], key], dim=-2)
            self.value_cache[layer_idx] = torch.cat([self.value_cache[layer_idx], value], dim=-2)
        return self.key_cache[layer_idx], self.value_cache[layer_idx]

    def get_seq_length(self, layer_idx: int = 0) -> int:
        return 0 if len(self.key_cache) <= layer_idx else self.key_cache[layer_idx].shape[-2]


class EncoderDecoderCache:
    def __init__(self, self_attention_cache: DynamicCache, cross_attention_cache: DynamicCache):
        self.self_attention_cache = self_attention_cache
        self.cross_attention_cache = cross_attention_cache
