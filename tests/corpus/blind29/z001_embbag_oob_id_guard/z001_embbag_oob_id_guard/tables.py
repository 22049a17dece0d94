import torch
import torch.nn as nn

from .config import TableConfig


class FeatureTable(nn.Module):
    """One EmbeddingBag with an out-of-vocabulary policy."""

    def __init__(self, cfg: TableConfig, clamp_oov: bool):
        super().__init__()
        self.name = cfg.name
        self.num_embeddings = cfg.num_embeddings
        self.clamp_oov = clamp_oov
        self.bag = nn.EmbeddingBag(cfg.num_embeddings, cfg.embedding_dim, mode=cfg.pooling)

    def _sanitize(self, ids: torch.Tensor) -> torch.Tensor:
        if (ids >= self.num_embeddings).any():
            if not self.clamp_oov:
                raise IndexError(f"{self.name}: id out of range")
            ids = ids.clamp(max=self.num_embeddings - 1)
        return ids

    def forward(self, ids: torch.Tensor, offsets: torch.Tensor) -> torch.Tensor:
        ids = self._sanitize(ids)
        return self.bag(ids, offsets)


def build_tables(cfgs, clamp_oov: bool) -> nn.ModuleDict:
    return nn.ModuleDict({c.name: FeatureTable(c, clamp_oov) for c in cfgs})
