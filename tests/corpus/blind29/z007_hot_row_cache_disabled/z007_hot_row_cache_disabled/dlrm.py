import torch
import torch.nn as nn

from .sparse import HotRowEmbeddingBag


def pairwise_interaction(dense: torch.Tensor, sparse: list) -> torch.Tensor:
    feats = torch.stack([dense] + sparse, dim=1)  # [B, F, D]
    z = torch.bmm(feats, feats.transpose(1, 2))
    f = feats.shape[1]
    li, lj = torch.triu_indices(f, f, offset=1)
    return torch.cat([dense, z[:, li, lj]], dim=1)


class DLRM(nn.Module):
    def __init__(self, dense_in: int = 13, dim: int = 8, table_rows=(100, 60, 30)):
        super().__init__()
        self.bottom = nn.Sequential(nn.Linear(dense_in, 16), nn.ReLU(), nn.Linear(16, dim), nn.ReLU())
        self.tables = nn.ModuleList([HotRowEmbeddingBag(r, dim) for r in table_rows])
        f = len(table_rows) + 1
        self.top = nn.Sequential(nn.Linear(dim + f * (f - 1) // 2, 16), nn.ReLU(), nn.Linear(16, 1))

    def forward(self, dense: torch.Tensor, ids: torch.Tensor, offsets: torch.Tensor) -> torch.Tensor:
        # ids: [T, N] one flat id list per table sharing the same offsets
        d = self.bottom(dense)
        sparse = [tbl(ids[t], offsets) for t, tbl in enumerate(self.tables)]
        return torch.sigmoid(self.top(pairwise_interaction(d, sparse))).squeeze(-1)


model = DLRM().eval()
serve_step = torch.compile(model, fullgraph=True)
