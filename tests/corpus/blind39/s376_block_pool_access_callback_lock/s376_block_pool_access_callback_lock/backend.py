from typing import Callable, Optional

import torch
from torch import nn


class TorchNativePagedDecode(nn.Module):
    """Single-query paged attention over a block table, torch ops only."""

    def __init__(self, head_dim: int, block_size: int,
                 on_blocks_accessed: Optional[Callable[[torch.Tensor], None]] = None):
        super().__init__()
        self.scale = head_dim ** -0.5
        self.block_size = block_size
        self.on_blocks_accessed = on_blocks_accessed

    def forward(self, q, k_cache, v_cache, block_table):
        # q: [B, D]; k_cache/v_cache: [num_blocks, block_size, D]; block_table: [B, max_blocks]
        if self.on_blocks_accessed is not None:
            self.on_blocks_accessed(block_table.flatten())
        k = k_cache[block_table].flatten(1, 2)
        v = v_cache[block_table].flatten(1, 2)
        scores = torch.einsum("bd,btd->bt", q, k) * self.scale
        return torch.einsum("bt,btd->bd", scores.softmax(-1), v)
