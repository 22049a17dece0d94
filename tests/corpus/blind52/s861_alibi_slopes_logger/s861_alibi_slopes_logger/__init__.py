from .attention import AlibiSelfAttention, AttentionConfig
from .alibi import get_alibi_slopes

__all__ = ["AlibiSelfAttention", "AttentionConfig", "get_alibi_slopes"]
