import warnings

import torch

from .penalties import PenaltyBuilder


class GNMTGlobalScorer(object):
    """Length / coverage re-ranking as in Wu et al. (2016)."""

    @classmethod
    def from_opt(cls, opt):
        return cls(opt.alpha, opt.beta, opt.length_penalty, opt.coverage_penalty)

    def __init__(self, alpha: float, beta: float, length_penalty: str, coverage_penalty: str):
        self._validate(alpha, beta, length_penalty, coverage_penalty)
        self.alpha = alpha
        self.beta = beta
        penalty_builder = PenaltyBuilder(coverage_penalty, length_penalty)
        self.has_cov_pen = penalty_builder.has_cov_pen
        self.cov_penalty = penalty_builder.coverage_penalty
        self.has_len_pen = penalty_builder.has_len_pen
        self.length_penalty = penalty_builder.length_penalty

    @classmethod
    def _validate(cls, alpha, beta, length_penalty, coverage_penalty):
        if length_penalty is None or length_penalty == "none":
            if alpha != 0:
                warnings.warn("Non-default `alpha` with no length penalty. `alpha` has no effect.")
        elif length_penalty == "wu" and alpha == 0.0:
            warnings.warn("Using length penalty Wu with alpha==0 is equivalent to using length penalty none.")
        if coverage_penalty is None or coverage_penalty == "none":
            if beta != 0:
                warnings.warn("Non-default `beta` with no coverage penalty. `beta` has no effect.")

    def normalize(self, log_probs: torch.Tensor, step: int) -> torch.Tensor:
        return log_probs / self.length_penalty(step + 1, alpha=self.alpha)

    def score(self, log_probs: torch.Tensor, step: int) -> torch.Tensor:
        warnings.warn(
            "GNMTGlobalScorer.score() is deprecated and will be removed; use normalize() instead.",
            DeprecationWarning,
            stacklevel=2,
        )
        return self.normalize(log_probs, step)
