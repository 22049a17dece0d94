import torch
import torch.nn as nn
import torch.nn.functional as F

from .config import CacheConfig
from .metadata import PrefillMetadata, PrefillMetadataBuilder


def write_to_paged_cache(
    key: torch.Tensor, value: torch.Tensor, kv_cache: torch.Tensor, slot_mapping: torch.Tensor
) -> None:
    num_slots = kv_cache.shape[1] * kv_cache.shape[2]
    flat = kv_cache.view(2, num_slots, kv_cache.shape[3], kv_cache.shape[4])
    valid = slot_mapping.clamp(min=0)
    flat[0].index_copy_(0, valid, key)
    flat[1].index_copy_(0, valid, value)


class PagedPrefillAttention(nn.Module):
    def __init__(self, hidden_size: int, cache_config: CacheConfig):
        super().__init__()
        self.cache_config = cache_config
        self.num_heads = cache_config.num_kv_heads
        self.head_dim = cache_config.head_dim
        self.qkv_proj = nn.Linear(hidden_size, 3 * self.num_heads * self.head_dim, bias=False)
        self.o_proj = nn.Linear(self.num_heads * self.head_dim, hidden_size, bias=False)
        self.builder = PrefillMetadataBuilder(cache_config)
        self.register_buffer("kv_cache", torch.zeros(cache_config.kv_cache_shape()), persistent=False)

    def _attend(self, q, k, v, meta: PrefillMetadata) -> torch.Tensor:
        # single-sequence causal attention over the packed prefill tokens
        q = q.transpose(0, 1)
        k = k.transpose(0, 1)
        v = v.transpose(0, 1)
        out = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        return out.transpose(0, 1).reshape(meta.num_prefill_tokens, -1)

    def forward(self, hidden: torch.Tensor, seq_lens: torch.Tensor) -> torch.Tensor:
        num_tokens = hidden.shape[0]
        meta = self.builder.build(seq_lens, num_tokens)
        q, k, v = self.qkv_proj(hidden).chunk(3, dim=-1)
        q = q.view(num_tokens, self.num_heads, self.head_dim)
        k = k.view(num_tokens, self.num_heads, self.head_dim)
        v = v.view(num_tokens, self.num_heads, self.head_dim)
        write_to_paged_cache(k, v, self.kv_cache, meta.slot_mapping)
        return self.o_proj(self._attend(q, k, v, meta))


layer = PagedPrefillAttention(8, CacheConfig())
compiled_layer = torch.compile(layer, fullgraph=True)
