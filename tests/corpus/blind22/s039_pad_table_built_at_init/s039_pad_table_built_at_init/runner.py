from __future__ import annotations

import torch
import torch.nn as nn
import torch.nn.functional as F

from .buckets import BucketTable


class DecoderLayer(nn.Module):
    def __init__(self, dim: int):
        super().__init__()
        self.norm = nn.RMSNorm(dim)
        self.up = nn.Linear(dim, 2 * dim, bias=False)
        self.down = nn.Linear(dim, dim, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        g, u = self.up(self.norm(x)).chunk(2, dim=-1)
        return x + self.down(F.silu(g) * u)


class GraphRunner:
    def __init__(self, dim: int = 16, vocab: int = 40, max_batch: int = 64):
        self.buckets = BucketTable([1, 2, 4, 8, 16, 32, 64], max_batch)
        self.embed = nn.Embedding(vocab, dim)
        self.layers = nn.ModuleList(DecoderLayer(dim) for _ in range(2))
        self.lm_head = nn.Linear(dim, vocab, bias=False)

    def _pad(self, hidden: torch.Tensor, positions: torch.Tensor):
        batch = hidden.shape[0]
        bucket = self.buckets.bucket_for(batch)
        if bucket == batch:
            return hidden, positions
        hidden = F.pad(hidden, (0, 0, 0, bucket - batch))
        positions = F.pad(positions, (0, bucket - batch), value=0)
        return hidden, positions

    @torch.no_grad()
    def execute(self, hidden: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
        batch = hidden.shape[0]
        hidden, positions = self._pad(hidden, positions)
        hidden = hidden + self.embed(positions)
        for layer in self.layers:
            hidden = layer(hidden)
        return self.lm_head(hidden)[:batch]


runner = GraphRunner()
execute_decode = torch.compile(runner.execute, fullgraph=True)
