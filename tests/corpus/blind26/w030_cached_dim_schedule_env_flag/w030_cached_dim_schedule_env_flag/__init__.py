from .head import encode

__all__ = ["encode"]
