import torch
import torch.nn as nn
import torch.nn.functional as F

from .paged_cache import PagedAttentionMetadata, PagedKVCache

HIDDEN, HEADS, BLOCK_SIZE = 8, 2, 2
HEAD_SIZE = HIDDEN // HEADS


class AttnLayer(nn.Module):
    def __init__(self):
        super().__init__()
        self.qkv = nn.Linear(HIDDEN, 3 * HIDDEN, bias=False)
        self.dense = nn.Linear(HIDDEN, HIDDEN, bias=False)
        self.cache = PagedKVCache(num_blocks=6, block_size=BLOCK_SIZE, num_kv_heads=HEADS, head_size=HEAD_SIZE)

    def forward(self, x: torch.Tensor, metadata: PagedAttentionMetadata) -> torch.Tensor:
        n = x.shape[0]
        q, k, v = (t.reshape(n, HEADS, HEAD_SIZE) for t in self.qkv(x).chunk(3, dim=-1))
        slots = self.cache.write(k, v, metadata)
        k, v = self.cache.read(slots)
        o = F.scaled_dot_product_attention(q.transpose(0, 1), k.transpose(0, 1), v.transpose(0, 1))
        return x + self.dense(o.transpose(0, 1).reshape(n, HIDDEN))


layers = nn.ModuleList(AttnLayer() for _ in range(2)).requires_grad_(False)


@torch.compile(fullgraph=True)
def execute_model(hidden_states, block_table, seq_ids, positions):
    metadata = PagedAttentionMetadata(block_table, seq_ids, positions, BLOCK_SIZE)
    for layer in layers:
        hidden_states = layer(hidden_states, metadata)
    return hidden_states
