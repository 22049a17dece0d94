import torch

from . import register_combiner
from .base import BaseCombiner


@register_combiner("weighted_sum")
class WeightedSumCombiner(BaseCombiner):
    def _reduce(self, restored: torch.Tensor, topk_weights: torch.Tensor) -> torch.Tensor:
        return (restored * topk_weights.unsqueeze(-1).to(restored.dtype)).sum(dim=1)


@register_combiner("mean")
class MeanCombiner(BaseCombiner):
    def _reduce(self, restored: torch.Tensor, topk_weights: torch.Tensor) -> torch.Tensor:
        return restored.mean(dim=1)
