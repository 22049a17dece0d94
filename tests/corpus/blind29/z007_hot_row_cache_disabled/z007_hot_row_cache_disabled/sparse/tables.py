import torch
import torch.nn as nn

from .cache import CachedTableBase


class HotRowEmbeddingBag(CachedTableBase):
    def __init__(self, num_rows: int, dim: int, mode: str = "sum"):
        super().__init__(num_rows)
        self.bag = nn.EmbeddingBag(num_rows, dim, mode=mode)

    def forward(self, ids: torch.Tensor, offsets: torch.Tensor) -> torch.Tensor:
        ids = self.touch(ids)
        return self.bag(ids, offsets)
