from .backends import ATTENTION_BACKENDS, get_attention_backend

__all__ = ["ATTENTION_BACKENDS", "get_attention_backend"]
