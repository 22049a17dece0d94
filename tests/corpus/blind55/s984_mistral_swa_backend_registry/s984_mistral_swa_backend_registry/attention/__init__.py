from .layer import Attention
from .selector import get_attn_backend

__all__ = ["Attention", "get_attn_backend"]
