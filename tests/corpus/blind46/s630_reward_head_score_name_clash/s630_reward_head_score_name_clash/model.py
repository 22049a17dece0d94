import os
import tempfile
from typing import List, Optional

import torch
from torch import nn

from .heads import PairwiseRewardHead
from .score_cache import ScoreCache


class RewardModel(nn.Module):
    def __init__(self, hidden_size: int = 8, cache_path: Optional[str] = None):
        super().__init__()
        self.backbone = nn.Sequential(nn.Linear(hidden_size, hidden_size), nn.SiLU(), nn.LayerNorm(hidden_size))
        self.head = PairwiseRewardHead(hidden_size)
        self.cache = ScoreCache(cache_path or os.path.join(tempfile.gettempdir(), "rm_scores.json"))

    def cached_rewards(self, request_ids: List[str]) -> List[Optional[float]]:
        return [self.cache.score(rid) for rid in request_ids]

    @torch.compile(fullgraph=True)
    def forward_scores(self, inputs_embeds: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
        hidden = self.backbone(inputs_embeds)
        return self.head.score(hidden, attention_mask)
