"""Split-KV attention that stages partial results in a shared workspace pool."""
from .attention import SplitKVAttention

__all__ = ["SplitKVAttention"]
