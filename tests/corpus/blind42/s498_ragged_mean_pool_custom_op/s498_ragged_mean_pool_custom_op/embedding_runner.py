import logging
from dataclasses import dataclass
from typing import Optional

import torch
import torch.nn.functional as F
from torch import nn

from .pooling_ops import ragged_mean_pool

logger = logging.getLogger(__name__)


@dataclass
class PoolerConfig:
    hidden_size: int = 8
    pooling_type: str = "MEAN"
    normalize: bool = True
    dimensions: Optional[int] = 6  # Matryoshka truncation


class MeanPoolingHead(nn.Module):
    def __init__(self, config: PoolerConfig):
        super().__init__()
        self.config = config
        self.final_norm = nn.LayerNorm(config.hidden_size)

    def forward(self, hidden_states: torch.Tensor, prompt_lens: torch.Tensor) -> torch.Tensor:
        hidden_states = self.final_norm(hidden_states)
        pooled = torch.ops.blind42_s498.ragged_mean_pool(hidden_states, prompt_lens)
        if self.config.dimensions is not None:
            pooled = pooled[..., : self.config.dimensions]
        if self.config.normalize:
            pooled = F.normalize(pooled, p=2, dim=-1)
        return pooled


class EmbeddingModelRunner:
    def __init__(self, config: PoolerConfig):
        self.head = MeanPoolingHead(config)
        logger.info("embedding runner ready: pooling=%s normalize=%s", config.pooling_type, config.normalize)

    def forward_embed(self, hidden_states: torch.Tensor, prompt_lens: torch.Tensor) -> torch.Tensor:
        return self.head(hidden_states, prompt_lens)


runner = EmbeddingModelRunner(PoolerConfig())
embed = torch.compile(runner.forward_embed, fullgraph=True)
