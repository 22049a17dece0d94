from dataclasses import dataclass

import torch
import torch.nn.functional as F
from torch import nn

from .pooler import PoolingType, build_pooling_method


@dataclass
class EmbeddingModelConfig:
    hidden_size: int = 8
    pooling_type: str = "CLS"
    normalize: bool = True
    projection_dim: int = 4


class EmbeddingPooler(nn.Module):
    def __init__(self, config: EmbeddingModelConfig):
        super().__init__()
        self.method = build_pooling_method(PoolingType[config.pooling_type])
        self.dense = nn.Linear(config.hidden_size, config.projection_dim, bias=False)
        self.normalize = config.normalize

    def forward(self, hidden_states, prompt_lens):
        pooled = self.method(hidden_states, prompt_lens)
        pooled = self.dense(pooled)
        if self.normalize:
            pooled = F.normalize(pooled, p=2, dim=-1)
        return pooled


class EmbeddingModelRunner:
    def __init__(self, config: EmbeddingModelConfig):
        self.config = config
        self.pooler = EmbeddingPooler(config)

    @torch.compile(fullgraph=True)
    def embed(self, hidden_states: torch.Tensor, prompt_lens: torch.Tensor) -> torch.Tensor:
        return self.pooler(hidden_states, prompt_lens)
