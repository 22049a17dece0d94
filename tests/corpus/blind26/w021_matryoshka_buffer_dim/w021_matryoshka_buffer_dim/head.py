import torch
from torch import nn

from .config import EmbeddingHeadConfig
from .matryoshka import MatryoshkaTruncation


def masked_mean(hidden: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
    m = mask.unsqueeze(-1).to(hidden.dtype)
    summed = (hidden * m).sum(dim=1)
    counts = m.sum(dim=1).clamp(min=1e-6)
    return summed / counts


def cls_pool(hidden: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
    return hidden[:, 0]


POOLERS = {"mean": masked_mean, "cls": cls_pool}


class EmbeddingHead(nn.Module):
    def __init__(self, cfg: EmbeddingHeadConfig):
        super().__init__()
        cfg.validate()
        self.cfg = cfg
        self.pool = POOLERS[cfg.pooling]
        self.proj = nn.Linear(cfg.hidden_size, cfg.projection_dim)
        self.truncate = MatryoshkaTruncation(cfg.matryoshka_dims, cfg.default_dim, cfg.normalize)

    def forward(self, hidden_states: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
        pooled = self.pool(hidden_states, attention_mask)
        emb = torch.tanh(self.proj(pooled))
        return self.truncate(emb)


compiled_head = torch.compile(EmbeddingHead(EmbeddingHeadConfig()), fullgraph=True)
