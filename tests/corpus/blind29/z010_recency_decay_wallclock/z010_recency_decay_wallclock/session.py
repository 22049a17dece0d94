import torch
import torch.nn as nn

from .decay import DECAYS


class HistoryPooler(nn.Module):
    def __init__(self, num_items: int, dim: int, decay: str):
        super().__init__()
        self.items = nn.Embedding(num_items, dim, padding_idx=0)
        self.decay = DECAYS[decay]

    def forward(self, hist_ids: torch.Tensor, hist_ts: torch.Tensor) -> torch.Tensor:
        mask = (hist_ids != 0).float()
        w = self.decay.weights(hist_ts, mask)
        return torch.einsum("bl,bld->bd", w, self.items(hist_ids))


class SessionRecommender(nn.Module):
    def __init__(self, num_items: int = 200, dim: int = 16):
        super().__init__()
        self.short = HistoryPooler(num_items, dim, "short")
        self.long = HistoryPooler(num_items, dim, "long")
        self.candidates = nn.Embedding(num_items, dim)
        self.fuse = nn.Linear(2 * dim, dim)

    def forward(self, hist_ids, hist_ts, cand_ids):
        user = self.fuse(torch.cat([self.short(hist_ids, hist_ts), self.long(hist_ids, hist_ts)], -1))
        cands = self.candidates(cand_ids)  # [B, C, D]
        return torch.einsum("bd,bcd->bc", user, cands)


recommender = SessionRecommender().eval()
score = torch.compile(recommender, fullgraph=True)
