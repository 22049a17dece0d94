"""Qwen3-Next style hybrid decoder: gated delta net layers interleaved with full attention."""
from .cache import HybridDynamicCache
from .model import HybridConfig, HybridDecoder, decode_fn, model

__all__ = ["HybridConfig", "HybridDecoder", "HybridDynamicCache", "decode_fn", "model"]
