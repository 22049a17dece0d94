from __future__ import annotations

import torch
import torch.nn.functional as F

from .normalize import get_normalizer

SCORE_NORMALIZATION = "rank"
BLEND = 0.3


def cosine_scores(doc_emb: torch.Tensor, query_emb: torch.Tensor) -> torch.Tensor:
    d = F.normalize(doc_emb, dim=-1)
    q = F.normalize(query_emb, dim=-1).unsqueeze(-1)
    return torch.bmm(d, q).squeeze(-1)


@torch.compile(fullgraph=True)
def rerank_scores(doc_emb: torch.Tensor, query_emb: torch.Tensor) -> torch.Tensor:
    raw = cosine_scores(doc_emb, query_emb)
    normed = get_normalizer(SCORE_NORMALIZATION)(raw)
    return (1 - BLEND) * normed + BLEND * torch.sigmoid(raw)
