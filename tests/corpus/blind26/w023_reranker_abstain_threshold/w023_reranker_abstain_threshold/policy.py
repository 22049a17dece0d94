"""Decision policies shared by all scoring heads."""
import math

import torch


class ThresholdPolicyMixin:
    """Mixin for heads that may abstain when no candidate is relevant."""

    min_relevance: float = 0.0
    abstain_score: float = -math.inf

    def apply_threshold(self, scores: torch.Tensor) -> torch.Tensor:
        keep = scores >= self.min_relevance
        if not keep.any():
            # nothing passes: return a sentinel row so the router falls back to BM25
            return torch.full_like(scores, self.abstain_score)
        return torch.where(keep, scores, torch.full_like(scores, self.abstain_score))


class TemperatureMixin:
    temperature: float = 1.0

    def calibrate(self, logits: torch.Tensor) -> torch.Tensor:
        return torch.sigmoid(logits / self.temperature)
