"""Top-k / top-p sampling with a per-vocab tuned renormalisation strategy."""
from .sampler import TopKTopPSampler

__all__ = ["TopKTopPSampler"]
