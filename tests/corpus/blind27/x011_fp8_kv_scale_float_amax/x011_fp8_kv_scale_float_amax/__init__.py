from .attention import FP8CachedAttention, compiled_attn

__all__ = ["FP8CachedAttention", "compiled_attn"]
