import torch
import torch.nn as nn

from .backend import PagedAttentionImpl, PagedMetadata


class DecodeLayer(nn.Module):
    def __init__(self, hidden: int = 8, num_heads: int = 2, block_size: int = 4, num_blocks: int = 8):
        super().__init__()
        head_dim = hidden // num_heads
        self.q_proj = nn.Linear(hidden, hidden)
        self.o_proj = nn.Linear(hidden, hidden)
        self.impl = PagedAttentionImpl(num_heads, head_dim, head_dim**-0.5)
        self.register_buffer("k_cache", torch.randn(num_blocks, block_size, num_heads, head_dim))
        self.register_buffer("v_cache", torch.randn(num_blocks, block_size, num_heads, head_dim))


class ModelRunner:
    def __init__(self):
        self.layer = DecodeLayer()

    def forward_decode(self, x, block_tables, seq_lens):
        meta = PagedMetadata(block_tables, seq_lens)
        q = self.layer.q_proj(x)
        out = self.layer.impl.forward(q, self.layer.k_cache, self.layer.v_cache, meta)
        return x + self.layer.o_proj(out)


runner = ModelRunner()
decode = torch.compile(runner.forward_decode, fullgraph=True)
