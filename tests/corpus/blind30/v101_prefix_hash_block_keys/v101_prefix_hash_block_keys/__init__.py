"""Prefix-cached attention: KV blocks keyed by a hash of their token ids."""
from .model import PrefixCachedAttention, compiled_attn

__all__ = ["PrefixCachedAttention", "compiled_attn"]
