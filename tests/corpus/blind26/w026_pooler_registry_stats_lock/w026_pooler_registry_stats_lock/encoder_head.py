import torch
from torch import nn
import torch.nn.functional as F

from .poolers import POOLER_REGISTRY


class PooledEncoderHead(nn.Module):
    def __init__(self, hidden: int = 8, out_dim: int = 6, pooling: str = "mean", normalize: bool = True):
        super().__init__()
        self.pooler = POOLER_REGISTRY[pooling]
        self.norm = nn.LayerNorm(hidden)
        self.proj = nn.Linear(hidden, out_dim, bias=False)
        self.normalize = normalize

    def forward(self, hidden_states: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
        pooled = self.pooler(self.norm(hidden_states), attention_mask)
        out = self.proj(pooled)
        return F.normalize(out, dim=-1) if self.normalize else out


compiled_head = torch.compile(PooledEncoderHead(), fullgraph=True)
