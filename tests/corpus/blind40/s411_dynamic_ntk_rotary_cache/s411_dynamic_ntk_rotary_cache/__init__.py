from .config import LlamaLikeConfig
from .rotary import DynamicNTKScalingRotaryEmbedding, LlamaRotaryEmbedding, build_rotary_embedding

__all__ = ["LlamaLikeConfig", "LlamaRotaryEmbedding", "DynamicNTKScalingRotaryEmbedding", "build_rotary_embedding"]
