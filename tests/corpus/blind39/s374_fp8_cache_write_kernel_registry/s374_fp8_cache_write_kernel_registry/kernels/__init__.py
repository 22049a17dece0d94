from .cache_write import get_cache_write_kernel

__all__ = ["get_cache_write_kernel"]
