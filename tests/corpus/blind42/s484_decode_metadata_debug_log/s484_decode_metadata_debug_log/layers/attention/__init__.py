from .base_attn_backend import AttentionBackend, DecodeMetadata
from .paged_decode_backend import PagedDecodeBackend

__all__ = ["AttentionBackend", "DecodeMetadata", "PagedDecodeBackend"]
