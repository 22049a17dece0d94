"""Decode step padded to CUDA-graph capture buckets."""
