"""Attention over a packed mixed prefill/decode batch."""
from .metadata import MixedBatchMetadata, MixedBatchMetadataBuilder

__all__ = ["MixedBatchMetadata", "MixedBatchMetadataBuilder"]
