"""Paged-KV decode attention with a FlashInfer-style plan()/run() wrapper."""
from .wrapper import BatchDecodeWithPagedKVCacheWrapper
from .runner import DecodeRunner, decode_step

__all__ = ["BatchDecodeWithPagedKVCacheWrapper", "DecodeRunner", "decode_step"]
