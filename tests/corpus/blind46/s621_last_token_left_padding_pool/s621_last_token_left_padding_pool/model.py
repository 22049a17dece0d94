import torch
import torch.nn.functional as F
from torch import nn

from .config import EmbeddingConfig, PoolingType
from .pooling import build_pooler


class DecoderBlock(nn.Module):
    def __init__(self, config: EmbeddingConfig):
        super().__init__()
        self.norm = nn.LayerNorm(config.hidden_size, eps=config.layer_norm_eps)
        self.mlp = nn.Sequential(
            nn.Linear(config.hidden_size, 2 * config.hidden_size),
            nn.SiLU(),
            nn.Linear(2 * config.hidden_size, config.hidden_size),
        )

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.mlp(self.norm(x))


class DecoderEmbeddingModel(nn.Module):
    def __init__(self, config: EmbeddingConfig):
        super().__init__()
        self.config = config
        self.layers = nn.ModuleList(DecoderBlock(config) for _ in range(config.num_layers))
        self.final_norm = nn.LayerNorm(config.hidden_size, eps=config.layer_norm_eps)
        self.pooler = build_pooler(config.pooling_type)

    def forward(self, inputs_embeds: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
        hidden = inputs_embeds
        for layer in self.layers:
            hidden = layer(hidden)
        hidden = self.final_norm(hidden)
        pooled = self.pooler(hidden, attention_mask)
        if self.config.normalize:
            pooled = F.normalize(pooled, p=2, dim=-1)
        return pooled


compiled = torch.compile(
    DecoderEmbeddingModel(EmbeddingConfig(pooling_type=PoolingType.LAST)),
    fullgraph=True,
)
