import torch
import torch.nn.functional as F
from torch import nn

from .metrics import GLOBAL_TIMER


class MeanPoolNormalize(nn.Module):
    def __init__(self, normalize: bool = True, timer=GLOBAL_TIMER):
        super().__init__()
        self.normalize = normalize
        self.timer = timer

    def forward(self, token_embeddings: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
        with self.timer.span("pooling"):
            weights = attention_mask.unsqueeze(-1).to(token_embeddings.dtype)
            pooled = (token_embeddings * weights).sum(1) / weights.sum(1).clamp_min(1e-9)
            if self.normalize:
                pooled = F.normalize(pooled, dim=-1)
        return pooled
