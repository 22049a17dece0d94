from .rotary_embedding import get_rope
from .attention import DeepseekYarnAttention, build_attention

__all__ = ["get_rope", "DeepseekYarnAttention", "build_attention"]
