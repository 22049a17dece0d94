"""Decode runner that pads batches up to CUDA-graph capture sizes."""
from .graph_runner import RUNNER, CUDAGraphRunner, decode

__all__ = ["RUNNER", "CUDAGraphRunner", "decode"]
