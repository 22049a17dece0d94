"""Mamba2 chunked prefill over packed requests, vLLM-style chunk metadata."""
from .runner import Mamba2PrefillRunner

__all__ = ["Mamba2PrefillRunner"]
