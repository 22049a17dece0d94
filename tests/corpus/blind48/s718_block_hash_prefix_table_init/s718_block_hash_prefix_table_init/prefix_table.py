import torch
from torch import nn


class DevicePrefixTable(nn.Module):
    """GPU mirror of the blocks the scheduler pinned as cached for this batch."""

    def __init__(self, cached_block_ids: torch.Tensor, block_size: int):
        super().__init__()
        self.block_size = block_size
        self.register_buffer("cached_block_ids", cached_block_ids, persistent=False)

    def match_prefix(self, block_tables: torch.Tensor) -> torch.Tensor:
        """Number of leading tokens per sequence whose KV is already resident."""
        hit = (block_tables.unsqueeze(-1) == self.cached_block_ids.view(1, 1, -1)).any(-1)
        return hit.to(torch.int64).cumprod(-1).sum(-1) * self.block_size
