"""Embedding layer backed by a paged host table."""
import torch
import torch.nn as nn

from .ops import paged_gather


class PagedEmbedding(nn.Module):
    def __init__(self, vocab: int = 32, dim: int = 8):
        super().__init__()
        g = torch.Generator().manual_seed(0)
        self.register_buffer("table", torch.randn(vocab, dim, generator=g))
        self.norm = nn.LayerNorm(dim)

    def lookup(self, ids: torch.Tensor) -> torch.Tensor:
        flat = ids.reshape(-1)
        rows = torch.ops.corpus_y038.paged_gather(self.table, flat)
        return rows.view(*ids.shape, self.table.shape[1])

    def forward(self, ids: torch.Tensor) -> torch.Tensor:
        return self.norm(self.lookup(ids))


_embed = PagedEmbedding()


@torch.compile(fullgraph=True)
def embed_tokens(ids: torch.Tensor) -> torch.Tensor:
    return _embed(ids) * (_embed.table.shape[1] ** 0.5)
