"""Attention-free mixer block with a (disabled) comm profiler and world-size-1 fast path."""
