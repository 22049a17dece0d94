from .profiling import stage_timer, stage_stats
from .sampler import Sampler, sample_tokens

__all__ = ["stage_timer", "stage_stats", "Sampler", "sample_tokens"]
