from .llama4_attention import Llama4TextAttention, Llama4TextConfig

__all__ = ["Llama4TextAttention", "Llama4TextConfig"]
