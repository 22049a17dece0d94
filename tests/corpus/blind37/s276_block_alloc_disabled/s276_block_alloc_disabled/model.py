import torch
from torch import nn

from .allocator import BlockPool


class PagedDecoder(nn.Module):
    def __init__(self, hidden: int = 8, num_blocks: int = 16, block_size: int = 4):
        super().__init__()
        self.pool = BlockPool(num_blocks, block_size)
        self.block_emb = nn.Embedding(num_blocks, hidden)
        self.out = nn.Linear(hidden, hidden)

    def _table_features(self, table: torch.Tensor) -> torch.Tensor:
        mask = (table >= 0).unsqueeze(-1).float()
        return (self.block_emb(table.clamp(min=0)) * mask).sum(1)

    def _prepare(self, seq_lens: torch.Tensor) -> torch.Tensor:
        table = self.pool.ensure_capacity(seq_lens + 1)
        return self._table_features(table)

    @torch.compile(fullgraph=True)
    def forward_decode(self, x: torch.Tensor, seq_lens: torch.Tensor) -> torch.Tensor:
        feats = self._prepare(seq_lens)
        return self.out(x + feats)


DECODER = PagedDecoder().eval()
