from .llama4 import Llama4AttentionConfig, Llama4LocalAttention

__all__ = ["Llama4AttentionConfig", "Llama4LocalAttention"]
