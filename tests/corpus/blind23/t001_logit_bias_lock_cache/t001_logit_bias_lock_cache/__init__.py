"""Logits processing with a shared, thread-safe logit-bias tensor cache."""
from .request import RequestMeta, SamplingBatch

__all__ = ["RequestMeta", "SamplingBatch"]
