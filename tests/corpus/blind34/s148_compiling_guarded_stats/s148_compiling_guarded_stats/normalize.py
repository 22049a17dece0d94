import torch


class LengthNormalizer:
    def __init__(self, alpha: float, min_len: int = 1):
        self.alpha = alpha
        self.min_len = min_len

    def __call__(self, scores: torch.Tensor, lengths: torch.Tensor) -> torch.Tensor:
        if self.alpha == 0.0:
            return scores
        denom = lengths.clamp_min(self.min_len).to(scores.dtype) ** self.alpha
        return scores / denom


class WuNormalizer(LengthNormalizer):
    def __call__(self, scores, lengths):
        lp = ((5.0 + lengths.to(scores.dtype)) / 6.0) ** self.alpha
        return scores / lp
