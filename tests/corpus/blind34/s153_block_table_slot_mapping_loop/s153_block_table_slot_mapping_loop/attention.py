import math

import torch
import torch.nn as nn

from .metadata import PrefillMetadataBuilder
from .paged_cache import PagedKVCache


class PagedPrefillAttention(nn.Module):
    def __init__(self, hidden: int = 8, num_heads: int = 2, block_size: int = 4, num_blocks: int = 8):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = hidden // num_heads
        self.qkv = nn.Linear(hidden, 3 * hidden)
        self.cache = PagedKVCache(num_blocks, block_size, num_heads, self.head_dim)
        self.builder = PrefillMetadataBuilder(block_size)

    def forward(self, x, block_tables, seq_lens):
        meta = self.builder.build(block_tables, seq_lens)
        q, k, v = self.qkv(x).view(-1, 3, self.num_heads, self.head_dim).unbind(1)
        self.cache.write(meta.slot_mapping, k, v)
        k_all, v_all = self.cache.gather(meta.slot_mapping)
        scores = torch.einsum("thd,shd->hts", q, k_all) / math.sqrt(self.head_dim)
        out = torch.einsum("hts,shd->thd", scores.softmax(-1), v_all)
        return out.reshape(x.shape[0], -1)


prefill = torch.compile(PagedPrefillAttention(), fullgraph=True)
