import torch

RERANKERS = {}


def register_reranker(name):
    def deco(cls):
        RERANKERS[name] = cls
        return cls

    return deco


class Reranker:
    def __init__(self, floor: float = 0.0):
        self.floor = floor

    def __call__(self, scores: torch.Tensor, values: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError


@register_reranker("mean")
class MeanReranker(Reranker):
    def __call__(self, scores, values):
        return (scores.softmax(-1).unsqueeze(-1) * values).sum(1)


@register_reranker("floor")
class FloorReranker(Reranker):
    """Average only the candidates whose similarity clears the floor."""

    def _keep(self, scores: torch.Tensor) -> torch.Tensor:
        return scores > self.floor

    def __call__(self, scores, values):
        keep = self._keep(scores)
        rows = keep.nonzero(as_tuple=True)
        kept_vals = values[rows]
        counts = keep.sum(-1, keepdim=True).clamp(min=1)
        pooled = torch.zeros_like(values[:, 0]).index_add_(0, rows[0], kept_vals)
        return pooled / counts
