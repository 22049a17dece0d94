import torch

from .config import CFG, softmax_scale
from .index import IVFIndex

INDEX = IVFIndex(CFG)


def _fuse(q, scores, neigh):
    w = torch.softmax(scores * softmax_scale(CFG.dim, CFG.top_k), dim=-1)
    return q + (w.unsqueeze(-1) * neigh).sum(1)


@torch.compile(fullgraph=True, dynamic=False)
def fusion_step(q: torch.Tensor) -> torch.Tensor:
    scores, neigh = INDEX.search(q)
    return _fuse(q, scores, neigh)
