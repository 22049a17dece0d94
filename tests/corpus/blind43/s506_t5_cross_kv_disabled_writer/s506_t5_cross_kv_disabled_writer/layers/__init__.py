from .t5 import T5CrossAttention

__all__ = ["T5CrossAttention"]
