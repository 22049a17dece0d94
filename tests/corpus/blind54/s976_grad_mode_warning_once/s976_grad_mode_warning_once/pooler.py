from dataclasses import dataclass

import torch
import torch.nn as nn
import torch.nn.functional as F

from .utils import check_inference_grad_mode


@dataclass(frozen=True)
class PoolingConfig:
    hidden_size: int = 8
    projection_dim: int = 4
    pooling_type: str = "mean"
    normalize: bool = True


class EmbeddingPooler(nn.Module):
    def __init__(self, config: PoolingConfig):
        super().__init__()
        self.config = config
        self.dense = nn.Linear(config.hidden_size, config.hidden_size)
        self.projection = nn.Linear(config.hidden_size, config.projection_dim, bias=False)

    def _pool(self, hidden_states: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
        if self.config.pooling_type == "cls":
            return hidden_states[:, 0]
        mask = attention_mask.unsqueeze(-1).to(hidden_states.dtype)
        summed = (hidden_states * mask).sum(dim=1)
        return summed / mask.sum(dim=1).clamp(min=1.0)

    def forward(self, hidden_states: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
        check_inference_grad_mode(self)
        pooled = torch.tanh(self.dense(self._pool(hidden_states, attention_mask)))
        emb = self.projection(pooled)
        if self.config.normalize:
            emb = F.normalize(emb, p=2, dim=-1)
        return emb


pooler = EmbeddingPooler(PoolingConfig()).eval()


@torch.compile(fullgraph=True)
def embed(hidden_states: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
    return pooler(hidden_states, attention_mask)
