"""Tiny DeepSeek-style MLA prefill path with chunked prefix-cache planning."""
from .forward_batch import ForwardBatch, ForwardMode

__all__ = ["ForwardBatch", "ForwardMode"]
