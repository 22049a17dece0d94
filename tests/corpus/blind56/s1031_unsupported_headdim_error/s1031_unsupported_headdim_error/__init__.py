from .attention import RadixAttention, decode_attention

__all__ = ["RadixAttention", "decode_attention"]
