"""Batched token sampler: greedy rows and temperature-sampled rows."""
