from .streaming import StreamingEncoder

__all__ = ["StreamingEncoder"]
