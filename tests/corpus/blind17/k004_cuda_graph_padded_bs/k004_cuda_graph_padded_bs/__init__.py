"""CUDA-graph runner helpers used by the decode step."""
