"""Logits processors; the per-request top-k mask is built on the host."""
from . import host_ops  # noqa: F401  (registers corpus_p040 ops)
