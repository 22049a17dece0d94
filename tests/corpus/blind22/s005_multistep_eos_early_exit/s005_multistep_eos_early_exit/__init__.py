"""Multi-step decoding: run several decode steps per scheduler iteration."""
from .multi_step import MODEL, multi_step_decode, step

__all__ = ["MODEL", "multi_step_decode", "step"]
