"""Batched token sampler (temperature / top-k / greedy)."""
