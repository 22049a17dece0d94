import torch
import torch.nn as nn

from .features import FeatureSchema, FeatureSplitter


class KeyedRanker(nn.Module):
    def __init__(self, dim: int = 8, rows: int = 100):
        super().__init__()
        self.schema = FeatureSchema()
        self.splitter = FeatureSplitter(self.schema)
        self.tables = nn.ModuleList([nn.Embedding(rows, dim) for _ in self.schema.sparse])
        self.dense_norm = nn.LayerNorm(len(self.schema.dense))
        in_dim = len(self.schema.sparse) * dim + len(self.schema.dense)
        self.head = nn.Sequential(nn.Linear(in_dim, 16), nn.SiLU(), nn.Linear(16, 1))

    def forward(self, batch: dict) -> torch.Tensor:
        dense, sparse = self.splitter.split(batch)
        embs = [tbl(ids) for tbl, ids in zip(self.tables, sparse)]
        x = torch.cat(embs + [self.dense_norm(dense)], dim=-1)
        return self.head(x).squeeze(-1)


ranker = torch.compile(KeyedRanker().eval(), fullgraph=True)
