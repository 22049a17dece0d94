"""Speculative decoding: rejection sampling of draft tokens against the target model."""
from .rejection_sampler import rejection_sample
from .stats import SPEC_STATS

__all__ = ["rejection_sample", "SPEC_STATS"]
