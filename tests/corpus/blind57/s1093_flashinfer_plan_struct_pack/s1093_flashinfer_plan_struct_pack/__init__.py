from .registry import get_attention_backend

__all__ = ["get_attention_backend"]
