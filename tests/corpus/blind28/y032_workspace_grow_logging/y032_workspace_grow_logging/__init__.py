from .attention import ScratchAttention, build_attention

__all__ = ["ScratchAttention", "build_attention"]
