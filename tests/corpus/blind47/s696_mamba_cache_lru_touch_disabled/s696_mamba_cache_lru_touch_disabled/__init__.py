"""Mamba1 decode runner with a prefix-cache aware state cache manager."""
from .runner import MambaDecodeRunner, decode, runner

__all__ = ["MambaDecodeRunner", "decode", "runner"]
