"""Decode CUDA-graph runner: static input buffers + batch-size padding."""
