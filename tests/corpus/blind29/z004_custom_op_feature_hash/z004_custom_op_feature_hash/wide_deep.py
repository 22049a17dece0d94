import torch
import torch.nn as nn

from .hashing import cross_ids, hash_bucketize


class HashedCross(nn.Module):
    def __init__(self, num_buckets: int, dim: int, seed: int):
        super().__init__()
        self.num_buckets = num_buckets
        self.seed = seed
        self.emb = nn.Embedding(num_buckets, dim)

    def forward(self, a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
        buckets = hash_bucketize(cross_ids(a, b), self.num_buckets, self.seed)
        return self.emb(buckets)


class WideAndDeep(nn.Module):
    def __init__(self, dense_dim: int = 6, dim: int = 8):
        super().__init__()
        self.crosses = nn.ModuleList([
            HashedCross(97, dim, seed=11),
            HashedCross(193, dim, seed=29),
        ])
        self.wide = nn.Linear(len(self.crosses) * dim, 1)
        self.deep = nn.Sequential(nn.Linear(dense_dim, 16), nn.ReLU(), nn.Linear(16, 1))

    def forward(self, dense, user_ids, item_ids, geo_ids):
        pairs = [(user_ids, item_ids), (item_ids, geo_ids)]
        wide_in = torch.cat([m(a, b) for m, (a, b) in zip(self.crosses, pairs)], dim=-1)
        return torch.sigmoid(self.wide(wide_in) + self.deep(dense)).squeeze(-1)


model = WideAndDeep().eval()
predict = torch.compile(model, fullgraph=True)
