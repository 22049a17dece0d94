"""Chunked prefill runner: long prompts are split into fixed-size chunks."""
from .config import ChunkedPrefillConfig
from .runner import ChunkedPrefillRunner, runner, prefill

__all__ = ["ChunkedPrefillConfig", "ChunkedPrefillRunner", "runner", "prefill"]
