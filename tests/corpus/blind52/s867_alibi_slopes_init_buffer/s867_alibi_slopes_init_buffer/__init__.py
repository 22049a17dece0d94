from .alibi import build_alibi_slopes
from .modeling_mpt import MptAttention, MptConfig

__all__ = ["build_alibi_slopes", "MptAttention", "MptConfig"]
