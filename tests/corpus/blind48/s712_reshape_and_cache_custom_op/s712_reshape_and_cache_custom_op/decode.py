import torch

from .metadata import PagedAttentionMetadata

_ops = torch.ops.blind48_s712


class PagedAttentionImpl:
    def __init__(self, num_heads: int, head_size: int):
        self.num_heads = num_heads
        self.head_size = head_size
        self.scale = head_size**-0.5

    def forward(self, query, key, value, key_cache, value_cache, attn_metadata: PagedAttentionMetadata):
        n = attn_metadata.num_decode_tokens
        query = query.view(n, self.num_heads, self.head_size)
        key = key.view(n, self.num_heads, self.head_size)
        value = value.view(n, self.num_heads, self.head_size)
        _ops.reshape_and_cache(key, value, key_cache, value_cache, attn_metadata.slot_mapping)
        out = _ops.paged_attention_decode(
            query, key_cache, value_cache, attn_metadata.block_tables, attn_metadata.seq_lens, self.scale
        )
        return out.view(n, self.num_heads * self.head_size)


_IMPL = PagedAttentionImpl(num_heads=2, head_size=4)


@torch.compile(fullgraph=True)
def decode_attention(query, key, value, key_cache, value_cache, slot_mapping, block_tables, seq_lens):
    metadata = PagedAttentionMetadata(slot_mapping=slot_mapping, block_tables=block_tables, seq_lens=seq_lens)
    return _IMPL.forward(query, key, value, key_cache, value_cache, metadata)
