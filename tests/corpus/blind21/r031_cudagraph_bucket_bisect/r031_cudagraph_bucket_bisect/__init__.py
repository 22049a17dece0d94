"""Tiny decode runner that pads batches up to captured CUDA-graph sizes."""
from .config import RunnerConfig

__all__ = ["RunnerConfig"]
