from __future__ import annotations

from dataclasses import dataclass

import torch
import torch.nn.functional as F

from .paged_attn import PagedAttention


@dataclass
class TorchSDPAMetadata:
    slot_mapping: torch.Tensor
    block_tables: torch.Tensor
    seq_lens_tensor: torch.Tensor
    max_decode_seq_len: int


class TorchSDPABackendImpl:
    def __init__(self, num_heads: int, head_size: int, scale: float, kv_cache_dtype: str = "auto"):
        self.num_heads = num_heads
        self.head_size = head_size
        self.scale = scale
        self.kv_cache_dtype = kv_cache_dtype

    def forward(self, query, key, value, kv_cache: torch.Tensor, attn_metadata: TorchSDPAMetadata):
        query = query.view(-1, self.num_heads, self.head_size)
        key = key.view(-1, self.num_heads, self.head_size)
        value = value.view(-1, self.num_heads, self.head_size)
        key_cache, value_cache = PagedAttention.split_kv_cache(kv_cache)
        PagedAttention.write_to_paged_cache(
            key, value, key_cache, value_cache, attn_metadata.slot_mapping, self.kv_cache_dtype
        )
        keys = key_cache[attn_metadata.block_tables].flatten(1, 2).transpose(1, 2)
        values = value_cache[attn_metadata.block_tables].flatten(1, 2).transpose(1, 2)
        positions = torch.arange(keys.shape[2])
        mask = positions[None, :] < attn_metadata.seq_lens_tensor[:, None]
        out = F.scaled_dot_product_attention(
            query.unsqueeze(2), keys, values, attn_mask=mask[:, None, None, :], scale=self.scale
        )
        return out.squeeze(2).reshape(-1, self.num_heads * self.head_size)
