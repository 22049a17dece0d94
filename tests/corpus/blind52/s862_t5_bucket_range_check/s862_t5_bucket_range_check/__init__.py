from .config import T5AttentionConfig
from .modeling_t5 import T5Attention, T5LayerSelfAttention

__all__ = ["T5AttentionConfig", "T5Attention", "T5LayerSelfAttention"]
