"""Minimal engine: one model step executed under a configurable set of contexts."""
from .config import EngineConfig
from .engine import Engine, step

__all__ = ["EngineConfig", "Engine", "step"]
