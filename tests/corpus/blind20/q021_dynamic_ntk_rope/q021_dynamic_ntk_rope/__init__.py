from .configuration import TinyLlamaConfig
from .modeling import TinyLlamaAttention, compiled_attention

__all__ = ["TinyLlamaConfig", "TinyLlamaAttention", "compiled_attention"]
