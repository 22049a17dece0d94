from dataclasses import dataclass

import torch

from . import ops


@dataclass
class PagedMetadata:
    block_tables: torch.Tensor
    seq_lens: torch.Tensor


class PagedAttentionImpl:
    def __init__(self, num_heads: int, head_dim: int, scale: float):
        self.num_heads = num_heads
        self.head_dim = head_dim
        self.scale = scale

    def forward(self, q, k_cache, v_cache, meta: PagedMetadata):
        q = q.view(-1, self.num_heads, self.head_dim)
        out = ops.paged_decode(q, k_cache, v_cache, meta.block_tables, meta.seq_lens, self.scale)
        return out.flatten(1)
