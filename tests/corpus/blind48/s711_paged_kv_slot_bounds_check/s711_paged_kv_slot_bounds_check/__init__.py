"""Tiny paged-attention decoder used by the serving engine's smoke tests."""
from .config import CacheConfig, ModelConfig  # noqa: F401
