import torch
import torch.nn as nn
import torch.nn.functional as F

from .telemetry import STATS


class SparseFeatureEncoder(nn.Module):
    def __init__(self, features: dict, dim: int):
        super().__init__()
        self.rows = dict(features)
        self.bags = nn.ModuleDict({
            name: nn.EmbeddingBag(rows, dim, mode="mean") for name, rows in features.items()
        })

    def forward(self, sparse: dict) -> torch.Tensor:
        outs = []
        for name, bag in self.bags.items():
            ids = sparse[name]
            STATS.record(name, ids, self.rows[name])
            outs.append(bag(ids.clamp(max=self.rows[name] - 1)))
        return torch.cat(outs, dim=-1)


class Tower(nn.Module):
    def __init__(self, features: dict, dim: int, dense_dim: int, out_dim: int):
        super().__init__()
        self.sparse = SparseFeatureEncoder(features, dim)
        self.mlp = nn.Sequential(
            nn.Linear(len(features) * dim + dense_dim, 32), nn.ReLU(), nn.Linear(32, out_dim)
        )

    def forward(self, dense: torch.Tensor, sparse: dict) -> torch.Tensor:
        h = torch.cat([self.sparse(sparse), dense], dim=-1)
        return F.normalize(self.mlp(h), dim=-1)


class TwoTower(nn.Module):
    def __init__(self):
        super().__init__()
        self.user = Tower({"uid": 50, "country": 10}, 8, 4, 16)
        self.item = Tower({"iid": 80, "brand": 20}, 8, 4, 16)

    def forward(self, u_dense, u_ids, u_country, i_dense, i_ids, i_brand):
        u = self.user(u_dense, {"uid": u_ids, "country": u_country})
        i = self.item(i_dense, {"iid": i_ids, "brand": i_brand})
        return (u * i).sum(-1)


retrieval = torch.compile(TwoTower().eval(), fullgraph=True)
