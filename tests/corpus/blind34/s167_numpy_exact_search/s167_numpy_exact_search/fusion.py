import torch

from .backends import get_backend

_gen = torch.Generator().manual_seed(7)
KEYS = torch.randn(30, 8, generator=_gen)
VALUES = torch.randn(30, 8, generator=_gen)
SEARCH = get_backend("exact", KEYS)
TOP_K = 3


def _pool(q, idx):
    neigh = VALUES[idx]
    w = torch.softmax((neigh * q.unsqueeze(1)).sum(-1), dim=-1)
    return (w.unsqueeze(-1) * neigh).sum(1)


@torch.compile(fullgraph=True)
def fuse(q: torch.Tensor) -> torch.Tensor:
    idx = SEARCH.search(q, TOP_K)
    return q + _pool(q, idx)
