from __future__ import annotations

from dataclasses import dataclass

import torch


@dataclass
class CacheSpec:
    num_blocks: int = 16
    block_size: int = 4
    head_dim: int = 8
    max_blocks_per_seq: int = 2


class PagedKVCache:
    """Key/value pages plus the per-sequence block table that indexes them."""

    def __init__(self, spec: CacheSpec, batch: int) -> None:
        self.spec = spec
        g = torch.Generator().manual_seed(0)
        shape = (spec.num_blocks, spec.block_size, spec.head_dim)
        self.key_pages = torch.randn(shape, generator=g)
        self.value_pages = torch.randn(shape, generator=g)
        # sequence i owns pages [i * max_blocks_per_seq, (i + 1) * max_blocks_per_seq)
        self.block_table = torch.arange(batch * spec.max_blocks_per_seq).view(batch, spec.max_blocks_per_seq)

    @property
    def block_size(self) -> int:
        return self.spec.block_size
