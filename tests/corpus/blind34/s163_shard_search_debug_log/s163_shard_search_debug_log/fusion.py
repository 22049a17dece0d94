import torch
import torch.nn as nn

from .shards import IndexShard, ShardedIndex


class FusionHead(nn.Module):
    def __init__(self, index: ShardedIndex, dim: int = 8):
        super().__init__()
        self.index = index
        self.gate = nn.Linear(2 * dim, dim)

    @torch.compile(fullgraph=True)
    def forward(self, hidden: torch.Tensor) -> torch.Tensor:
        scores, neigh = self.index.search(hidden)
        attn = torch.softmax(scores, dim=-1).unsqueeze(-1)
        ctx = (attn * neigh).sum(1)
        g = torch.sigmoid(self.gate(torch.cat([hidden, ctx], dim=-1)))
        return g * hidden + (1 - g) * ctx


def build_head(num_shards: int = 3, per_shard: int = 10, dim: int = 8, k: int = 4) -> FusionHead:
    gen = torch.Generator().manual_seed(1)
    shards = [
        IndexShard(i, torch.randn(per_shard, dim, generator=gen), torch.randn(per_shard, dim, generator=gen))
        for i in range(num_shards)
    ]
    return FusionHead(ShardedIndex(shards, k), dim)
