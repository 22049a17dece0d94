from .backends import get_attn_backend

__all__ = ["get_attn_backend"]
