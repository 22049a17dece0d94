from .llama4_attention import Llama4ChunkedAttention

__all__ = ["Llama4ChunkedAttention"]
