from .attention import LlamaAttention, LlamaConfig

__all__ = ["LlamaAttention", "LlamaConfig"]
