import torch

from .jit import get_paged_attention_ops


class PagedAttentionBackend:
    def __init__(self, num_heads: int, head_dim: int):
        self.num_heads = num_heads
        self.head_dim = head_dim
        self.scale = head_dim ** -0.5

    @property
    def ops(self):
        return get_paged_attention_ops()

    def forward_decode(self, query, key_cache, value_cache, block_tables, seq_lens):
        query = query.view(-1, self.num_heads, self.head_dim)
        out = torch.empty_like(query)
        self.ops.paged_attention_v1(
            out, query, key_cache, value_cache, block_tables, seq_lens, self.scale
        )
        return out.view(-1, self.num_heads * self.head_dim)
