"""Media encoder pipeline with Prometheus-style latency histograms."""
from .pipeline import encode_batch

__all__ = ["encode_batch"]
