import torch

from .rerank import RERANKERS

DIM = 8
TOP_K = 5
_gen = torch.Generator().manual_seed(3)
DOC_KEYS = torch.randn(20, DIM, generator=_gen)
DOC_VALUES = torch.randn(20, DIM, generator=_gen)
W_Q = torch.randn(DIM, DIM, generator=_gen) / DIM**0.5

_reranker = RERANKERS["floor"](floor=0.1)


def _neighbours(q):
    sims = torch.nn.functional.cosine_similarity(q.unsqueeze(1), DOC_KEYS.unsqueeze(0), dim=-1)
    scores, idx = sims.topk(TOP_K, dim=-1)
    return scores, DOC_VALUES[idx]


@torch.compile(fullgraph=True)
def encode(x: torch.Tensor) -> torch.Tensor:
    q = x @ W_Q
    scores, vals = _neighbours(q)
    ctx = _reranker(scores, vals)
    return torch.nn.functional.layer_norm(q + ctx, (DIM,))
