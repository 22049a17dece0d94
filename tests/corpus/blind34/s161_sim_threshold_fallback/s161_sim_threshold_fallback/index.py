import torch
import torch.nn.functional as F

from .config import RetrievalConfig


class DocumentIndex:
    """Dense in-memory index over precomputed document embeddings."""

    def __init__(self, cfg: RetrievalConfig, seed: int = 0):
        self.cfg = cfg
        gen = torch.Generator().manual_seed(seed)
        emb = torch.randn(cfg.num_docs, cfg.dim, generator=gen)
        self.doc_emb = F.normalize(emb, dim=-1) if cfg.normalize else emb
        self.null_doc = torch.zeros(cfg.dim)

    def _scores(self, queries: torch.Tensor) -> torch.Tensor:
        q = F.normalize(queries, dim=-1) if self.cfg.normalize else queries
        return q @ self.doc_emb.t()

    def _empty(self, queries: torch.Tensor):
        n = queries.shape[0]
        scores = queries.new_zeros(n, self.cfg.top_k)
        docs = self.null_doc.expand(n, self.cfg.top_k, -1)
        return scores, docs

    def _apply_threshold(self, scores, idx, queries):
        # Nothing in the index is close enough: fall back to the null document
        # instead of injecting noise into the fusion layer.
        if scores.max().item() < self.cfg.min_similarity:
            return self._empty(queries)
        return scores, self.doc_emb[idx]

    def search(self, queries: torch.Tensor):
        scores = self._scores(queries)
        top_scores, top_idx = scores.topk(self.cfg.top_k, dim=-1)
        return self._apply_threshold(top_scores, top_idx, queries)
