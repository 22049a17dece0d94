import torch
import torch.nn.functional as F

from .snapkv import SnapKVCompressor


class SnapKVDecoder:
    def __init__(self, capacity: int = 8):
        self.compressor = SnapKVCompressor(capacity)

    @torch.compile(fullgraph=True)
    def step(self, obs_q, k_cache, v_cache):
        k, v = self.compressor.compress(obs_q, k_cache, v_cache)
        return F.scaled_dot_product_attention(obs_q, k, v)
