"""Decode runner that replays pre-captured batch-size buckets."""
from .config import CaptureConfig
from .runner import BucketedDecodeRunner, decode_step

__all__ = ["CaptureConfig", "BucketedDecodeRunner", "decode_step"]
