"""Tiny decoder with an optionally tied LM head."""
from .config import TinyLMConfig
from .model import TinyLM, compiled_lm

__all__ = ["TinyLMConfig", "TinyLM", "compiled_lm"]
