import torch
from torch import nn

from .quant import Fp8KVCacheQuantizer


class PagedKVWriteLayer(nn.Module):
    """Writes the current tokens' K/V into an fp8 paged cache and reads the pages back."""

    def __init__(self, layer_idx: int = 0, num_kv_heads: int = 2, head_dim: int = 4, block_size: int = 4):
        super().__init__()
        self.num_kv_heads = num_kv_heads
        self.head_dim = head_dim
        self.block_size = block_size
        self.kv_quant = Fp8KVCacheQuantizer(layer_idx)

    def forward(self, key, value, key_cache, value_cache, slot_mapping):
        k = key.view(-1, self.num_kv_heads, self.head_dim)
        v = value.view(-1, self.num_kv_heads, self.head_dim)
        k_q, v_q = self.kv_quant(k, v)
        flat_k = key_cache.view(-1, self.num_kv_heads, self.head_dim)
        flat_v = value_cache.view(-1, self.num_kv_heads, self.head_dim)
        flat_k.index_copy_(0, slot_mapping, k_q.view(key_cache.dtype))
        flat_v.index_copy_(0, slot_mapping, v_q.view(value_cache.dtype))
        k_deq = flat_k.index_select(0, slot_mapping).view(torch.float8_e4m3fn).float() * self.kv_quant.k_scale
        return k_deq.view(-1, self.num_kv_heads * self.head_dim)


attn = torch.compile(PagedKVWriteLayer(), fullgraph=True)
