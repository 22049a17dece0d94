import torch

from .memory_pool import MHATokenToKVPool


class TorchNativeAttnBackend:
    def __init__(self, kv_pool: MHATokenToKVPool, scaling: float):
        self.kv_pool = kv_pool
        self.scaling = scaling

    def forward_decode(self, q, k, v, out_cache_loc, save_kv_cache: bool = True):
        if save_kv_cache:
            self.kv_pool.set_kv_buffer(out_cache_loc, k, v)
        k_cache, v_cache = self.kv_pool.get_kv_buffer()
        scores = (q @ k_cache.transpose(0, 1)) * self.scaling
        return torch.softmax(scores, dim=-1) @ v_cache
