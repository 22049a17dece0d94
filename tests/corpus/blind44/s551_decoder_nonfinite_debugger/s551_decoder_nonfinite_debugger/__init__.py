"""Tiny Llama-style decoder with an optional per-layer numerics debugger."""
from .config import TinyLlamaConfig
from .modeling import TinyLlamaModel

__all__ = ["TinyLlamaConfig", "TinyLlamaModel"]
