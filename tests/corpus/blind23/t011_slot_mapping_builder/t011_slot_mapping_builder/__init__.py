"""Paged prefill attention with a Python-side slot-mapping builder."""
from .config import CacheConfig
from .metadata import PrefillMetadata, PrefillMetadataBuilder

__all__ = ["CacheConfig", "PrefillMetadata", "PrefillMetadataBuilder"]
