"""Jamba-style hybrid stack: attention and Mamba layers picked from a layer pattern."""
from . import layers  # noqa: F401  (registers layer types)
from .model import HybridConfig, HybridModel, step

__all__ = ["HybridConfig", "HybridModel", "step"]
