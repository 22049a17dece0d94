import torch
import torch.nn.functional as F

from .isotonic import isotonic_calibrate


class CosineScorer:
    def __init__(self, eps: float = 1e-6):
        self.eps = eps

    def __call__(self, q: torch.Tensor, d: torch.Tensor) -> torch.Tensor:
        q = F.normalize(q, dim=-1, eps=self.eps)
        d = F.normalize(d, dim=-1, eps=self.eps)
        return torch.einsum("bd,bd->b", q, d)


_scorer = CosineScorer()


def _calibrate(raw: torch.Tensor) -> torch.Tensor:
    return isotonic_calibrate(raw.clamp(-1.0, 1.0))


@torch.compile(fullgraph=True)
def calibrated_relevance(query_emb: torch.Tensor, doc_emb: torch.Tensor) -> torch.Tensor:
    raw = _scorer(query_emb, doc_emb)
    return _calibrate(raw)
