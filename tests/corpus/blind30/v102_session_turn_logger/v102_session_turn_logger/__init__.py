"""Multi-turn chat sessions that reuse the KV of earlier turns."""
from . import sessions, stats  # noqa: F401
from .decode import decode_step

__all__ = ["decode_step"]
