from .loader import get_paged_attention_ops

__all__ = ["get_paged_attention_ops"]
