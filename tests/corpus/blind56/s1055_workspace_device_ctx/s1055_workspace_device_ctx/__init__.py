from .backends import ATTENTION_BACKENDS, get_attn_backend

__all__ = ["ATTENTION_BACKENDS", "get_attn_backend"]
