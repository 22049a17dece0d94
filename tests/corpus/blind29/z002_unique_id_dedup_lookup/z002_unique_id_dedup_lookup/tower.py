import torch
import torch.nn as nn
import torch.nn.functional as F

from .dedup import DedupLookupMixin


class ItemTower(DedupLookupMixin, nn.Module):
    def __init__(self, num_items: int = 256, dim: int = 16, hidden: int = 32):
        super().__init__()
        self.embedding = nn.Embedding(num_items, dim)
        self.mlp = nn.Sequential(nn.Linear(dim, hidden), nn.GELU(), nn.Linear(hidden, dim))

    def encode(self, item_ids: torch.Tensor) -> torch.Tensor:
        emb = self.lookup(item_ids)
        return F.normalize(emb + self.mlp(emb), dim=-1)

    def forward(self, user_vec: torch.Tensor, item_ids: torch.Tensor) -> torch.Tensor:
        # user_vec: [B, D], item_ids: [B, C] -> scores [B, C]
        items = self.encode(item_ids)
        user = F.normalize(user_vec, dim=-1)
        return torch.einsum("bd,bcd->bc", user, items)


def build_item_tower() -> ItemTower:
    tower = ItemTower()
    tower.eval()
    return tower


score_candidates = torch.compile(build_item_tower().forward, fullgraph=True)
