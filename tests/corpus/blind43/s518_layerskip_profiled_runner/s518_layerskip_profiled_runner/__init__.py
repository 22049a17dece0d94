"""Static layer-skip schedule with optional per-layer timing (off in serving)."""
from .runner import LayerSkipRunner, decode

__all__ = ["LayerSkipRunner", "decode"]
