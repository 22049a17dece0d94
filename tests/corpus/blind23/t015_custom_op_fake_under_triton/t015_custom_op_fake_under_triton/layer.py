import torch
import torch.nn as nn

from .paged_decode import paged_decode


class PagedDecodeAttention(nn.Module):
    def __init__(self, hidden_size: int, num_heads: int, block_size: int, num_blocks: int):
        super().__init__()
        self.num_heads = num_heads
        self.head_size = hidden_size // num_heads
        self.scale = self.head_size**-0.5
        self.q_proj = nn.Linear(hidden_size, hidden_size, bias=False)
        self.o_proj = nn.Linear(hidden_size, hidden_size, bias=False)
        shape = (num_blocks, block_size, num_heads, self.head_size)
        self.register_buffer("key_cache", torch.randn(shape), persistent=False)
        self.register_buffer("value_cache", torch.randn(shape), persistent=False)

    def _attention(self, q: torch.Tensor, block_tables: torch.Tensor, context_lens: torch.Tensor) -> torch.Tensor:
        return paged_decode(q, self.key_cache, self.value_cache, block_tables, context_lens, self.scale)

    def forward(self, hidden: torch.Tensor, block_tables: torch.Tensor, context_lens: torch.Tensor) -> torch.Tensor:
        q = self.q_proj(hidden).view(-1, self.num_heads, self.head_size)
        out = self._attention(q, block_tables, context_lens)
        return self.o_proj(out.flatten(1))


attn = PagedDecodeAttention(hidden_size=16, num_heads=4, block_size=4, num_blocks=8)
compiled_attn = torch.compile(attn, fullgraph=True)
