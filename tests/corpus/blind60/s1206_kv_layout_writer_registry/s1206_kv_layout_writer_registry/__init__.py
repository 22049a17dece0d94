from .decode import PagedDecodeAttention, PagedKVConfig

__all__ = ["PagedDecodeAttention", "PagedKVConfig"]
