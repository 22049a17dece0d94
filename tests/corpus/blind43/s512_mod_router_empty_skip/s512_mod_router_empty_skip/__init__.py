"""Mixture-of-depths decode runner: a threshold router picks which tokens get a block."""
from .runner import MoDRunner, decode

__all__ = ["MoDRunner", "decode"]
