"""T5-style encoder self-attention with a shared relative position bias cache."""
from .config import T5AttentionConfig
from .model import T5LayerSelfAttention, compiled

__all__ = ["T5AttentionConfig", "T5LayerSelfAttention", "compiled"]
