import torch
import torch.nn as nn

from .vocab import REGISTRY


class RemappedEmbedding(nn.Module):
    def __init__(self, feature: str, dim: int):
        super().__init__()
        self.feature = feature
        self.remapper = REGISTRY[feature]
        self.table = nn.Embedding(len(self.remapper), dim)

    def forward(self, raw_ids: torch.Tensor) -> torch.Tensor:
        rows = self.remapper.remap(raw_ids)
        return self.table(rows)


class AdRanker(nn.Module):
    def __init__(self, dim: int = 8, dense_dim: int = 4):
        super().__init__()
        self.adv = RemappedEmbedding("advertiser", dim)
        self.camp = RemappedEmbedding("campaign", dim)
        self.head = nn.Sequential(nn.Linear(2 * dim + dense_dim, 16), nn.ReLU(), nn.Linear(16, 1))

    def forward(self, dense: torch.Tensor, adv_ids: torch.Tensor, camp_ids: torch.Tensor) -> torch.Tensor:
        feats = torch.cat([self.adv(adv_ids), self.camp(camp_ids), dense], dim=-1)
        return torch.sigmoid(self.head(feats)).squeeze(-1)


ranker = AdRanker().eval()
compiled_ranker = torch.compile(ranker, fullgraph=True)
