import torch

from .kv_ops import store_kvcache


class PagedKVCache:
    def __init__(self, num_slots: int, head_dim: int):
        self.k_cache = torch.zeros(num_slots, head_dim)
        self.v_cache = torch.zeros(num_slots, head_dim)

    def write(self, k, v, slot_mapping):
        store_kvcache(k, v, self.k_cache, self.v_cache, slot_mapping)

    def read(self):
        return self.k_cache, self.v_cache
