"""Streaming codec decoder runner with per-chunk metrics."""
from .runner import StreamingDecoderRunner, runner, decode_chunk

__all__ = ["StreamingDecoderRunner", "runner", "decode_chunk"]
