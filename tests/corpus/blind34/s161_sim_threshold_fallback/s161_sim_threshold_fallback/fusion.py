import torch

from .config import DEFAULT_CONFIG
from .index import DocumentIndex

_INDEX = DocumentIndex(DEFAULT_CONFIG)


def _merge_neighbours(hidden, scores, docs, temperature):
    weights = torch.softmax(scores / temperature, dim=-1)
    context = torch.einsum("nk,nkd->nd", weights, docs)
    return hidden + context


@torch.compile(fullgraph=True)
def fuse_retrieved(hidden: torch.Tensor) -> torch.Tensor:
    scores, docs = _INDEX.search(hidden)
    return _merge_neighbours(hidden, scores, docs, DEFAULT_CONFIG.temperature)
