import logging
from typing import List, Sequence

import torch

logger = logging.getLogger(__name__)


class ScoreResponseBuilder:
    """Turns score tensors into the JSON body returned by /v1/rerank."""

    def __init__(self, model_name: str, top_n: int | None = None):
        self.model_name = model_name
        self.top_n = top_n

    def postprocess(self, scores: torch.Tensor, documents: Sequence[str]) -> dict:
        values: List[float] = scores.float().cpu().tolist()
        ranked = sorted(enumerate(values), key=lambda kv: kv[1], reverse=True)
        if self.top_n is not None:
            ranked = ranked[: self.top_n]
        logger.info("rerank: %d documents scored, best=%.4f", len(values), ranked[0][1] if ranked else 0.0)
        return {
            "model": self.model_name,
            "results": [
                {"index": i, "relevance_score": s, "document": {"text": documents[i]}}
                for i, s in ranked
            ],
        }
