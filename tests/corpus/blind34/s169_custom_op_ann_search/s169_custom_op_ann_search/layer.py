import torch
import torch.nn as nn

from .ops import ann_search


class NeighbourMerger(nn.Module):
    def __init__(self, dim: int):
        super().__init__()
        self.score = nn.Linear(dim, 1)

    def forward(self, neigh: torch.Tensor) -> torch.Tensor:
        w = self.score(neigh).squeeze(-1).softmax(-1)
        return (w.unsqueeze(-1) * neigh).sum(1)


class RetrievalLayer(nn.Module):
    def __init__(self, dim: int = 8, num_docs: int = 40, k: int = 5):
        super().__init__()
        self.k = k
        self.register_buffer("keys", torch.randn(num_docs, dim))
        self.register_buffer("values", torch.randn(num_docs, dim))
        self.merge = NeighbourMerger(dim)
        self.norm = nn.LayerNorm(dim)

    def lookup(self, q: torch.Tensor) -> torch.Tensor:
        ids = ann_search(q, self.keys, self.k)
        return self.values[ids]

    @torch.compile(fullgraph=True)
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        neigh = self.lookup(x)
        return self.norm(x + self.merge(neigh))
