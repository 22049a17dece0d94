import torch
import torch.nn as nn

from .config import SparseArchConfig
from .tables import build_tables


class SparseArch(nn.Module):
    def __init__(self, cfg: SparseArchConfig | None = None):
        super().__init__()
        cfg = cfg or SparseArchConfig()
        self.cfg = cfg
        self.tables = build_tables(cfg.tables, cfg.clamp_oov)
        self.feature_order = [t.name for t in cfg.tables]
        emb_total = sum(t.embedding_dim for t in cfg.tables)
        self.dense_proj = nn.Linear(cfg.dense_in, 8)
        self.over = nn.Sequential(nn.Linear(emb_total + 8, cfg.out_dim), nn.ReLU())

    def forward(self, dense: torch.Tensor, ids: torch.Tensor, offsets: torch.Tensor) -> torch.Tensor:
        pooled = []
        for name in self.feature_order:
            pooled.append(self.tables[name](ids, offsets))
        d = torch.relu(self.dense_proj(dense))
        return self.over(torch.cat(pooled + [d], dim=1))


compiled_sparse_arch = torch.compile(SparseArch(), fullgraph=True)
